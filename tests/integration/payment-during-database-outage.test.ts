import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../backend/src/payments/payment-verification.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { checkoutBody, createCourse, loadBooking, payTestCheckout, postJson, sessionOf, uniqueEmail } from './helpers/booking-fixtures';

const ONE_MINUTE = 60_000;

describe('a payment made while the database is unreachable', () => {
  let app: TestApp;
  let admin: Client;
  let database: string;
  let blocker: Client | undefined;

  beforeAll(async () => {
    app = await startTestApp();
    database = new URL(app.config.database.url).pathname.slice(1);
    admin = new Client({ connectionString: app.config.database.url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await blocker?.end().catch(() => undefined);
    await admin?.end();
    await app?.close();
  });

  /** Cuts every connection to the app's database and refuses new ones until `restore`. */
  async function takeDatabaseDown() {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
  }
  const restoreDatabase = () => admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);

  it('tells the customer the booking is being confirmed, then confirms and mails it within a minute of the database coming back', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const email = uniqueEmail('ausfall');
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course, { customerEmail: email }));
    expect(checkout.status).toBe(200);
    const bookingId: string = checkout.body.bookingId;
    const session = await sessionOf(app.dataSource, bookingId);

    // Another transaction holds the booking row, so the database goes away exactly while the paid session is being confirmed.
    blocker = new Client({ connectionString: app.config.database.url });
    blocker.on('error', () => undefined);
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [bookingId]);
    const paying = payTestCheckout(app.url, session.id);
    await eventually(
      async () => {
        const {
          rows: [waiting],
        } = await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query LIKE '%"Booking"%'`,
          [database],
        );
        return waiting.n > 0;
      },
      { what: 'the confirmation waiting for the booking row', timeoutMs: 30_000 },
    );
    const [paidSession] = (await blocker.query(`SELECT payment_status FROM test_checkout_sessions WHERE id = $1`, [session.id])).rows;
    expect(paidSession.payment_status).toBe('paid');
    await takeDatabaseDown();
    await blocker.end().catch(() => undefined);

    const paid = await paying;
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`session_id=${session.id}`);

    const verify = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: false, confirming: true, booking: null, error: VERIFY_MESSAGES.confirming });
    expect(verify.body.error).toBe('Ihre Zahlung ist eingegangen. Ihre Buchung wird gerade bestätigt, die Bestätigung erhalten Sie in Kürze per E-Mail.');

    await restoreDatabase();
    const back = Date.now();
    await eventually(async () => (await loadBooking(app.dataSource, bookingId).catch(() => null))?.booking_status === 'confirmed', {
      what: 'the booking confirmed',
      timeoutMs: ONE_MINUTE,
      everyMs: 250,
    });
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email), Math.max(ONE_MINUTE - (Date.now() - back), 1));
    const seconds = (Date.now() - back) / 1000;
    console.log(`confirmed and mailed ${seconds.toFixed(1)} s after the database came back`);
    expect(seconds).toBeLessThan(60);
    expect(mail.subject).toMatch(/^Buchungsbestätigung: /);
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'confirmed', payment_status: 'paid', holds_seat: true });

    const again = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, error: null });
  }, 180_000);
});
