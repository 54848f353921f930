import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import { eventually } from '../support/eventually';
import { INVALID_DATA, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';
import {
  ADMIN,
  adminCalls,
  berlinDatePlus,
  createCourse,
  insertBooking,
  loadBooking,
  paidBooking,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('admin courses API', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, put, patch, remove, list } = adminCalls(
    () => app,
    () => cookie,
    'courses',
  );
  const { join, entries, checkout } = waitlistFixtures(() => app);
  const courseAudit = (courseId: string) =>
    app.dataSource.query(
      `SELECT actor_email, action, before, after FROM audit_log WHERE entity = 'course' AND entity_id = $1 ORDER BY id`,
      [courseId],
    );
  const publicCourseIds = async () =>
    ((await (await fetch(`${app.url}/api/courses`)).json()) as { id: string }[]).map((course) => course.id);
  /** The site's list follows an admin change once the relay has announced it. */
  const listedOnSite = (id: string, listed: boolean) =>
    eventually(async () => (await publicCourseIds()).includes(id) === listed, {
      what: `course ${listed ? 'listed' : 'gone'} on the site`,
    });

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('list', () => {
    it('sorts, pages and filters with Content-Range, and counts confirmed, held and waiting', async () => {
      const tag = `Listentest ${randomUUID().slice(0, 8)}`;
      const first = await createCourse(app.dataSource, { title: `${tag} A`, date: '2091-03-01' });
      const second = await createCourse(app.dataSource, {
        title: `${tag} B`,
        date: '2091-03-02',
        status: 'inactive',
        type: 'advanced',
      });
      const past = await createCourse(app.dataSource, { title: `${tag} C`, date: '2020-03-03' });
      await insertBooking(app, first, { booking_status: 'confirmed', payment_status: 'paid', holds_seat: true });
      await insertBooking(app, first, { booking_status: 'pending', holds_seat: true });
      await insertBooking(app, first, { booking_status: 'cancelled', payment_status: 'failed' });

      const page = await list({ filter: { q: tag }, sort: ['date', 'DESC'], range: [0, 1] });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-range')).toBe('courses 0-1/3');
      expect((page.body as { id: string }[]).map((row) => row.id)).toEqual([second.id, first.id]);
      const next = await list({ filter: { q: tag }, sort: ['date', 'DESC'], range: [2, 3] });
      expect(next.headers.get('content-range')).toBe('courses 2-2/3');
      expect((next.body as { id: string }[]).map((row) => row.id)).toEqual([past.id]);

      const rows = (await list({ filter: { q: tag } })).body as Record<string, unknown>[];
      expect(rows.map((row) => row.id)).toEqual([past.id, first.id, second.id]);
      expect(rows[1]).toMatchObject({
        id: first.id,
        title: `${tag} A`,
        date: '2091-03-01',
        start_time: '08:30',
        end_time: '16:00',
        net_price: 39900,
        gross_price: 47481,
        currency: 'EUR',
        max_participants: 10,
        available_spots: 10,
        location: 'Live Online Webinar',
        status: 'active',
        type: 'basis',
        confirmed_count: 1,
        held_count: 1,
        waiting_count: 0,
        upcoming: true,
      });
      const ids = async (filter: object) =>
        ((await list({ filter: { q: tag, ...filter } })).body as { id: string }[]).map((row) => row.id);
      expect(await ids({ status: 'inactive' })).toEqual([second.id]);
      expect(await ids({ type: 'advanced' })).toEqual([second.id]);
      expect(await ids({ upcoming: false })).toEqual([past.id]);
      expect(await ids({ upcoming: true })).toEqual([first.id, second.id]);
      // Sorted by a count, the page is picked by the counts of all the filter's courses, not of a page.
      const byConfirmed = await list({ filter: { q: tag }, sort: ['confirmed_count', 'DESC'], range: [0, 0] });
      expect(byConfirmed.headers.get('content-range')).toBe('courses 0-0/3');
      expect(byConfirmed.body).toMatchObject([{ id: first.id, confirmed_count: 1 }]);
      expect(await ids({ id: [first.id, past.id] })).toEqual([past.id, first.id]);
      expect(await ids({ q: 'nichts-passt-hierzu' })).toEqual([]);
    });

    it("flags 'Absage prüfen' as the dashboard does: active, under 3 confirmed, at most 14 days ahead", async () => {
      const few = await createCourse(app.dataSource, { date: berlinDatePlus(5) });
      const enough = await createCourse(app.dataSource, { date: berlinDatePlus(5) });
      const later = await createCourse(app.dataSource, { date: berlinDatePlus(20) });
      const cancelled = await createCourse(app.dataSource, { date: berlinDatePlus(5), status: 'cancelled' });
      const past = await createCourse(app.dataSource, { date: berlinDatePlus(-3) });
      await paidBooking(app, few);
      for (let index = 0; index < 3; index += 1) await paidBooking(app, enough);
      const flags = async () =>
        Object.fromEntries(
          (
            (await list({ filter: { id: [few.id, enough.id, later.id, cancelled.id, past.id] } })).body as {
              id: string;
              cancellation_check: boolean;
            }[]
          ).map((row) => [row.id, row.cancellation_check]),
        );
      expect(await flags()).toEqual({
        [few.id]: true,
        [enough.id]: false,
        [later.id]: false,
        [cancelled.id]: false,
        [past.id]: false,
      });
      expect(
        ((await get(`/api/admin/courses/${few.id}`)).body as { cancellation_check: boolean }).cancellation_check,
      ).toBe(true);
      const stats = (await call(app, 'GET', '/api/admin/stats?filter=%7B%7D', { cookie })).body as {
        courses: { courseId: string; cancellationCheck: boolean }[];
      };
      expect(stats.courses.find((row) => row.courseId === few.id)?.cancellationCheck).toBe(true);
      expect(stats.courses.find((row) => row.courseId === enough.id)?.cancellationCheck).toBe(false);
    });

    it('answers bad queries with a German 400 and unknown courses with 404', async () => {
      expect(await list({ sort: ['password', 'ASC'] })).toMatchObject({
        status: 400,
        body: { fields: { sort: 'Nach diesem Feld kann nicht sortiert werden.' } },
      });
      expect(await list({ filter: { status: 'gelöscht' } })).toMatchObject({
        status: 400,
        body: { fields: { 'filter.status': 'Unbekannter Kursstatus.' } },
      });
      expect(await list({ range: [0, 1000] })).toMatchObject({
        status: 400,
        body: { fields: { range: expect.stringContaining('500') } },
      });
      expect(await get(`/api/admin/courses/${SAMPLE_ID}`)).toMatchObject({
        status: 404,
        body: { error: 'Kurs nicht gefunden.' },
      });
      expect((await get('/api/admin/courses/kein-kurs')).status).toBe(404);
    });
  });

  describe('create', () => {
    it('creates a course with the defaults, writes the audit row and offers it on the site', async () => {
      const date = berlinDatePlus(30);
      const answer = await post('/api/admin/courses', {
        title: '  Medizinprodukteberater Basiszertifizierung ',
        date,
        netPrice: 39900,
        grossPrice: 47481,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const created = answer.body as Record<string, unknown> & { id: string };
      expect(created).toMatchObject({
        title: 'Medizinprodukteberater Basiszertifizierung',
        description: null,
        date,
        start_time: '08:30',
        end_time: '16:00',
        net_price: 39900,
        gross_price: 47481,
        price: 47481,
        currency: 'EUR',
        max_participants: 10,
        available_spots: 10,
        location: 'Live Online Webinar',
        status: 'active',
        type: 'basis',
        confirmed_count: 0,
      });
      await listedOnSite(created.id, true);
      expect(await courseAudit(created.id)).toEqual([
        expect.objectContaining({
          actor_email: ADMIN,
          action: 'course.create',
          before: null,
          after: expect.objectContaining({ title: created.title, max_participants: 10 }),
        }),
      ]);
    });

    it.each([
      ['a missing title', { title: undefined }, 'title', 'Bitte geben Sie einen Titel ein.'],
      ['an empty title', { title: '   ' }, 'title', 'Bitte geben Sie einen Titel ein.'],
      ['a missing date', { date: undefined }, 'date', 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.'],
      [
        'an impossible date',
        { date: '2091-02-30' },
        'date',
        'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.',
      ],
      ['a past date', { date: berlinDatePlus(-1) }, 'date', 'Das Datum darf nicht in der Vergangenheit liegen.'],
      ['a bad start time', { startTime: '25:00' }, 'startTime', 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.'],
      ['an empty end time', { endTime: '' }, 'endTime', 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.'],
      [
        'an end before the start',
        { startTime: '16:00', endTime: '08:30' },
        'endTime',
        'Die Endzeit muss nach der Startzeit liegen.',
      ],
      [
        'a missing net price',
        { netPrice: undefined },
        'netPrice',
        'Bitte geben Sie den Preis in ganzen Cent an (0 oder mehr).',
      ],
      [
        'a negative net price',
        { netPrice: -1 },
        'netPrice',
        'Bitte geben Sie den Preis in ganzen Cent an (0 oder mehr).',
      ],
      [
        'a gross price in euros with cents',
        { grossPrice: 474.81 },
        'grossPrice',
        'Bitte geben Sie den Preis in ganzen Cent an (0 oder mehr).',
      ],
      [
        'a gross price as text',
        { grossPrice: '47481' },
        'grossPrice',
        'Bitte geben Sie den Preis in ganzen Cent an (0 oder mehr).',
      ],
      [
        'no participants',
        { maxParticipants: 0 },
        'maxParticipants',
        'Die maximale Teilnehmerzahl muss eine ganze Zahl von 1 bis 1000 sein.',
      ],
      ['an empty location', { location: '' }, 'location', 'Bitte geben Sie einen Ort an.'],
      [
        'an unknown type',
        { type: 'premium' },
        'type',
        'Bitte wählen Sie Basis, Advanced, Auffrischung oder Individuell.',
      ],
      ['an unknown status', { status: 'deleted' }, 'status', 'Bitte wählen Sie Aktiv, Inaktiv oder Abgesagt.'],
      ['another currency', { currency: 'USD' }, 'currency', 'Derzeit wird nur die Währung EUR unterstützt.'],
    ])('refuses %s with a German field message', async (_case, change, field, message) => {
      const title = `Abgelehnt ${randomUUID()}`;
      const answer = await post('/api/admin/courses', {
        title,
        date: berlinDatePlus(30),
        netPrice: 39900,
        grossPrice: 47481,
        ...change,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: INVALID_DATA, fields: { [field]: message } });
      expect(await app.dataSource.query(`SELECT id FROM courses WHERE title = $1`, [title])).toEqual([]);
    });

    it('does not require gross to be net plus VAT', async () => {
      const answer = await post('/api/admin/courses', {
        title: 'Sonderpreis',
        date: berlinDatePlus(31),
        netPrice: 10000,
        grossPrice: 10000,
      });
      expect(answer).toMatchObject({ status: 201, body: { net_price: 10000, gross_price: 10000 } });
    });
  });

  describe('update', () => {
    it('takes the whole react-admin record, changes the fields and writes before and after to the audit log', async () => {
      const course = await createCourse(app.dataSource);
      const record = (await get(`/api/admin/courses/${course.id}`)).body as Record<string, unknown>;
      const answer = await put(`/api/admin/courses/${course.id}`, {
        ...record,
        title: 'Medizinprodukteberater Auffrischung',
        description: 'Kompakter Auffrischungskurs',
        startTime: '09:00',
        endTime: '13:00',
        netPrice: 19900,
        grossPrice: 23681,
        type: 'auffrischung',
        location: 'Online (Zoom)',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        id: course.id,
        title: 'Medizinprodukteberater Auffrischung',
        description: 'Kompakter Auffrischungskurs',
        start_time: '09:00',
        end_time: '13:00',
        net_price: 19900,
        gross_price: 23681,
        price: 23681,
        type: 'auffrischung',
        location: 'Online (Zoom)',
        max_participants: 10,
        available_spots: 10,
        status: 'active',
      });
      expect(await courseAudit(course.id)).toEqual([
        expect.objectContaining({
          action: 'course.update',
          before: expect.objectContaining({ title: course.title, start_time: '08:30', gross_price: 47481 }),
          after: expect.objectContaining({
            title: 'Medizinprodukteberater Auffrischung',
            start_time: '09:00',
            gross_price: 23681,
          }),
        }),
      ]);
      expect(await put(`/api/admin/courses/${course.id}`, { endTime: '08:00' })).toMatchObject({
        status: 400,
        body: { fields: { endTime: 'Die Endzeit muss nach der Startzeit liegen.' } },
      });
      expect(await put(`/api/admin/courses/${SAMPLE_ID}`, { title: 'Fehlt' })).toMatchObject({
        status: 404,
        body: { error: 'Kurs nicht gefunden.' },
      });
    });

    it('moves the free seats with max_participants and refuses to go below confirmed plus held', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 4, date: berlinDatePlus(40) });
      await paidBooking(app, course);
      await pendingBooking(app, course);
      expect(await spotsOf(app.dataSource, course.id)).toBe(2);

      const refused = await put(`/api/admin/courses/${course.id}`, { maxParticipants: 1 });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          error:
            'Aktualisierung fehlgeschlagen: Die maximale Teilnehmerzahl kann nicht unter 2 gesenkt werden (1 bestätigte Buchungen, 1 gehaltene Plätze).',
        },
      });
      expect(await get(`/api/admin/courses/${course.id}`)).toMatchObject({
        body: { max_participants: 4, available_spots: 2 },
      });
      expect(await courseAudit(course.id)).toEqual([]);

      expect(await put(`/api/admin/courses/${course.id}`, { maxParticipants: 2 })).toMatchObject({
        status: 200,
        body: { max_participants: 2, available_spots: 0, held_count: 1, confirmed_count: 1 },
      });
      expect(await put(`/api/admin/courses/${course.id}`, { maxParticipants: 7 })).toMatchObject({
        status: 200,
        body: { max_participants: 7, available_spots: 5 },
      });
    });

    it('gives the seats of a raised capacity to the waitlist first', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 1, date: berlinDatePlus(41) });
      await paidBooking(app, course);
      const waiting = uniqueEmail('wartend');
      expect((await join(course.id, waiting)).status).toBeLessThan(300);
      const answer = await put(`/api/admin/courses/${course.id}`, { maxParticipants: 3 });
      expect(answer).toMatchObject({
        status: 200,
        body: { max_participants: 3, available_spots: 1, held_count: 1, waiting_count: 0 },
      });
      await app.smtp.waitFor(1, offerMails(waiting));
      expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    });
  });

  describe('spots', () => {
    it('sets the free seats within 0..max - confirmed - held, keeps max_participants and names the range otherwise', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 5, date: berlinDatePlus(42) });
      await paidBooking(app, course);
      const path = `/api/admin/courses/${course.id}/spots`;
      expect(await patch(path, { availableSpots: 2 })).toMatchObject({
        status: 200,
        body: { available_spots: 2, max_participants: 5, withheld_spots: 2 },
      });
      for (const availableSpots of [5, -1, 1.5, '3', null]) {
        expect(await patch(path, { availableSpots }), String(availableSpots)).toMatchObject({
          status: 400,
          body: {
            error: 'Die freien Plätze müssen eine ganze Zahl von 0 bis 4 sein.',
            fields: { availableSpots: 'Die freien Plätze müssen eine ganze Zahl von 0 bis 4 sein.' },
          },
        });
      }
      expect(await patch(path, { availableSpots: 4 })).toMatchObject({
        status: 200,
        body: { available_spots: 4, withheld_spots: 0 },
      });
      expect(await patch(path, { availableSpots: 0 })).toMatchObject({
        status: 200,
        body: { available_spots: 0, withheld_spots: 4 },
      });
      await listedOnSite(course.id, true);
      const audit = await courseAudit(course.id);
      expect(
        audit.map((row: { action: string; after: { available_spots: number } }) => [
          row.action,
          row.after.available_spots,
        ]),
      ).toEqual([
        ['course.spots', 2],
        ['course.spots', 4],
        ['course.spots', 0],
      ]);
    });

    it('raising the spots of a sold-out course with a waitlist sends offers first; available_spots rises only by the rest', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 4, date: berlinDatePlus(43) });
      await paidBooking(app, course);
      expect((await patch(`/api/admin/courses/${course.id}/spots`, { availableSpots: 0 })).status).toBe(200);
      const waiting = uniqueEmail('wartend');
      expect((await join(course.id, waiting)).status).toBeLessThan(300);

      const answer = await patch(`/api/admin/courses/${course.id}/spots`, { availableSpots: 2 });
      expect(answer).toMatchObject({
        status: 200,
        body: { available_spots: 1, held_count: 1, confirmed_count: 1, waiting_count: 0, withheld_spots: 1 },
      });
      const [mail] = await app.smtp.waitFor(1, offerMails(waiting));
      expect(mail.text).toContain(course.title);
      expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    });
  });

  describe('duplicate', () => {
    it('copies the course to a new date with full capacity and active status', async () => {
      const source = await createCourse(app.dataSource, {
        max_participants: 6,
        status: 'inactive',
        type: 'advanced',
        description: 'Vertiefung',
        date: berlinDatePlus(44),
      });
      await insertBooking(app, source, { booking_status: 'confirmed', payment_status: 'paid', holds_seat: true });
      const date = berlinDatePlus(51);
      const answer = await post(`/api/admin/courses/${source.id}/duplicate`, { date });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const copy = answer.body as Record<string, unknown> & { id: string };
      expect(copy.id).not.toBe(source.id);
      expect(copy).toMatchObject({
        title: source.title,
        description: 'Vertiefung',
        type: 'advanced',
        date,
        max_participants: 6,
        available_spots: 6,
        status: 'active',
        confirmed_count: 0,
        gross_price: source.gross_price,
      });
      expect(await courseAudit(copy.id)).toEqual([
        expect.objectContaining({ action: 'course.duplicate', before: { source_id: source.id } }),
      ]);
    });

    it('refuses a past or malformed date', async () => {
      const source = await createCourse(app.dataSource);
      const path = `/api/admin/courses/${source.id}/duplicate`;
      expect(await post(path, { date: berlinDatePlus(-1) })).toMatchObject({
        status: 400,
        body: { fields: { date: 'Das Datum darf nicht in der Vergangenheit liegen.' } },
      });
      for (const date of ['15.12.2091', '2091-13-01', undefined]) {
        expect(await post(path, { date })).toMatchObject({
          status: 400,
          body: { fields: { date: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' } },
        });
      }
      expect((await post(path, { date: berlinDatePlus(0) })).status).toBe(201);
      expect((await post(`/api/admin/courses/${SAMPLE_ID}/duplicate`, { date: berlinDatePlus(5) })).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('refuses while a confirmed booking exists', async () => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(45) });
      await paidBooking(app, course);
      expect(await remove(`/api/admin/courses/${course.id}`)).toMatchObject({
        status: 409,
        body: {
          error:
            'Löschen fehlgeschlagen: Der Kurs hat bestätigte Buchungen. Stornieren Sie diese zuerst oder sagen Sie den Kurs ab.',
        },
      });
      expect((await get(`/api/admin/courses/${course.id}`)).status).toBe(200);
      expect(await courseAudit(course.id)).toEqual([]);
    });

    it('removes a course nothing refers to', async () => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(46) });
      expect(await remove(`/api/admin/courses/${course.id}`)).toMatchObject({
        status: 200,
        body: { id: course.id, deleted: true, kept_for_accounting: false },
      });
      expect(await app.dataSource.query(`SELECT id FROM courses WHERE id = $1`, [course.id])).toEqual([]);
      expect((await get(`/api/admin/courses/${course.id}`)).status).toBe(404);
      expect(await courseAudit(course.id)).toEqual([
        expect.objectContaining({
          action: 'course.delete',
          after: expect.objectContaining({ kept_for_accounting: false }),
        }),
      ]);
    });

    it('hides a course that bookings refer to, ends its open checkout and its waitlist', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 1, date: berlinDatePlus(47) });
      const cancelled = await insertBooking(app, course, { booking_status: 'cancelled', payment_status: 'failed' });
      const pending = await pendingBooking(app, course);
      const waiting = uniqueEmail('wartend');
      expect((await join(course.id, waiting)).status).toBeLessThan(300);

      expect(await remove(`/api/admin/courses/${course.id}`)).toMatchObject({
        status: 200,
        body: { deleted: true, kept_for_accounting: true },
      });
      const [stored] = await app.dataSource.query(`SELECT deleted_at FROM courses WHERE id = $1`, [course.id]);
      expect(stored.deleted_at).toBeInstanceOf(Date);
      expect(await loadBooking(app.dataSource, pending.id)).toMatchObject({
        booking_status: 'cancelled',
        holds_seat: false,
      });
      expect(await loadBooking(app.dataSource, cancelled.id)).toMatchObject({ course_id: course.id });
      expect(await entries(course.id)).toEqual([]);
      expect(app.smtp.mails.filter(offerMails(waiting))).toEqual([]);

      expect((await get(`/api/admin/courses/${course.id}`)).status).toBe(404);
      expect(((await list({ filter: { id: [course.id] } })).body as unknown[]).length).toBe(0);
      await listedOnSite(course.id, false);
      expect(await checkout(course)).toMatchObject({
        status: 404,
        body: { error: 'Der gewählte Kurstermin wurde nicht gefunden.' },
      });
      expect((await join(course.id, uniqueEmail('spaet'))).status).toBe(404);
      expect(await courseAudit(course.id)).toEqual([
        expect.objectContaining({
          action: 'course.delete',
          after: expect.objectContaining({ kept_for_accounting: true, removed_waitlist_entries: 1 }),
        }),
      ]);
    });
  });

  it('answers anonymous callers 401 and signed-in non-admins 403', async () => {
    const visitor = await signIn(app, uniqueAddress('besucher'));
    const course = await createCourse(app.dataSource);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/courses'],
      ['GET', `/api/admin/courses/${course.id}`],
      ['POST', '/api/admin/courses', { title: 'X', date: berlinDatePlus(10), netPrice: 1, grossPrice: 1 }],
      ['PUT', `/api/admin/courses/${course.id}`, { title: 'Übernommen' }],
      ['PATCH', `/api/admin/courses/${course.id}/spots`, { availableSpots: 0 }],
      ['POST', `/api/admin/courses/${course.id}/duplicate`, { date: berlinDatePlus(10) }],
      ['DELETE', `/api/admin/courses/${course.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(app, method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(app, method, path, { body, cookie: visitor })).status, `${method} ${path} visitor`).toBe(403);
    }
    expect(await get(`/api/admin/courses/${course.id}`)).toMatchObject({
      status: 200,
      body: { title: course.title, available_spots: 10 },
    });
    expect(await courseAudit(course.id)).toEqual([]);
  });
});
