import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call } from '../support/auth';
import { adminCalls, createCourse, insertBooking, startAdminApp } from './helpers/admin-bookings-fixtures';

const HOUR = 3_600_000;

describe('admin bookings list and CSV export', () => {
  let app: TestApp;
  let cookie: string;
  const { get, list } = adminCalls(
    () => app,
    () => cookie,
  );
  const ids = (answer: { body: unknown }) => (answer.body as { id: string }[]).map((row) => row.id);
  const ago = (ms: number) => new Date(Date.now() - ms);

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('pages and sorts on the server with a Content-Range header', async () => {
    const course = await createCourse(app.dataSource, { title: 'Paging-Kurs' });
    for (let index = 0; index < 7; index += 1)
      await insertBooking(app, course, { customer_name: `Person ${index}`, created_at: ago((index + 1) * HOUR) });
    const first = await list({ filter: { course_id: course.id }, range: [0, 2], sort: ['created_at', 'DESC'] });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-range')).toBe('bookings 0-2/7');
    expect((first.body as { customer_name: string }[]).map((row) => row.customer_name)).toEqual([
      'Person 0',
      'Person 1',
      'Person 2',
    ]);
    const last = await list({ filter: { course_id: course.id }, range: [6, 9], sort: ['customer_name', 'DESC'] });
    expect(last.headers.get('content-range')).toBe('bookings 6-6/7');
    expect((last.body as { customer_name: string }[]).map((row) => row.customer_name)).toEqual(['Person 0']);
    expect(first.body).toContainEqual(
      expect.objectContaining({
        course_title: 'Paging-Kurs',
        course_date: course.date,
        course_start_time: '08:30',
        course_end_time: '16:00',
        amount: course.gross_price,
        email_status: 'nicht_gesendet',
      }),
    );
  });

  it('finds the bookings of a course date typed in German or ISO, as the course lies now', async () => {
    const onDate = await createCourse(app.dataSource, { date: '2088-12-04' });
    const moved = await createCourse(app.dataSource, { date: '2088-12-05' });
    const booked = await insertBooking(app, onDate);
    const movedThere = await insertBooking(app, moved);
    await app.dataSource.query(`UPDATE courses SET date = '2088-12-04' WHERE id = $1`, [moved.id]);
    const courseGone = await insertBooking(app, onDate, { course_id: null, course_date: '2088-12-06' });
    await insertBooking(app, await createCourse(app.dataSource, { date: '2088-12-07' }));

    for (const q of ['04.12.2088', '4.12.2088', '2088-12-04'])
      expect(ids(await list({ filter: { q } })).sort(), q).toEqual([booked.id, movedThere.id].sort());
    expect(ids(await list({ filter: { q: '05.12.2088' } }))).toEqual([]);
    expect(ids(await list({ filter: { q: '06.12.2088' } }))).toEqual([courseGone.id]);
    expect(ids(await list({ filter: { q: '31.02.2088' } }))).toEqual([]);
  });

  it('searches name, e-mail and course title, and filters status, course, age and review', async () => {
    const course = await createCourse(app.dataSource, { title: 'Filterkurs Ämter' });
    const other = await createCourse(app.dataSource);
    const fresh = await insertBooking(app, course, { customer_name: 'Zoë Übermuth', created_at: ago(2 * HOUR) });
    const day = await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      created_at: ago(30 * HOUR),
    });
    const week = await insertBooking(app, course, {
      booking_status: 'failed',
      customer_email: 'spezial_100%@beispiel.de',
      created_at: ago(8 * 24 * HOUR),
    });
    const review = await insertBooking(app, other, {
      booking_status: 'confirmed',
      review_reason: 'amount_mismatch',
      created_at: ago(HOUR),
    });

    expect(ids(await list({ filter: { q: 'übermuth' } }))).toEqual([fresh.id]);
    expect(ids(await list({ filter: { q: 'SPEZIAL_100%' } }))).toEqual([week.id]);
    expect(ids(await list({ filter: { q: '100%x' } }))).toEqual([]);
    expect(ids(await list({ filter: { q: 'filterkurs ämter' } })).sort()).toEqual([fresh.id, day.id, week.id].sort());
    expect(ids(await list({ filter: { course_id: course.id, booking_status: 'confirmed' } }))).toEqual([day.id]);
    expect(ids(await list({ filter: { course_id: course.id, age: 'under_24h' } }))).toEqual([fresh.id]);
    expect(ids(await list({ filter: { course_id: course.id, age: 'older_24h' } }))).toEqual([day.id, week.id]);
    expect(ids(await list({ filter: { course_id: course.id, age: 'older_7d' } }))).toEqual([week.id]);
    expect(ids(await list({ filter: { needs_review: true, course_id: other.id } }))).toEqual([review.id]);
    expect(ids(await list({ filter: { id: [fresh.id, review.id] } })).sort()).toEqual([fresh.id, review.id].sort());

    // Payment pending for more than 24 hours: the row is marked for the yellow highlight.
    const pendingOld = await insertBooking(app, course, { created_at: ago(25 * HOUR) });
    const rows = (await list({ filter: { course_id: course.id } })).body as { id: string; payment_overdue: boolean }[];
    expect(rows.find((row) => row.id === pendingOld.id)!.payment_overdue).toBe(true);
    expect(rows.find((row) => row.id === fresh.id)!.payment_overdue).toBe(false);
    expect(rows.find((row) => row.id === day.id)!.payment_overdue).toBe(false);
  });

  it('never lists a soft-deleted booking', async () => {
    const course = await createCourse(app.dataSource);
    const kept = await insertBooking(app, course, { booking_status: 'cancelled' });
    const deleted = await insertBooking(app, course, { booking_status: 'cancelled', deleted_at: new Date() });
    const answer = await list({ filter: { course_id: course.id } });
    expect(ids(answer)).toEqual([kept.id]);
    expect(answer.headers.get('content-range')).toBe('bookings 0-0/1');
    expect((await get(`/api/admin/bookings/${deleted.id}`)).status).toBe(404);
  });

  it('answers a bad filter, sort or range with a German 400', async () => {
    const bad = [
      '/api/admin/bookings?filter=%7Bkaputt',
      `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ age: 'ewig' }))}`,
      `/api/admin/bookings?sort=${encodeURIComponent(JSON.stringify(['customer_name; DROP TABLE bookings', 'ASC']))}`,
      `/api/admin/bookings?sort=${encodeURIComponent(JSON.stringify(['constructor', 'ASC']))}`,
      `/api/admin/bookings?range=${encodeURIComponent(JSON.stringify([0, 100000]))}`,
    ];
    for (const path of bad) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect((answer.body as { error: string }).error).toBe(
        'Ungültige Abfrage: Bitte überprüfen Sie Filter, Sortierung und Bereich.',
      );
    }
    expect(
      (
        (await get(`/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ age: 'ewig' }))}`)).body as {
          fields: unknown;
        }
      ).fields,
    ).toEqual({ 'filter.age': 'Unbekannter Altersfilter.' });
  });

  it('exports every filtered row as CSV for German Excel, parsed back equal to the database', async () => {
    const course = await createCourse(app.dataSource, { title: 'Export; "Spezial" Kurs' });
    const tricky = ['Jörg "der Große" Müller', 'Anna; Maria Lüdenscheidt', 'Ölaf\nZeilenumbruch', 'Straße, Weiß'];
    for (const [index, name] of tricky.entries()) {
      await insertBooking(app, course, {
        customer_name: name,
        amount: index % 2 ? 47481 : 47500,
        booking_status: index === 3 ? 'confirmed' : 'pending',
        created_at: ago(index * HOUR),
      });
    }
    await insertBooking(app, course, { customer_name: 'Weg', booking_status: 'failed', deleted_at: new Date() });
    // More rows than one batch of the export, so the keyset paging is exercised too.
    await app.dataSource.query(
      `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email, amount, original_amount, created_at)
       SELECT $1, $2, $3, '08:30', '16:00', 'Massen Kundin ' || n, 'masse' || n || '@beispiel.de', 23681, 23681, now() - interval '1 day' - (n % 3) * interval '1 microsecond'
         FROM generate_series(1, 1500) AS n`,
      [course.id, course.title, course.date],
    );

    const response = await fetch(
      `${app.url}/api/admin/bookings/export.csv?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id }))}`,
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const berlinToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="buchungen-${berlinToday}.csv"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: Record<string, string>[] = parse(bytes.toString('utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    const database: {
      id: string;
      customer_name: string;
      customer_email: string;
      amount: number;
      booking_status: string;
    }[] = await app.dataSource.query(
      `SELECT id, customer_name, customer_email, amount, booking_status FROM bookings WHERE course_id = $1 AND deleted_at IS NULL`,
      [course.id],
    );
    expect(records).toHaveLength(1504);
    expect(new Set(records.map((record) => record.Buchungsnummer)).size).toBe(1504);
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const bookingStatus: Record<string, string> = { pending: 'Ausstehend', confirmed: 'Bestätigt' };
    for (const row of database) {
      const record = records.find((candidate) => candidate.Buchungsnummer === row.id)!;
      expect(record, row.customer_name).toMatchObject({
        Name: row.customer_name,
        'E-Mail': row.customer_email,
        Kurs: 'Export; "Spezial" Kurs',
        'Betrag (EUR)': euros(row.amount),
        Buchungsstatus: bookingStatus[row.booking_status],
      });
    }
    expect(records.find((record) => record.Name === 'Jörg "der Große" Müller')).toMatchObject({
      'Betrag (EUR)': '475,00',
      Kursdatum: course.date.split('-').reverse().join('.'),
      Uhrzeit: '08:30-16:00',
    });
    expect(records.find((record) => record.Name === 'Anna; Maria Lüdenscheidt')).toMatchObject({
      'Betrag (EUR)': '474,81',
    });
    expect(records.some((record) => record.Name === 'Weg')).toBe(false);

    const filtered = await fetch(
      `${app.url}/api/admin/bookings/export.csv?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id, booking_status: 'confirmed' }))}`,
      { headers: { Cookie: cookie } },
    );
    expect(
      parse<Record<string, string>>(Buffer.from(await filtered.arrayBuffer()).toString('utf8'), {
        bom: true,
        delimiter: ';',
        columns: true,
      }).map((record) => record.Name),
    ).toEqual(['Straße, Weiß']);
  });

  it('keeps text that starts like a formula from running in Excel', async () => {
    const course = await createCourse(app.dataSource);
    await insertBooking(app, course, {
      customer_name: '=HYPERLINK("https://boese.example","Klick")',
      customer_phone: '+49 30 1234567',
    });
    const response = await fetch(
      `${app.url}/api/admin/bookings/export.csv?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id }))}`,
      { headers: { Cookie: cookie } },
    );
    const [record] = parse<Record<string, string>>(Buffer.from(await response.arrayBuffer()).toString('utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(record.Name).toBe(`'=HYPERLINK("https://boese.example","Klick")`);
    expect(record.Telefon).toBe('+49 30 1234567');
  });

  it('refuses the export to anyone but the admin', async () => {
    expect((await call(app, 'GET', '/api/admin/bookings/export.csv')).status).toBe(401);
  });
});
