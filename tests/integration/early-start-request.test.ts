import { FIELD_MESSAGES } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { bookingMailOutcome } from '../support/mail-fixtures';
import type { CaughtMail } from '../support/smtp-catcher';
import { berlinDatePlus } from './helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  payTestCheckout,
  postJson,
  sessionOf,
  uniqueEmail,
} from './helpers/booking-fixtures';

/** The booking confirmation to `email`; the invoice mail may arrive before it. */
const confirmationTo = (email: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith('Buchungsbestätigung');

const EARLY_START_STATED = 'ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen';

/** § 356 Abs. 4 BGB: a consumer booking a date inside the withdrawal period requests the early start. */
describe('early start within the withdrawal period', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const nearCourse = () => createCourse(app.dataSource, { date: berlinDatePlus(5) });
  const checkout = (body: Record<string, unknown>) => postJson(`${app.url}/api/checkout`, body);

  it('refuses a private checkout for a date within 14 days without the request, and takes no seat', async () => {
    const course = await nearCourse();
    const refused = await checkout(checkoutBody(course));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: FIELD_MESSAGES.earlyStartRequired,
      fields: { earlyStartRequested: 'Bitte bestätigen Sie den vorzeitigen Beginn, um diesen Termin zu buchen.' },
    });
    expect((await checkout(checkoutBody(course, { earlyStartRequested: false }))).status).toBe(400);
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM bookings WHERE course_id = $1`, [
      course.id,
    ]);
    expect(count).toBe(0);
  });

  it('accepts it with the request, stores when it was made and states it in the confirmation mail', async () => {
    const course = await nearCourse();
    const email = uniqueEmail('vorzeitig');
    const before = Date.now();
    const created = await checkout(checkoutBody(course, { customerEmail: email, earlyStartRequested: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const booking = await loadBooking(app.dataSource, created.body.bookingId);
    expect(booking.early_start_requested_at).toBeInstanceOf(Date);
    expect(booking.early_start_requested_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(booking.early_start_requested_at!.getTime()).toBeLessThanOrEqual(Date.now());

    await payTestCheckout(app.url, (await sessionOf(app.dataSource, booking.id)).id);
    const [mail] = await app.smtp.waitFor(1, confirmationTo(email));
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Vorzeitiger Beginn der Leistung');
    expect(text).toContain(EARLY_START_STATED);
    expect(text).toContain('Ihr Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig erbracht haben');
  });

  it('needs no request from a business customer, nor for a date 14 or more days ahead', async () => {
    const near = await nearCourse();
    const business = await checkout(
      checkoutBody(near, { customerType: 'business', customerCompany: 'Muster Medical GmbH' }),
    );
    expect(business.status, JSON.stringify(business.body)).toBe(200);
    expect((await loadBooking(app.dataSource, business.body.bookingId)).early_start_requested_at).toBeNull();

    const far = await createCourse(app.dataSource, { date: berlinDatePlus(20) });
    const email = uniqueEmail('spaeter');
    const later = await checkout(checkoutBody(far, { customerEmail: email }));
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect((await loadBooking(app.dataSource, later.body.bookingId)).early_start_requested_at).toBeNull();

    await payTestCheckout(app.url, (await sessionOf(app.dataSource, later.body.bookingId)).id);
    const [mail] = await app.smtp.waitFor(1, confirmationTo(email));
    expect(mail.text.replace(/\s+/g, ' ')).not.toContain(EARLY_START_STATED);
    await bookingMailOutcome(app, later.body.bookingId, 'sent');
  });
});
