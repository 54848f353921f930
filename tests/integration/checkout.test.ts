import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  INVALID_DATA,
  loadBooking,
  outboxEventsFor,
  postJson,
  SOLD_OUT,
  spotsOf,
} from './helpers/booking-fixtures';

describe('POST /api/checkout', () => {
  let app: TestApp;

  beforeAll(async () => {
    // One proxy in front: X-Forwarded-For names the client, so checkouts of different people do not queue for one client lock.
    app = await startTestApp({ worker: false, env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('holds a seat, creates a pending booking with its outbox event and returns the test checkout URL', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 3 });
    const body = checkoutBody(course);
    const response = await postJson(`${app.url}/api/checkout`, body);
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(new RegExp(`^${app.config.publicUrl}/api/test-checkout/test_cs_[0-9a-f]+$`));

    const booking = await loadBooking(app.dataSource, response.body.bookingId);
    expect(booking).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      course_date: course.date,
      customer_email: body.customerEmail,
      customer_name: 'Jörg Müller-Lüdenscheidt',
      amount: 47481,
      original_amount: 47481,
      discount_amount: 0,
      booking_status: 'pending',
      payment_status: 'pending',
      holds_seat: true,
      payment_provider: 'test',
    });
    expect(booking.cancel_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const holdMinutes = (booking.hold_expires_at!.getTime() - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(29);
    expect(holdMinutes).toBeLessThanOrEqual(30.25);
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    const events = await outboxEventsFor(app.dataSource, booking.id);
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      [EVENTS.bookingCreated, { bookingId: booking.id, courseId: course.id }],
    ]);
  });

  it('answers a full course with 409 and the sold-out text, and changes nothing', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2, available_spots: 0 });
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: SOLD_OUT });
    expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(0);
  });

  it('refuses a price the server does not agree with', async () => {
    const course = await createCourse(app.dataSource);
    for (const overrides of [{ selectedPrice: 100 }, { originalAmount: 49900 }, { discountAmount: 500 }]) {
      const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course, overrides));
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(
        'Der Preis hat sich geändert. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Preis.',
      );
    }
    expect(await spotsOf(app.dataSource, course.id)).toBe(10);
  });

  it('answers unknown, inactive and past courses in German', async () => {
    const missing = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody({ id: '00000000-0000-4000-8000-000000000000', gross_price: 47481 }),
    );
    expect(missing).toMatchObject({ status: 404, body: { error: 'Der gewählte Kurstermin wurde nicht gefunden.' } });
    const inactive = await createCourse(app.dataSource, { status: 'inactive' });
    const past = await createCourse(app.dataSource, { date: '2001-05-05' });
    for (const course of [inactive, past]) {
      const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
      expect(response).toMatchObject({
        status: 409,
        body: { error: 'Dieser Kurstermin kann nicht mehr gebucht werden. Bitte wählen Sie einen anderen Termin.' },
      });
    }
  });

  it('stores the company for business customers only', async () => {
    const course = await createCourse(app.dataSource);
    const business = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, { customerType: 'business', customerCompany: 'Müller & Söhne Medizintechnik GmbH' }),
    );
    expect(business.status).toBe(200);
    expect((await loadBooking(app.dataSource, business.body.bookingId)).customer_company).toBe(
      'Müller & Söhne Medizintechnik GmbH',
    );
    const privateCustomer = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, { customerCompany: 'Egal GmbH' }),
    );
    expect((await loadBooking(app.dataSource, privateCustomer.body.bookingId)).customer_company).toBeNull();
  });

  it('lets exactly as many of 200 concurrent checkouts from 200 clients through as there are seats', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 10 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson(`${app.url}/api/checkout`, checkoutBody(course), { 'x-forwarded-for': `198.51.100.${i + 1}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = responses.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(190);
    for (const response of refused) expect(response).toMatchObject({ status: 409, body: { error: SOLD_OUT } });

    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    const holding = await app.dataSource.getRepository(Booking).countBy({ course_id: course.id, holds_seat: true });
    expect(holding).toBe(10);
    expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(10);
  });

  it('answers a body that is not an object with the general message', async () => {
    const response = await postJson(`${app.url}/api/checkout`, ['nein']);
    expect(response).toMatchObject({ status: 400, body: { error: INVALID_DATA } });
  });
});
