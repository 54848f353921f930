import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { startTestApp, TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  createDiscountCode,
  discountState,
  INVALID_DATA,
  loadBooking,
  payTestCheckout,
  postJson,
  sessionOf,
  spotsOf,
  uniqueEmail,
} from './helpers/booking-fixtures';

const INVALID = 'Ungültiger Discount-Code';
const EXPIRED = 'Dieser Discount-Code ist abgelaufen.';
const USED = 'Dieser Discount-Code wurde bereits verwendet oder das Limit ist erreicht.';
const EMAIL_FIRST = 'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein';

describe('discount codes', () => {
  let app: TestApp;
  const validate = (body: Record<string, unknown>) => postJson(`${app.url}/api/discounts/validate`, body);
  const checkout = (body: Record<string, unknown>) => postJson(`${app.url}/api/checkout`, body);

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /api/discounts/validate', () => {
    it('upper-cases the code and rounds a percentage to whole cents', async () => {
      const code = await createDiscountCode(app.dataSource, { discount_type: 'percentage', discount_value: 15 });
      const response = await validate({
        discountCode: `  ${code.code.toLowerCase()} `,
        customerEmail: uniqueEmail(),
        coursePrice: 47481,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        valid: true,
        discountAmount: 7122,
        finalPrice: 40359,
        discountPercentage: 15,
        discountType: 'percentage',
        error: null,
      });
    });

    it('takes the price from the course when courseId is given', async () => {
      const course = await createCourse(app.dataSource, { gross_price: 23681 });
      const code = await createDiscountCode(app.dataSource, { discount_value: 20 });
      const response = await validate({
        discountCode: code.code,
        customerEmail: uniqueEmail(),
        coursePrice: 1,
        courseId: course.id,
      });
      expect(response.body).toEqual({
        valid: true,
        discountAmount: 4736,
        finalPrice: 18945,
        discountPercentage: 20,
        discountType: 'percentage',
        error: null,
      });
    });

    it('takes a fixed amount off and never goes below 0', async () => {
      const small = await createDiscountCode(app.dataSource, { discount_type: 'fixed_amount', discount_value: 5000 });
      const large = await createDiscountCode(app.dataSource, { discount_type: 'fixed_amount', discount_value: 60000 });
      expect(
        (await validate({ discountCode: small.code, customerEmail: uniqueEmail(), coursePrice: 47481 })).body,
      ).toEqual({
        valid: true,
        discountAmount: 5000,
        finalPrice: 42481,
        discountPercentage: 11,
        discountType: 'fixed_amount',
        error: null,
      });
      expect(
        (await validate({ discountCode: large.code, customerEmail: uniqueEmail(), coursePrice: 47481 })).body,
      ).toMatchObject({
        valid: true,
        discountAmount: 47481,
        finalPrice: 0,
      });
    });

    it('answers each invalid code with its German text', async () => {
      const inactive = await createDiscountCode(app.dataSource, { active: false });
      const expired = await createDiscountCode(app.dataSource, { valid_from: '2020-01-01', valid_until: '2021-12-31' });
      const future = await createDiscountCode(app.dataSource, { valid_from: '2099-01-01' });
      const exhausted = await createDiscountCode(app.dataSource, { max_uses: 2, current_uses: 2 });
      const cases: [string, string][] = [
        ['GIBTESNICHT', INVALID],
        [inactive.code, INVALID],
        [expired.code, EXPIRED],
        [future.code, 'Dieser Discount-Code ist noch nicht gültig.'],
        [exhausted.code, USED],
      ];
      for (const [discountCode, error] of cases) {
        const response = await validate({ discountCode, customerEmail: uniqueEmail(), coursePrice: 47481 });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          valid: false,
          discountAmount: 0,
          finalPrice: 47481,
          discountPercentage: 0,
          discountType: null,
          error,
        });
      }
    });

    it('needs the e-mail address first', async () => {
      const code = await createDiscountCode(app.dataSource);
      for (const customerEmail of [undefined, '', '   ']) {
        const response = await validate({ discountCode: code.code, customerEmail, coursePrice: 47481 });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: EMAIL_FIRST, fields: { customerEmail: EMAIL_FIRST } });
      }
      const malformed = await validate({ discountCode: code.code, customerEmail: 'keine-adresse', coursePrice: 47481 });
      expect(malformed.body).toEqual({
        error: 'Ungültige E-Mail-Adresse',
        fields: { customerEmail: 'Ungültige E-Mail-Adresse' },
      });
      const noPrice = await validate({ discountCode: code.code, customerEmail: uniqueEmail() });
      expect(noPrice.body).toEqual({ error: 'Ungültiger Preis', fields: { coursePrice: 'Ungültiger Preis' } });
      expect((await validate(['x'] as never)).body).toEqual({ error: INVALID_DATA });
    });
  });

  describe('at checkout', () => {
    it('books at the discounted price and reserves one use for the e-mail address', async () => {
      const course = await createCourse(app.dataSource);
      const code = await createDiscountCode(app.dataSource, { discount_value: 20 });
      const email = uniqueEmail();
      const response = await checkout(
        checkoutBody(course, {
          customerEmail: email,
          discountCode: code.code.toLowerCase(),
          selectedPrice: 37985,
          discountAmount: 9496,
        }),
      );
      expect(response.status).toBe(200);
      const booking = await loadBooking(app.dataSource, response.body.bookingId);
      expect(booking).toMatchObject({
        amount: 37985,
        original_amount: 47481,
        discount_amount: 9496,
        discount_code_id: code.id,
      });
      expect(await discountState(app.dataSource, code.id)).toEqual({
        currentUses: 1,
        usages: [{ customer_email: email, status: 'reserved', booking_id: booking.id }],
      });

      const again = await validate({ discountCode: code.code, customerEmail: email.toUpperCase(), coursePrice: 47481 });
      expect(again.body).toMatchObject({ valid: false, error: USED });
      // The same address on the same course would get its open checkout back; on another date the code is used up.
      const otherCourse = await createCourse(app.dataSource);
      const secondBooking = await checkout(
        checkoutBody(otherCourse, {
          customerEmail: email,
          discountCode: code.code,
          selectedPrice: 37985,
          discountAmount: 9496,
        }),
      );
      expect(secondBooking).toMatchObject({ status: 400, body: { error: USED, fields: { discountCode: USED } } });
      expect(await spotsOf(app.dataSource, course.id)).toBe(9);
      expect(await spotsOf(app.dataSource, otherCourse.id)).toBe(10);
    });

    it('redeems the use when paid and gives it back when the checkout is cancelled', async () => {
      const course = await createCourse(app.dataSource);
      const code = await createDiscountCode(app.dataSource, {
        discount_type: 'fixed_amount',
        discount_value: 7481,
        max_uses: 5,
      });
      const paidEmail = uniqueEmail('bezahlt');
      const cancelledEmail = uniqueEmail('abgebrochen');
      const paid = await checkout(
        checkoutBody(course, {
          customerEmail: paidEmail,
          discountCode: code.code,
          selectedPrice: 40000,
          discountAmount: 7481,
        }),
      );
      const cancelled = await checkout(
        checkoutBody(course, {
          customerEmail: cancelledEmail,
          discountCode: code.code,
          selectedPrice: 40000,
          discountAmount: 7481,
        }),
      );
      expect((await discountState(app.dataSource, code.id)).currentUses).toBe(2);

      const paidSession = await sessionOf(app.dataSource, paid.body.bookingId);
      expect((await payTestCheckout(app.url, paidSession.id)).status).toBe(303);
      const cancelledSession = await sessionOf(app.dataSource, cancelled.body.bookingId);
      const cancelResponse = await postJson(`${app.url}/api/bookings/${cancelled.body.bookingId}/cancel`, {
        token: cancelledSession.cancelToken,
      });
      expect(cancelResponse.status).toBe(200);

      const state = await discountState(app.dataSource, code.id);
      expect(state.currentUses).toBe(1);
      expect(state.usages).toEqual([
        { customer_email: paidEmail, status: 'redeemed', booking_id: paid.body.bookingId },
      ]);
      expect(
        (await validate({ discountCode: code.code, customerEmail: cancelledEmail, coursePrice: 47481 })).body.valid,
      ).toBe(true);
    });

    it('never hands out more uses than max_uses under concurrency', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 40 });
      const code = await createDiscountCode(app.dataSource, { discount_value: 10, max_uses: 3 });
      const responses = await Promise.all(
        Array.from({ length: 25 }, () =>
          checkout(checkoutBody(course, { discountCode: code.code, selectedPrice: 42733, discountAmount: 4748 })),
        ),
      );
      const accepted = responses.filter((response) => response.status === 200);
      expect(accepted).toHaveLength(3);
      for (const response of responses.filter((candidate) => candidate.status !== 200)) {
        expect([400, 409]).toContain(response.status);
        expect(response.body.error).toBe(USED);
      }
      const state = await discountState(app.dataSource, code.id);
      expect(state.currentUses).toBe(3);
      expect(state.usages).toHaveLength(3);
      expect(await spotsOf(app.dataSource, course.id)).toBe(37);
      expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(3);
    });

    it('allows one use per e-mail address even when the same address checks out concurrently', async () => {
      // Six dates at once: one checkout per date is possible, the code only once.
      const courses = await Promise.all(Array.from({ length: 6 }, () => createCourse(app.dataSource)));
      const code = await createDiscountCode(app.dataSource, { discount_value: 50 });
      const email = uniqueEmail('gleichzeitig');
      const responses = await Promise.all(
        courses.map((course) =>
          checkout(
            checkoutBody(course, {
              customerEmail: email,
              discountCode: code.code,
              selectedPrice: 23740,
              discountAmount: 23741,
            }),
          ),
        ),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(
        responses.filter((response) => response.status !== 200).every((response) => response.body.error === USED),
      ).toBe(true);
      expect((await discountState(app.dataSource, code.id)).currentUses).toBe(1);
      const spots = await Promise.all(courses.map((course) => spotsOf(app.dataSource, course.id)));
      expect(spots.sort()).toEqual([10, 10, 10, 10, 10, 9]);
    });

    it('refuses an invalid code at checkout without taking a seat', async () => {
      const course = await createCourse(app.dataSource);
      const expired = await createDiscountCode(app.dataSource, { valid_until: '2021-01-01' });
      const response = await checkout(checkoutBody(course, { discountCode: expired.code, selectedPrice: 37985 }));
      expect(response).toMatchObject({ status: 400, body: { error: EXPIRED, fields: { discountCode: EXPIRED } } });
      expect(await spotsOf(app.dataSource, course.id)).toBe(10);
    });

    it('confirms a booking made free by a 100 % code at once, without a payment session', async () => {
      const course = await createCourse(app.dataSource);
      const code = await createDiscountCode(app.dataSource, { discount_value: 100 });
      const response = await checkout(
        checkoutBody(course, { discountCode: code.code, selectedPrice: 0, discountAmount: 47481 }),
      );
      expect(response.status).toBe(200);
      const bookingId = response.body.bookingId;
      expect(response.body.url).toBe(
        `${app.config.publicUrl}/booking/success?session_id=free_${bookingId}&booking_id=${bookingId}`,
      );
      expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
        booking_status: 'confirmed',
        payment_status: 'paid',
        amount: 0,
        holds_seat: true,
      });
      expect((await discountState(app.dataSource, code.id)).usages[0].status).toBe('redeemed');
      const verify = await postJson(`${app.url}/api/payments/verify`, { sessionId: `free_${bookingId}`, bookingId });
      expect(verify.body).toMatchObject({
        success: true,
        error: null,
        booking: { id: bookingId, amount: 0, booking_status: 'confirmed' },
      });
    });
  });
});
