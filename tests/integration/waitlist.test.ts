import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { WaitlistService } from '../../backend/src/waitlist/waitlist.service';
import { startTestApp, TestApp } from '../support/app';
import { queuesDrained } from '../support/eventually';
import type { CaughtMail } from '../support/smtp-catcher';

describe(WaitlistService.name, () => {
  let app: TestApp;

  beforeAll(async () => {
    // Concurrent sign-ups queue for the course's row; on a busy machine that wait may pass the
    // production limit, and a 503 then is a refusal, not the race this file is about.
    app = await startTestApp({ env: { DATABASE_LOCK_TIMEOUT_MS: '60000' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function createCourse(overrides: Partial<Course> = {}): Promise<string> {
    const id = randomUUID();
    await app.dataSource.getRepository(Course).insert({
      id,
      title: 'Medizinprodukteberater Basiszertifizierung',
      date: '2099-06-15',
      start_time: '08:30',
      end_time: '16:00',
      net_price: 39900,
      gross_price: 47481,
      max_participants: 10,
      available_spots: 0,
      ...overrides,
    });
    return id;
  }

  function join(body: Record<string, unknown>) {
    return fetch(`${app.url}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  function unsubscribe(token?: string) {
    return fetch(
      `${app.url}/api/waitlist/unsubscribe${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    );
  }

  async function positions(courseId: string) {
    const rows: { customer_email: string; position: number }[] = await app.dataSource.query(
      `SELECT customer_email, position FROM waitlist_entries WHERE course_id = $1 ORDER BY position`,
      [courseId],
    );
    return rows.map((row) => [row.customer_email, row.position]);
  }

  const mailTo = (address: string) => (mail: CaughtMail) => mail.to.includes(address);
  const unsubscribeLink = (mail: CaughtMail) =>
    mail.text.match(/https?:\/\/\S+\/waitlist-unsubscribe\?token=[\w-]+/)![0];

  it('gives positions 1, 2, 3 per course and answers a duplicate with its position and no second mail', async () => {
    const courseId = await createCourse();
    const otherCourseId = await createCourse({ date: '2099-06-16' });
    const results = [];
    for (const name of ['anna', 'bert', 'carla']) {
      const response = await join({
        courseId,
        customerEmail: `${name}.positions@example.de`,
        customerName: 'Anna Beispiel',
      });
      expect(response.status).toBe(200);
      results.push(await response.json());
    }
    expect(results.map((result) => result.position)).toEqual([1, 2, 3]);
    expect(results.every((result) => result.alreadyOnWaitlist === false && result.email_sent === true)).toBe(true);

    const other = await (await join({ courseId: otherCourseId, customerEmail: 'bert.positions@example.de' })).json();
    expect(other).toMatchObject({ position: 1, alreadyOnWaitlist: false });

    const duplicate = await join({ courseId, customerEmail: '  Bert.Positions@Example.de ', customerPhone: null });
    expect(duplicate.status).toBe(200);
    expect(await duplicate.json()).toEqual({ position: 2, alreadyOnWaitlist: true, email_sent: false });
    await app.smtp.waitFor(2, mailTo('bert.positions@example.de'));
    await queuesDrained(app);
    expect(app.smtp.mails.filter(mailTo('bert.positions@example.de'))).toHaveLength(2);
  });

  it('sends the joined e-mail with the course, the position and a personal unsubscribe link that works', async () => {
    const courseId = await createCourse({ date: '2099-07-01' });
    await join({ courseId, customerEmail: 'first.mail@example.de' });
    await join({ courseId, customerEmail: 'laura.mail@example.de', customerName: 'Laura Hoffmann' });
    const [mail] = await app.smtp.waitFor(1, mailTo('laura.mail@example.de'));
    expect(mail.subject).toBe('Warteliste: Medizinprodukteberater Basiszertifizierung am 01.07.2099 (Position 2)');
    expect(mail.text).toContain('Guten Tag Laura Hoffmann');
    expect(mail.text).toMatch(/Ihre Position:?\s+2/);
    expect(mail.text).toContain('Mittwoch, 1. Juli 2099');
    expect(mail.text).toContain('08:30-16:00 Uhr');

    const link = unsubscribeLink(mail);
    expect(link.startsWith(`${app.url}/waitlist-unsubscribe?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const stored = await app.dataSource.query(
      `SELECT unsubscribe_token_hash FROM waitlist_entries WHERE customer_email = 'laura.mail@example.de'`,
    );
    expect(stored[0].unsubscribe_token_hash).not.toContain(token);

    const response = await unsubscribe(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Sie wurden erfolgreich aus der Warteliste ausgetragen.',
      courseInfo: 'Medizinprodukteberater Basiszertifizierung am 01.07.2099',
    });
  });

  it('unsubscribes with a valid link, closes the positions up and refuses used and bogus links', async () => {
    const courseId = await createCourse({ date: '2099-07-02' });
    for (const name of ['one', 'two', 'three', 'four'])
      await join({ courseId, customerEmail: `${name}.leave@example.de` });
    const [mail] = await app.smtp.waitFor(1, mailTo('two.leave@example.de'));
    const token = new URL(unsubscribeLink(mail)).searchParams.get('token')!;

    expect((await unsubscribe(token)).status).toBe(200);
    expect(await positions(courseId)).toEqual([
      ['one.leave@example.de', 1],
      ['three.leave@example.de', 2],
      ['four.leave@example.de', 3],
    ]);

    const used = await unsubscribe(token);
    expect(used.status).toBe(410);
    expect(await used.json()).toEqual({
      error: 'Dieser Abmelde-Link wurde bereits verwendet. Sie stehen nicht mehr auf der Warteliste.',
    });

    const bogus = await unsubscribe('dGhpcy1pcy1ub3QtYS1yZWFsLXRva2Vu');
    expect(bogus.status).toBe(404);
    expect(await bogus.json()).toEqual({ error: 'Ungültiger Abmelde-Link' });
    const missing = await unsubscribe();
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Ungültiger Abmelde-Link' });

    const next = await (await join({ courseId, customerEmail: 'two.leave@example.de' })).json();
    expect(next).toMatchObject({ position: 4, alreadyOnWaitlist: false });
  });

  it("answers bad input with the spec's German messages", async () => {
    const courseId = await createCourse({ date: '2099-07-03' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ courseId }, 'customerEmail', 'E-Mail ist erforderlich'],
      [{ courseId, customerEmail: 'kein-at-zeichen' }, 'customerEmail', 'Ungültige E-Mail-Adresse'],
      [{ courseId, customerEmail: `${'a'.repeat(250)}@example.de` }, 'customerEmail', 'Ungültige E-Mail-Adresse'],
      [
        { courseId, customerEmail: 'ok@example.de', customerName: 'R2-D2' },
        'customerName',
        'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
      ],
      [
        { courseId, customerEmail: 'ok@example.de', customerPhone: 'ruf mich an' },
        'customerPhone',
        'Ungültige Telefonnummer',
      ],
      [
        { courseId, customerEmail: 'ok@example.de', customerCompany: '<script>' },
        'customerCompany',
        'Ungültiger Firmenname',
      ],
      [
        { courseId: 'kurs-1', customerEmail: 'ok@example.de' },
        'courseId',
        'Bitte wählen Sie einen gültigen Kurstermin.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await join(body);
      expect(response.status, field).toBe(400);
      const answer = await response.json();
      expect(answer.error).toBe('Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.');
      expect(answer.fields[field]).toBe(message);
    }

    const long = await join({
      courseId,
      customerEmail: 'lang@example.de',
      customerComments: 'x'.repeat(1500),
      customerPhone: '+49 (30) 123-4567',
    });
    expect(long.status).toBe(200);
    const [entry] = await app.dataSource.query(
      `SELECT customer_comments, customer_phone FROM waitlist_entries WHERE customer_email = 'lang@example.de'`,
    );
    expect(entry.customer_comments).toHaveLength(1000);
    expect(entry.customer_phone).toBe('+49 (30) 123-4567');
  });

  it('refuses unknown, inactive, past and bookable courses with clear German messages', async () => {
    const unknown = await join({ courseId: randomUUID(), customerEmail: 'wer@example.de' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Der gewählte Kurstermin wurde nicht gefunden.' });

    const closed =
      'Für diesen Kurstermin ist keine Eintragung in die Warteliste mehr möglich. Bitte wählen Sie einen anderen Termin.';
    for (const courseId of [await createCourse({ status: 'inactive' }), await createCourse({ date: '2001-01-01' })]) {
      const response = await join({ courseId, customerEmail: 'wer@example.de' });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(closed);
    }

    const bookable = await join({
      courseId: await createCourse({ available_spots: 2 }),
      customerEmail: 'wer@example.de',
    });
    expect(bookable.status).toBe(409);
    expect(await bookable.json()).toEqual({
      error: 'Für diesen Kurstermin sind noch Plätze frei. Sie können ihn direkt buchen.',
    });
  });

  it('hands out distinct positions to concurrent sign-ups', async () => {
    const courseId = await createCourse({ date: '2099-07-04' });
    const emails = Array.from({ length: 12 }, (_, index) => `parallel${index}@example.de`);
    const answers = await Promise.all(
      [...emails, ...emails.slice(0, 4)].map((customerEmail) =>
        join({ courseId, customerEmail }).then((response) => {
          expect(response.status, customerEmail).toBe(200);
          return response.json();
        }),
      ),
    );
    const fresh = answers.filter((answer) => !answer.alreadyOnWaitlist).map((answer) => answer.position);
    expect(fresh.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect((await positions(courseId)).map(([, position]) => position)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it('documents the waitlist endpoints in the OpenAPI document', async () => {
    const document = await (await fetch(`${app.url}/api/docs/openapi.json`)).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/waitlist', '/api/waitlist/unsubscribe', '/api/waitlist/offer']),
    );
    expect(document.components.schemas.JoinWaitlistResultDto.properties).toHaveProperty('alreadyOnWaitlist');
  });
});
