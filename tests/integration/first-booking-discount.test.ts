import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirstBookingDiscount1796510000000 } from '../../migrations/1796510000000-first-booking-discount';
import type { TestApp } from '../support/app';
import { adminCalls, createCourse, insertBooking, paidBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  createDiscountCode,
  discountState,
  postJson,
  sessionOf,
  spotsOf,
  uniqueEmail,
  setBuyer,
} from './helpers/booking-fixtures';

const FIRST_BOOKING_ONLY = 'Dieser Discount-Code gilt nur für die erste Buchung.';
const DISCOUNTED = { selectedPrice: 37985, discountAmount: 9496 };

describe('a discount code for the first booking only', () => {
  let app: TestApp;
  let cookie: string;
  const { post } = adminCalls(
    () => app,
    () => cookie,
  );
  const validate = async (discountCode: string, customerEmail: string) =>
    (await postJson(`${app.url}/api/discounts/validate`, { discountCode, customerEmail, coursePrice: 47481 })).body;
  const checkout = (body: Record<string, unknown>) => postJson(`${app.url}/api/checkout`, body);
  const mixedCaseEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@Beispiel.DE`;

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses the code in the check and at checkout to an address that booked before, in any letter case', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_value: 20, first_booking_only: true });
    const booked = mixedCaseEmail('Stamm.Kundin');
    await paidBooking(app, await createCourse(app.dataSource), { customerEmail: booked });

    for (const email of [booked, booked.toLowerCase(), booked.toUpperCase()]) {
      expect(await validate(code.code, email), email).toEqual({
        valid: false,
        discountAmount: 0,
        finalPrice: 47481,
        discountPercentage: 0,
        discountType: null,
        error: FIRST_BOOKING_ONLY,
      });
    }
    const course = await createCourse(app.dataSource);
    const refused = await checkout(
      checkoutBody(course, { customerEmail: booked.toUpperCase(), discountCode: code.code, ...DISCOUNTED }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { error: FIRST_BOOKING_ONLY, fields: { discountCode: FIRST_BOOKING_ONLY } },
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(10);
    expect(await discountState(app.dataSource, code.id)).toEqual({ currentUses: 0, usages: [] });

    // The same address books at the full price, and a code without the limit still applies.
    const general = await createDiscountCode(app.dataSource, { discount_value: 20 });
    expect(await validate(general.code, booked)).toMatchObject({ valid: true, error: null });
    expect((await checkout(checkoutBody(course, { customerEmail: booked }))).status).toBe(200);
  });

  it('grants the code to a new address at checkout, and refuses it on that address’s next booking', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_value: 20, first_booking_only: true });
    const newcomer = mixedCaseEmail('Neu.Kunde');
    expect(await validate(code.code, newcomer)).toMatchObject({ valid: true, discountAmount: 9496, error: null });
    const first = await paidBooking(app, await createCourse(app.dataSource), {
      customerEmail: newcomer,
      discountCode: code.code,
      ...DISCOUNTED,
    });
    expect(first).toMatchObject({ amount: 37985, discount_code_id: code.id, booking_status: 'confirmed' });

    // A second first-booking code is refused to the same address now that it has booked.
    const other = await createDiscountCode(app.dataSource, { discount_value: 20, first_booking_only: true });
    expect(await validate(other.code, newcomer)).toMatchObject({ valid: false, error: FIRST_BOOKING_ONLY });
  });

  it('counts a booking cancelled and refunded after payment, but not a checkout cancelled before paying', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_value: 20, first_booking_only: true });
    const refundedEmail = uniqueEmail('erstattet');
    const refunded = await paidBooking(app, await createCourse(app.dataSource), { customerEmail: refundedEmail });
    const cancelled = await post(`/api/admin/bookings/${refunded.id}/cancel`, { refundCents: refunded.amount });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await validate(code.code, refundedEmail)).toMatchObject({ valid: false, error: FIRST_BOOKING_ONLY });

    const abandonedEmail = uniqueEmail('abgebrochen');
    const course = await createCourse(app.dataSource);
    const opened = await checkout(checkoutBody(course, { customerEmail: abandonedEmail }));
    expect(opened.status).toBe(200);
    const { cancelToken } = await sessionOf(app.dataSource, opened.body.bookingId);
    expect(
      (await postJson(`${app.url}/api/bookings/${opened.body.bookingId}/cancel`, { token: cancelToken })).status,
    ).toBe(200);
    expect(await validate(code.code, abandonedEmail)).toMatchObject({ valid: true, error: null });
    expect(
      (await checkout(checkoutBody(course, { customerEmail: abandonedEmail, discountCode: code.code, ...DISCOUNTED })))
        .status,
    ).toBe(200);
  });

  it('counts the booking for whoever booked and paid it, not for the substitute who took the seat', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_value: 20, first_booking_only: true });
    const payer = mixedCaseEmail('Zahlende');
    const substitute = uniqueEmail('ersatz');
    // Stored as typed before addresses were normalised: the comparison ignores the letter case.
    const booking = await insertBooking(app, await createCourse(app.dataSource), {
      customer_email: substitute,
      booking_status: 'confirmed',
      payment_status: 'paid',
      confirmed_at: new Date(),
    });
    await setBuyer(app.dataSource, booking.id, { buyer_email: payer });
    expect(await validate(code.code, payer.toLowerCase())).toMatchObject({ valid: false, error: FIRST_BOOKING_ONLY });
    expect(await validate(code.code, substitute)).toMatchObject({ valid: true, error: null });
  });

  it('limits an existing BLOG20 to first bookings when the schema is migrated, and no other code', async () => {
    const migration = new FirstBookingDiscount1796510000000();
    const runner = app.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(
        `INSERT INTO discount_codes (code, discount_value, valid_from) VALUES ('BLOG20', 20, '2020-01-01'), ('ALLE10', 10, '2020-01-01')`,
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(
      await app.dataSource.query(
        `SELECT code, first_booking_only FROM discount_codes WHERE code IN ('BLOG20', 'ALLE10') ORDER BY code`,
      ),
    ).toEqual([
      { code: 'ALLE10', first_booking_only: false },
      { code: 'BLOG20', first_booking_only: true },
    ]);
  });
});
