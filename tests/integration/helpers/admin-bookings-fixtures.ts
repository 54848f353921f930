import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Booking } from '../../../backend/src/bookings/booking.entity';
import { Course } from '../../../backend/src/courses/course.entity';
import { PAYMENT_GATEWAY, PaymentGateway, RefundRequest } from '../../../backend/src/payment-gateway/payment-gateway';
import { startTestApp, TestApp, TestAppOptions } from '../../support/app';
import { call, passSecondFactor, signIn } from '../../support/auth';
import { eventually } from '../../support/eventually';
import { bookingMailOutcome } from '../../support/mail-fixtures';
import {
  checkoutBody,
  companyOrderBody,
  createCourse,
  loadBooking,
  payTestCheckout,
  postJson,
  sessionOf,
  uniqueEmail,
} from './booking-fixtures';

export const ADMIN = 'buchungen-admin@example.de';

/** Today's date in Europe/Berlin plus some days, as YYYY-MM-DD. */
export function berlinDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A running app with a signed-in admin (second factor passed) and the gateway's refund calls recorded. */
export async function startAdminApp(
  options: Pick<TestAppOptions, 'captureLogs' | 'frontendDir'> & { env?: Record<string, string> } = {},
) {
  const app = await startTestApp({
    captureLogs: options.captureLogs,
    frontendDir: options.frontendDir,
    env: { ADMIN_EMAILS: ADMIN, MAIL_DELIVERY_WAIT_MS: '8000', ...options.env },
  });
  const cookie = await passSecondFactor(app, await signIn(app, ADMIN, '/admin'));
  const refunds: RefundRequest[] = [];
  const gateway = app.api.get<PaymentGateway>(PAYMENT_GATEWAY);
  const refund = gateway.refund.bind(gateway);
  gateway.refund = async (request) => {
    refunds.push(request);
    return refund(request);
  };
  return { app, cookie, refunds };
}

/** Calls as the signed-in admin; `list` reads the react-admin resource (bookings unless named). */
export function adminCalls(app: () => TestApp, cookie: () => string, resource = 'bookings') {
  const get = (path: string) => call(app(), 'GET', path, { cookie: cookie() });
  const post = (path: string, body: unknown = {}) => call(app(), 'POST', path, { cookie: cookie(), body });
  const put = (path: string, body: unknown) => call(app(), 'PUT', path, { cookie: cookie(), body });
  const patch = (path: string, body: unknown) => call(app(), 'PATCH', path, { cookie: cookie(), body });
  const remove = (path: string) => call(app(), 'DELETE', path, { cookie: cookie() });
  const list = (query: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) => {
    const params = new URLSearchParams();
    if (query.filter) params.set('filter', JSON.stringify(query.filter));
    if (query.sort) params.set('sort', JSON.stringify(query.sort));
    if (query.range) params.set('range', JSON.stringify(query.range));
    return get(`/api/admin/${resource}?${params}`);
  };
  return { get, post, put, patch, remove, list };
}

/** A booking row written straight to the database (fast; for lists, filters, stats and exports). */
export async function insertBooking(app: TestApp, course: Course, overrides: Partial<Booking> = {}): Promise<Booking> {
  const repository = app.dataSource.getRepository(Booking);
  const amount = overrides.amount ?? course.gross_price;
  return repository.save(
    repository.create({
      course_id: course.id,
      course_title: course.title,
      course_date: course.date,
      course_start_time: course.start_time,
      course_end_time: course.end_time,
      customer_name: 'Erika Mustermann',
      customer_email: uniqueEmail('liste'),
      customer_phone: '+49 30 1234567',
      amount,
      original_amount: amount,
      booking_status: 'pending',
      payment_status: 'pending',
      payment_session_id: `cs_test_${randomUUID()}`,
      ...overrides,
    }),
  );
}

/**
 * A booking made and paid through the real checkout (test gateway): confirmed, with a payment to
 * refund. Like the dialog, a private customer booking a date within 14 days requests the early start.
 */
export async function paidBooking(
  app: TestApp,
  course: Course,
  overrides: Record<string, unknown> = {},
): Promise<Booking> {
  const created = await postJson(
    `${app.url}/api/checkout`,
    checkoutBody(course, { earlyStartRequested: true, ...overrides }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const bookingId = created.body.bookingId as string;
  await payTestCheckout(app.url, (await sessionOf(app.dataSource, bookingId)).id);
  await eventually(async () => (await loadBooking(app.dataSource, bookingId)).booking_status === 'confirmed', {
    what: 'booking confirmed',
  });
  await bookingMailOutcome(app, bookingId, 'sent');
  return loadBooking(app.dataSource, bookingId);
}

/** A booking pending its payment through the real checkout (holds a seat, open test session). */
export async function pendingBooking(
  app: TestApp,
  course: Course,
  overrides: Record<string, unknown> = {},
): Promise<Booking> {
  const created = await postJson(
    `${app.url}/api/checkout`,
    checkoutBody(course, { earlyStartRequested: true, ...overrides }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return loadBooking(app.dataSource, created.body.bookingId as string);
}

/**
 * Erika Einkauf's business order on invoice for herself and Jonas Weber (operator with
 * PAY_ON_INVOICE), and its one invoice, filed under Erika's booking.
 */
export async function orderOnInvoice(app: TestApp, course: Pick<Course, 'id' | 'gross_price'>) {
  const buyer = uniqueEmail('einkauf');
  const jonas = uniqueEmail('jonas');
  const participants = [
    { name: 'Erika Einkauf', email: buyer },
    { name: 'Jonas Weber', email: jonas },
  ];
  const answer = await postJson(
    `${app.url}/api/checkout`,
    companyOrderBody(course, buyer, participants, { paymentMethod: 'invoice' }),
  );
  expect(answer.status, answer.text).toBe(200);
  const [erikaId, jonasId] = answer.body.bookingIds as string[];
  const invoice = await eventually(
    async () =>
      (
        await app.dataSource.query<{ id: string; number: string; due_date: string }[]>(
          `SELECT id, number, snapshot->'payment'->>'dueDate' AS due_date FROM invoices WHERE booking_id = $1`,
          [erikaId],
        )
      )[0],
    { what: 'the invoice of the order' },
  );
  return { orderId: answer.body.orderId as string, buyer, jonas, erikaId, jonasId, invoice };
}

export async function auditRows(app: TestApp, bookingId: string) {
  return app.dataSource.query(
    `SELECT actor_email, action, entity, entity_id, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [bookingId],
  );
}

export { createCourse, loadBooking };
