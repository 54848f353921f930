import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStatements } from '../../backend/src/bookings/admin/admin-bookings.repository';
import type { TestApp } from '../support/app';
import { adminCalls, createCourse, startAdminApp } from './helpers/admin-bookings-fixtures';

const BOOKINGS = 100_000;

/** The list and stats work over 100,000 bookings (server-side paging, sorting, filtering); timings are for the benchmark. */
describe('admin bookings at 100,000 rows', () => {
  let app: TestApp;
  let cookie: string;
  const { get, list } = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
    const courses = [
      await createCourse(app.dataSource),
      await createCourse(app.dataSource, { title: 'Auffrischung MPG' }),
    ];
    // Writing 100,000 rows may take longer than the API's statement timeout on a busy machine.
    await app.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = 0`);
      await manager.query(
        `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                             amount, original_amount, booking_status, payment_status, paid_amount, created_at, deleted_at)
       SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END, CASE WHEN n % 2 = 0 THEN $3 ELSE $4 END, $5, '08:30', '16:00',
              'Kundin Nummer ' || n, 'kundin' || n || '@beispiel.de', 47481, 47481,
              (ARRAY['confirmed', 'pending', 'cancelled', 'failed'])[1 + n % 4],
              CASE WHEN n % 4 = 0 THEN 'paid' ELSE 'pending' END, CASE WHEN n % 4 = 0 THEN 47481 END,
              now() - (n || ' minutes')::interval, CASE WHEN n % 50 = 0 THEN now() END
         FROM generate_series(1, ${BOOKINGS}) AS n`,
        [courses[0].id, courses[1].id, courses[0].title, courses[1].title, courses[0].date],
      );
      await manager.query(`ANALYZE bookings`);
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers pages, sorts, filters, search and stats over 100,000 bookings', async () => {
    const cases: [string, () => Promise<{ status: number; headers: Headers }>][] = [
      ['first page', () => list({ range: [0, 24] })],
      ['deep page', () => list({ range: [90_000, 90_024] })],
      ['sort by name', () => list({ sort: ['customer_name', 'ASC'], range: [0, 24] })],
      ['status filter', () => list({ filter: { booking_status: 'pending' }, range: [0, 24] })],
      ['age filter', () => list({ filter: { age: 'older_7d' }, range: [0, 24] })],
      ['search', () => list({ filter: { q: 'nummer 4242' }, range: [0, 24] })],
      ['stats', () => get('/api/admin/stats')],
    ];
    for (const [name, request] of cases) expect((await request()).status, name).toBe(200);
    expect((await list({ range: [0, 24] })).headers.get('content-range')).toBe(
      `bookings 0-24/${BOOKINGS - BOOKINGS / 50}`,
    );
  }, 120_000);

  it("answers the search from the searched columns' trigram indexes, whatever the letter case", async () => {
    for (const q of ['nummer 4242', 'NUMMER 4242', 'übermuth']) {
      const { total } = listStatements({ q }, 'b.created_at DESC, b.id DESC', { offset: 0, limit: 25 }, new Date());
      const plan = (await app.dataSource.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${total.sql}`, total.params))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      for (const column of ['customer_name', 'customer_email', 'course_title'])
        expect(plan, q).toContain(`Bitmap Index Scan on bookings_admin_search_${column}_idx`);
    }
  });
});
