import { EMAIL_TEMPLATE_TYPES, earlyStartRequestNeeded, PLACEHOLDER_NAMES } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/core/config/app-config';
import { runSeed } from '../../backend/src/seed/seed';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { passSecondFactor, signIn } from '../support/auth';
import { ADMIN, adminCalls } from './helpers/admin-bookings-fixtures';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

interface Stats {
  totalBookings: number;
  confirmed: number;
  pending: number;
  revenueCents: number;
  weekly: { weekStart: string; bookings: number; revenueCents: number }[];
  courses: {
    courseId: string;
    confirmed: number;
    held: number;
    free: number;
    waiting: number;
    cancellationCheck: boolean;
  }[];
}

/** Every count the seed's invariants depend on, to compare a second run against the first. */
const SNAPSHOT = `SELECT (SELECT count(*) FROM courses)::int AS courses, (SELECT count(*) FROM bookings)::int AS bookings,
  (SELECT count(*) FROM waitlist_entries)::int AS waiting, (SELECT count(*) FROM newsletter_subscribers)::int AS subscribers,
  (SELECT count(*) FROM discount_usages)::int AS usages, (SELECT count(*) FROM audit_log)::int AS audit,
  (SELECT sum(available_spots) FROM courses)::int AS spots`;

describe('npm start demo data', () => {
  let app: TestApp;
  let cookie: string;
  const { get } = adminCalls(
    () => app,
    () => cookie,
  );
  const query = (sql: string, params: unknown[] = []) => app.dataSource.query(sql, params);

  beforeAll(async () => {
    // Paying on invoice with this account, as `npm start` sets it for the demo (scripts/start.mjs).
    app = await startTestApp({ worker: false, env: { ADMIN_EMAILS: ADMIN, ...PAY_ON_INVOICE_ENV } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('seeds a running business into an empty database through the services, with every invariant holding, and only once', async () => {
    const config = loadConfig(app.env);
    expect(await runSeed(config)).toBe(true);

    const statuses: { booking_status: string; payment_status: string; count: number }[] = await query(
      `SELECT booking_status, payment_status, count(*)::int AS count FROM bookings GROUP BY 1, 2`,
    );
    const count = (booking: string, payment: string) =>
      statuses.find((row) => row.booking_status === booking && row.payment_status === payment)?.count ?? 0;
    const total = statuses.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThanOrEqual(50);
    expect(total).toBeLessThanOrEqual(70);
    expect(count('confirmed', 'paid')).toBeGreaterThanOrEqual(30);
    expect(count('pending', 'pending')).toBeGreaterThanOrEqual(1);
    expect(count('failed', 'failed')).toBeGreaterThanOrEqual(1);
    expect(count('cancelled', 'refunded') + count('cancelled', 'partially_refunded')).toBeGreaterThanOrEqual(2);
    expect(count('cancelled', 'partially_refunded')).toBeGreaterThanOrEqual(1);

    const [overdue] = await query(
      `SELECT count(*)::int AS n FROM bookings WHERE booking_status = 'pending' AND payment_status = 'pending' AND created_at < now() - interval '24 hours' AND holds_seat`,
    );
    expect(overdue.n).toBe(1);
    const [refunds] = await query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE refunded_amount > 0 AND refunded_at IS NOT NULL)::int AS recorded
         FROM bookings WHERE payment_status IN ('refunded', 'partially_refunded')`,
    );
    expect(refunds.recorded).toBe(refunds.n);
    const [spread] = await query(`SELECT count(DISTINCT date_trunc('week', created_at))::int AS weeks FROM bookings`);
    expect(spread.weeks).toBeGreaterThanOrEqual(5);
    expect(
      await query(
        `SELECT 1 FROM bookings WHERE customer_email NOT LIKE '%example%' AND customer_email NOT LIKE '%@beispiel.de'`,
      ),
    ).toEqual([]);

    const seats = await query(
      `SELECT c.id, c.max_participants, c.available_spots,
              (SELECT count(*) FROM bookings b WHERE b.course_id = c.id AND b.booking_status = 'confirmed')::int AS confirmed,
              (SELECT count(*) FROM bookings b WHERE b.course_id = c.id AND b.booking_status = 'pending' AND b.holds_seat)::int AS held
         FROM courses c`,
    );
    for (const course of seats)
      expect(course.available_spots + course.confirmed + course.held, course.id).toBeLessThanOrEqual(
        course.max_participants,
      );
    const [past] = await query(
      `SELECT count(*)::int AS n FROM courses c WHERE c.date < CURRENT_DATE AND EXISTS (SELECT 1 FROM bookings b WHERE b.course_id = c.id AND b.booking_status = 'confirmed')`,
    );
    expect(past.n).toBeGreaterThanOrEqual(2);

    const waitlists: { course_id: string; positions: number[]; available_spots: number }[] = await query(
      `SELECT w.course_id, array_agg(w.position ORDER BY w.position) AS positions, c.available_spots
         FROM waitlist_entries w JOIN courses c ON c.id = w.course_id WHERE w.status = 'waiting' GROUP BY w.course_id, c.available_spots`,
    );
    for (const { positions } of waitlists) expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect(waitlists.find((waitlist) => waitlist.available_spots === 0)?.positions).toEqual([1, 2, 3]);

    const codes = await query(
      `SELECT d.code, d.current_uses, (SELECT count(*) FROM discount_usages u WHERE u.discount_code_id = d.id)::int AS usages FROM discount_codes d`,
    );
    for (const code of codes) expect(code.current_uses, code.code).toBe(code.usages);
    expect(codes.find((code: { code: string }) => code.code === 'BLOG20')).toMatchObject({
      usages: expect.any(Number),
    });
    expect(codes.find((code: { code: string }) => code.code === 'BLOG20').usages).toBeGreaterThanOrEqual(3);
    const [blog] = await query(
      `SELECT discount_type, discount_value, active FROM discount_codes WHERE code = 'BLOG20'`,
    );
    expect(blog).toEqual({ discount_type: 'percentage', discount_value: 20, active: true });
    const [basis] = await query(
      `SELECT net_price, gross_price, start_time::text AS start_time FROM courses WHERE type = 'basis' LIMIT 1`,
    );
    expect(basis).toEqual({ net_price: 39900, gross_price: 47481, start_time: '08:30:00' });

    // Every order paid or owing its fee by transfer has its one invoice, every refund its
    // cancellation invoice naming the original.
    const invoiced: { id: string; amount: number; invoices: number }[] = await query(
      `SELECT b.order_id AS id, sum(b.amount)::int AS amount,
              (SELECT count(*)::int FROM invoices i JOIN bookings ib ON ib.id = i.booking_id
                WHERE ib.order_id = b.order_id AND i.kind = 'invoice') AS invoices
         FROM bookings b
        WHERE b.payment_status = 'paid' OR (b.booking_status = 'confirmed' AND b.payment_status = 'pending')
        GROUP BY b.order_id`,
    );
    expect(invoiced.length).toBeGreaterThanOrEqual(30);
    for (const booking of invoiced) expect(booking.invoices, booking.id).toBe(booking.amount > 0 ? 1 : 0);
    const cancellations: { booking_id: string; original_booking: string; named: string; original: string }[] =
      await query(
        `SELECT c.booking_id, o.booking_id AS original_booking, c.snapshot->'cancels'->>'number' AS named, o.number AS original
           FROM invoices c JOIN invoices o ON o.id = c.cancels_invoice_id WHERE c.kind = 'cancellation'`,
      );
    const refunded: { id: string }[] = await query(
      `SELECT id FROM bookings WHERE payment_status IN ('refunded', 'partially_refunded')`,
    );
    expect(cancellations.map((row) => row.booking_id).sort()).toEqual(refunded.map((row) => row.id).sort());
    for (const row of cancellations) {
      expect(row.original_booking).toBe(row.booking_id);
      expect(row.named).toBe(row.original);
    }
    // Rendering is owed to the worker, which is not running yet.
    const [owed] = await query(
      `SELECT (SELECT count(*) FROM invoices)::int AS invoices,
              (SELECT count(*) FROM outbox_events e JOIN invoices i ON i.id = (e.payload->>'invoiceId')::uuid
                WHERE e.type = 'invoice.issued')::int AS render_events,
              (SELECT count(*) FROM invoice_documents)::int AS documents`,
    );
    // A refunded booking keeps its invoice beside the cancellation invoice.
    expect(owed).toEqual({
      invoices: invoiced.length + 2 * cancellations.length,
      render_events: owed.invoices,
      documents: 0,
    });

    const [newsletter] = await query(
      `SELECT count(*) FILTER (WHERE active AND confirmed_at IS NOT NULL)::int AS confirmed, count(*) FILTER (WHERE NOT active)::int AS unconfirmed FROM newsletter_subscribers`,
    );
    expect(newsletter.confirmed).toBeGreaterThanOrEqual(3);
    expect(newsletter.unconfirmed).toBeGreaterThanOrEqual(2);
    const [audit] = await query(`SELECT count(*)::int AS n FROM audit_log`);
    expect(audit.n).toBeGreaterThan(0);

    const [before] = await query(SNAPSHOT);
    expect(await runSeed(config)).toBe(false);
    expect((await query(SNAPSHOT))[0]).toEqual(before);
  }, 120_000);

  it('tells a consistent story: dates, early-start requests, codes and their uses, default e-mail templates', async () => {
    const courses: { date: string; weekday: number }[] = await query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, extract(isodow FROM date)::int AS weekday FROM courses`,
    );
    expect(courses).toHaveLength(9);
    for (const course of courses) expect(course.weekday, `${course.date} is a weekday`).toBeLessThanOrEqual(5);

    // Recorded when the booking was made, and only where the dialog then asked for it.
    const bookings: {
      id: string;
      customer_type: string;
      date: string;
      start_time: string;
      created_at: Date;
      early_start_requested_at: Date | null;
    }[] = await query(
      `SELECT id, customer_type, to_char(course_date, 'YYYY-MM-DD') AS date, course_start_time::text AS start_time,
              created_at, early_start_requested_at FROM bookings`,
    );
    for (const booking of bookings) {
      const asked = booking.customer_type === 'private' && earlyStartRequestNeeded(booking, booking.created_at);
      expect(booking.early_start_requested_at?.toISOString() ?? null, booking.id).toBe(
        asked ? booking.created_at.toISOString() : null,
      );
    }
    expect(bookings.filter((booking) => booking.early_start_requested_at).length).toBeGreaterThanOrEqual(1);

    const codes: { code: string; valid_from: string; first_use: string; uses: number; first_booking_only: boolean }[] =
      await query(
        `SELECT d.code, to_char(d.valid_from, 'YYYY-MM-DD') AS valid_from, d.first_booking_only,
                to_char(min(u.used_at AT TIME ZONE 'Europe/Berlin'), 'YYYY-MM-DD') AS first_use,
                count(u.id) FILTER (WHERE u.status = 'redeemed')::int AS uses
           FROM discount_codes d JOIN discount_usages u ON u.discount_code_id = d.id GROUP BY d.id ORDER BY d.code`,
      );
    expect(codes.map(({ code, uses, first_booking_only }) => ({ code, first_booking_only, used: uses >= 3 }))).toEqual([
      { code: 'BLOG20', first_booking_only: true, used: true },
      { code: 'FRUEHBUCHER', first_booking_only: false, used: true },
    ]);
    for (const code of codes) expect(code.valid_from <= code.first_use, code.code).toBe(true);
    // BLOG20 went to first bookings only; FRUEHBUCHER to bookings made six weeks or more ahead.
    expect(
      await query(
        `SELECT u.customer_email FROM discount_usages u JOIN discount_codes d ON d.id = u.discount_code_id
           JOIN bookings b ON b.id = u.booking_id
          WHERE d.code = 'BLOG20' AND EXISTS (SELECT 1 FROM bookings e WHERE lower(e.customer_email) = lower(u.customer_email)
                                                 AND e.id <> b.id AND e.confirmed_at < b.created_at)`,
      ),
    ).toEqual([]);
    expect(
      await query(
        `SELECT b.id FROM discount_usages u JOIN discount_codes d ON d.id = u.discount_code_id
           JOIN bookings b ON b.id = u.booking_id
          WHERE d.code = 'FRUEHBUCHER' AND b.course_date - (b.created_at AT TIME ZONE 'Europe/Berlin')::date < 42`,
      ),
    ).toEqual([]);

    // Two businesses booked on invoice: one alone, overdue; one company order of three, paid through
    // the imported bank statement, its invoice listing all three.
    const onInvoice: { payment_status: string[]; lines: number; due_date: string; matched: number }[] = await query(
      `SELECT array_agg(DISTINCT b.payment_status) AS payment_status, jsonb_array_length(i.snapshot->'lines') AS lines,
              i.snapshot->'payment'->>'dueDate' AS due_date,
              (SELECT count(*)::int FROM bank_transactions t WHERE t.invoice_id = i.id AND t.status = 'matched') AS matched
         FROM orders o JOIN bookings b ON b.order_id = o.id JOIN invoices i ON i.booking_id = o.id
        WHERE o.payment_method = 'invoice' GROUP BY i.id ORDER BY i.sequence`,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(onInvoice).toEqual([
      { payment_status: ['pending'], lines: 1, due_date: expect.any(String), matched: 0 },
      { payment_status: ['paid'], lines: 3, due_date: expect.any(String), matched: 1 },
    ]);
    expect(onInvoice[0].due_date < today).toBe(true);

    const templates: { type: string; subject: string; html_content: string; variables: string[] }[] = await query(
      `SELECT type, subject, html_content, variables FROM email_templates WHERE is_default AND NOT is_active ORDER BY type`,
    );
    expect(templates.map((template) => template.type)).toEqual([...EMAIL_TEMPLATE_TYPES].sort());
    expect((await query(`SELECT count(*)::int AS n FROM email_templates`))[0].n).toBe(3);
    for (const template of templates) {
      expect(template.subject).toContain('{{course_title}}');
      expect(template.html_content).toContain('Guten Tag {{customer_name}},');
      expect(template.variables).toEqual(expect.arrayContaining(['customer_name', 'booking_id', 'course_date']));
      for (const name of template.variables) expect(PLACEHOLDER_NAMES).toContain(name);
    }
  });

  it('sends the seeded mails once the worker runs and shows non-zero figures on the dashboard', async () => {
    const [{ mails }] = await query(`SELECT count(*)::int AS mails FROM outbox_events`);
    await app.startWorker();
    await eventually(
      async () =>
        (await query(`SELECT count(*)::int AS n FROM email_log WHERE status = 'sent'`))[0].n >= 20 || undefined,
      {
        timeoutMs: 60_000,
        what: 'the seeded mails',
      },
    );
    expect(mails).toBeLessThan(400);
    // The worker renders every seeded invoice and stores its documents.
    await eventually(
      async () =>
        (await query(`SELECT (SELECT count(*) FROM invoices) = (SELECT count(*) FROM invoice_documents) AS done`))[0]
          .done || undefined,
      { timeoutMs: 60_000, what: 'the seeded invoices rendered' },
    );
    // Each unconfirmed subscriber gets the confirmation mail with a link that works.
    const [{ unconfirmed }] = await query(
      `SELECT count(*)::int AS unconfirmed FROM newsletter_subscribers WHERE NOT active`,
    );
    await eventually(
      async () =>
        (
          await query(
            `SELECT count(*)::int AS n FROM email_log WHERE type = 'newsletter-confirmation' AND status = 'sent'`,
          )
        )[0].n === unconfirmed || undefined,
      { timeoutMs: 60_000, what: 'the newsletter confirmation mails' },
    );
    const [{ sent }] = await query(`SELECT count(*)::int AS sent FROM email_log`);
    expect(sent).toBeLessThan(150);
    // The overdue invoice gets its payment reminder once the worker runs.
    await eventually(
      async () =>
        (await query(`SELECT count(*)::int AS n FROM email_log WHERE type = 'payment-reminder' AND status = 'sent'`))[0]
          .n === 1 || undefined,
      { timeoutMs: 60_000, what: 'the overdue invoice reminded' },
    );
    // The inactive default templates leave the built-in booking mails in charge.
    expect(await query(`SELECT id FROM email_log WHERE template_id IS NOT NULL`)).toEqual([]);

    // The admin signs in after the seed ran in this process: it must leave the API's own sign-in working.
    cookie = await passSecondFactor(app, await signIn(app, ADMIN, '/admin'));
    const templates = await get('/api/admin/email-templates');
    expect(templates.status).toBe(200);
    expect(templates.body).toHaveLength(3);
    expect(templates.body).toEqual(
      expect.arrayContaining(
        EMAIL_TEMPLATE_TYPES.map((type) => expect.objectContaining({ type, is_default: true, is_active: false })),
      ),
    );
    const answer = await get(`/api/admin/stats?filter=${encodeURIComponent('{}')}`);
    expect(answer.status).toBe(200);
    const stats = answer.body as Stats;
    expect(stats.totalBookings).toBeGreaterThanOrEqual(50);
    expect(stats.confirmed).toBeGreaterThan(0);
    expect(stats.pending).toBeGreaterThan(0);
    expect(stats.revenueCents).toBeGreaterThan(0);
    expect(stats.weekly.filter((week) => week.bookings > 0).length).toBeGreaterThanOrEqual(5);
    expect(stats.courses.filter((course) => course.cancellationCheck).length).toBeGreaterThanOrEqual(1);
    expect(stats.courses.some((course) => course.free === 0 && course.waiting === 3)).toBe(true);
  }, 120_000);
});
