import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import { uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';
import { ADMIN, adminCalls, createCourse, startAdminApp } from './helpers/admin-bookings-fixtures';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('admin waitlists API', () => {
  let app: TestApp;
  let cookie: string;
  const { get, patch, remove, list } = adminCalls(
    () => app,
    () => cookie,
    'waitlist-entries',
  );
  const { join, entries, expectSeatsAccountedFor } = waitlistFixtures(() => app);

  /** A sold-out course (its one seat withheld) with people waiting, in this order. */
  async function soldOutCourse(date: string, people: string[], title = 'Medizinprodukteberater Basiszertifizierung') {
    const course = await createCourse(app.dataSource, { title, date, max_participants: 1, available_spots: 0 });
    for (const email of people) expect((await join(course.id, email)).status).toBe(200);
    return course;
  }

  const entryId = async (courseId: string, email: string) =>
    (
      (
        await app.dataSource.query(`SELECT id FROM waitlist_entries WHERE course_id = $1 AND customer_email = $2`, [
          courseId,
          email,
        ])
      )[0] as { id: string }
    ).id;

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists only sold-out courses with entries, by date, with the cards computed by the server', async () => {
    expect((await get('/api/admin/waitlist-entries/courses')).body).toEqual({
      courses: [],
      cards: { coursesWithWaitlists: 0, totalEntries: 0, averagePosition: 0 },
    });
    const later = await soldOutCourse('2093-05-02', [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')]);
    const earlier = await soldOutCourse('2093-05-01', [uniqueEmail('d'), uniqueEmail('e')]);
    await createCourse(app.dataSource, { date: '2093-04-01', max_participants: 1, available_spots: 0 }); // sold out, nobody waits
    const reopened = await soldOutCourse('2093-03-01', [uniqueEmail('f')]);
    await app.dataSource.query(`UPDATE courses SET max_participants = 3, available_spots = 2 WHERE id = $1`, [
      reopened.id,
    ]); // free seats again

    const answer = await get('/api/admin/waitlist-entries/courses');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      courses: [
        { id: earlier.id, title: earlier.title, date: '2093-05-01', start_time: '08:30', entries: 2 },
        { id: later.id, title: later.title, date: '2093-05-02', start_time: '08:30', entries: 3 },
      ],
      // positions 1, 2 and 1, 2, 3: 9 / 5 = 1.8, rounded 2
      cards: { coursesWithWaitlists: 2, totalEntries: 5, averagePosition: 2 },
    });
  });

  it('lists a course queue with position, contact, sign-up date and offer state; searches by name or e-mail', async () => {
    const [first, second] = [uniqueEmail('erste'), uniqueEmail('zweite')];
    const course = await soldOutCourse('2093-06-01', [first, second]);
    const page = await list({ filter: { courseId: course.id }, range: [0, 0] });
    expect(page.headers.get('content-range')).toBe('waitlist-entries 0-0/2');
    expect(page.body).toEqual([
      expect.objectContaining({
        course_id: course.id,
        position: 1,
        customer_email: first,
        customer_name: 'Petra Warteliste',
        status: 'waiting',
        offer_expires_at: null,
      }),
    ]);
    const found = await list({ filter: { courseId: course.id, q: second.slice(0, 12).toUpperCase() } });
    expect((found.body as { customer_email: string }[]).map((row) => row.customer_email)).toEqual([second]);
    const sorted = await list({ filter: { courseId: course.id }, sort: ['position', 'DESC'] });
    expect((sorted.body as { position: number }[]).map((row) => row.position)).toEqual([2, 1]);
    expect((await list({ filter: { courseId: 'kein-kurs' } })).status).toBe(400);
    expect((await list({ sort: ['constructor', 'ASC'] })).status).toBe(400);
  });

  it('removes an entry: positions close up, a held seat passes to the next person with an offer mail, audited', async () => {
    const [holder, next, last] = [uniqueEmail('angebot'), uniqueEmail('naechste'), uniqueEmail('letzte')];
    const course = await soldOutCourse('2093-07-01', [holder, next, last]);
    expect((await patch(`/api/admin/courses/${course.id}/spots`, { availableSpots: 1 })).status).toBe(200);
    await app.smtp.waitFor(1, offerMails(holder));
    const offered = (await list({ filter: { courseId: course.id } })).body as {
      customer_email: string;
      status: string;
      offer_expires_at: string | null;
    }[];
    expect(offered[0]).toMatchObject({
      customer_email: holder,
      status: 'offered',
      offer_expires_at: expect.any(String),
    });

    const holderId = await entryId(course.id, holder);
    const removed = await remove(`/api/admin/waitlist-entries/${holderId}`);
    expect(removed).toMatchObject({ status: 200, body: { id: holderId, deleted: true, offer_passed_on: true } });
    expect(await entries(course.id)).toEqual([
      [next, 1, 'offered'],
      [last, 2, 'waiting'],
    ]);
    await app.smtp.waitFor(1, offerMails(next));
    await expectSeatsAccountedFor(course.id);

    // A waiting entry in the middle: the one behind moves up, nothing else changes.
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    const queue = await soldOutCourse('2093-07-02', [a, b, c]);
    const middle = await entryId(queue.id, b);
    expect((await remove(`/api/admin/waitlist-entries/${middle}`)).body).toMatchObject({ offer_passed_on: false });
    expect(await entries(queue.id)).toEqual([
      [a, 1, 'waiting'],
      [c, 2, 'waiting'],
    ]);
    expect(
      await app.dataSource.query(
        `SELECT actor_email, action, entity, before, after FROM audit_log WHERE entity_id = $1`,
        [middle],
      ),
    ).toEqual([
      {
        actor_email: ADMIN,
        action: 'waitlist.remove',
        entity: 'waitlist_entry',
        before: { course_id: queue.id, position: 2, status: 'waiting' },
        after: null,
      },
    ]);
    expect(await remove(`/api/admin/waitlist-entries/${middle}`)).toMatchObject({
      status: 404,
      body: { error: 'Eintrag nicht gefunden.' },
    });
    expect(await remove('/api/admin/waitlist-entries/kein-eintrag')).toMatchObject({
      status: 404,
      body: { error: 'Eintrag nicht gefunden.' },
    });
  });

  it('exports one course queue as CSV for Excel, and answers Keine Daten for an empty one', async () => {
    const [first, second] = [uniqueEmail('csv1'), uniqueEmail('csv2')];
    const course = await soldOutCourse('2093-08-01', [first, second]);
    await app.dataSource.query(
      `UPDATE waitlist_entries SET customer_name = '=HYPERLINK("x")', customer_phone = '+49 30 5555' WHERE customer_email = $1`,
      [second],
    );
    const response = await fetch(`${app.url}/api/admin/waitlist-entries/export.csv?courseId=${course.id}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('warteliste-2093-08-01.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(new TextDecoder().decode(bytes), { delimiter: ';' });
    expect(rows[0]).toEqual(['Position', 'Name', 'E-Mail', 'Telefon', 'Anmeldedatum']);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['1', 'Petra Warteliste', first, ''],
      ['2', `'=HYPERLINK("x")`, second, '+49 30 5555'],
    ]);
    expect(rows[1][4]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const empty = await createCourse(app.dataSource);
    for (const courseId of [empty.id, SAMPLE_ID, 'kein-kurs']) {
      expect(await get(`/api/admin/waitlist-entries/export.csv?courseId=${courseId}`)).toMatchObject({
        status: 404,
        body: { error: 'Keine Daten' },
      });
    }
  });

  it('answers anonymous callers 401 and signed-in non-admins 403', async () => {
    const visitor = await signIn(app, uniqueAddress('besucher'));
    const stays = uniqueEmail('bleibt');
    const course = await soldOutCourse('2093-09-01', [stays]);
    const id = await entryId(course.id, stays);
    for (const [method, path] of [
      ['GET', '/api/admin/waitlist-entries'],
      ['GET', '/api/admin/waitlist-entries/courses'],
      ['GET', `/api/admin/waitlist-entries/export.csv?courseId=${course.id}`],
      ['DELETE', `/api/admin/waitlist-entries/${id}`],
    ]) {
      expect((await call(app, method, path)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(app, method, path, { cookie: visitor })).status, `${method} ${path} visitor`).toBe(403);
    }
    expect(await entries(course.id)).toHaveLength(1);
  });
});
