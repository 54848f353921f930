import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapConcurrently } from '../../backend/src/core/async/map-concurrently';
import { startTestApp, TestApp } from '../support/app';
import { checkoutBody, createCourse, payTestCheckout, postJson, sessionOf } from './helpers/booking-fixtures';

const BOOKINGS = 200;

describe('invoice numbers', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The confirmations queue for connections and for the counter row: on a busy machine that may take seconds.
    app = await startTestApp({
      worker: false,
      env: { DATABASE_POOL_WAIT_MS: '60000', DATABASE_LOCK_TIMEOUT_MS: '60000' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`gives ${BOOKINGS} payments confirmed at once ${BOOKINGS} consecutive numbers, none twice and none missing`, async () => {
    const course = await createCourse(app.dataSource, { max_participants: BOOKINGS });
    const bookingIds = await mapConcurrently(Array.from({ length: BOOKINGS }), 10, async () => {
      const created = await postJson(`${app.url}/api/checkout`, checkoutBody(course, { earlyStartRequested: true }));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.bookingId as string;
    });
    const sessions = await Promise.all(bookingIds.map(async (id) => (await sessionOf(app.dataSource, id)).id));

    const paid = await Promise.all(sessions.map((session) => payTestCheckout(app.url, session)));
    expect(paid.map(({ status }) => status)).toEqual(sessions.map(() => 303));

    // Each payment was confirmed, and invoiced, in its own request: nothing is left to a retry.
    const invoices: { booking_id: string; number: string; sequence: number }[] = await app.dataSource.query(
      `SELECT booking_id, number, sequence FROM invoices WHERE booking_id = ANY($1::uuid[]) ORDER BY sequence`,
      [bookingIds],
    );
    expect(new Set(invoices.map((invoice) => invoice.booking_id)).size).toBe(BOOKINGS);
    expect(invoices).toHaveLength(BOOKINGS);
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(
      Array.from({ length: BOOKINGS }, (_, index) => index + 1),
    );
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(BOOKINGS);
    const [counter]: { last_number: number }[] = await app.dataSource.query(
      `SELECT last_number FROM invoice_counters WHERE series = 'RE'`,
    );
    expect(counter.last_number).toBe(BOOKINGS);
  });
});
