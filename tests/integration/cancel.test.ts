import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  outboxEventsFor,
  payTestCheckout,
  postJson,
  sessionOf,
  spotsOf,
} from './helpers/booking-fixtures';

const WRONG_LINK =
  'Der Link ist ungültig. Bitte verwenden Sie den Link aus Ihrem Bezahlvorgang oder kontaktieren Sie uns.';
const ALREADY_PAID =
  'Diese Buchung ist bereits bezahlt und bestätigt und kann hier nicht storniert werden. Bitte kontaktieren Sie uns für eine Stornierung.';

describe('POST /api/bookings/:id/cancel', () => {
  let app: TestApp;
  const cancel = (bookingId: string, body: unknown) => postJson(`${app.url}/api/bookings/${bookingId}/cancel`, body);

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function pendingBooking() {
    const course = await createCourse(app.dataSource, { max_participants: 4 });
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const session = await sessionOf(app.dataSource, response.body.bookingId);
    return { course, bookingId: response.body.bookingId as string, session };
  }

  it('cancels a pending booking with the right token: seat back, session closed, events written, once', async () => {
    const { course, bookingId, session } = await pendingBooking();
    const before = await loadBooking(app.dataSource, bookingId);
    expect(await spotsOf(app.dataSource, course.id)).toBe(3);

    const response = await cancel(bookingId, { token: session.cancelToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      changed: true,
      booking: { id: bookingId, booking_status: 'cancelled', payment_status: 'failed' },
    });
    const after = await loadBooking(app.dataSource, bookingId);
    expect(after).toMatchObject({
      booking_status: 'cancelled',
      payment_status: 'failed',
      holds_seat: false,
      hold_expires_at: null,
    });
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(await spotsOf(app.dataSource, course.id)).toBe(4);
    expect((await sessionOf(app.dataSource, bookingId)).row.status).toBe('expired');

    const second = await cancel(bookingId, { token: session.cancelToken });
    expect(second).toMatchObject({
      status: 200,
      body: { success: true, changed: false, booking: { booking_status: 'cancelled' } },
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(4);
    const events = (await outboxEventsFor(app.dataSource, bookingId)).map((event) => [event.type, event.payload]);
    expect(events).toEqual([
      [EVENTS.bookingCreated, { bookingId, courseId: course.id }],
      [EVENTS.bookingCancelled, { bookingId, courseId: course.id, reason: 'customer_cancelled' }],
      [EVENTS.seatsReleased, { bookingId, courseId: course.id, reason: 'customer_cancelled', seats: 1 }],
    ]);
  });

  it('changes nothing with a wrong or missing token', async () => {
    const { course, bookingId, session } = await pendingBooking();
    const wrong = await cancel(bookingId, { token: `${session.cancelToken.slice(0, -2)}xx` });
    expect(wrong).toMatchObject({ status: 403, body: { error: WRONG_LINK } });
    const otherBooking = await pendingBooking();
    expect(await cancel(bookingId, { token: otherBooking.session.cancelToken })).toMatchObject({
      status: 403,
      body: { error: WRONG_LINK },
    });
    expect(await cancel(bookingId, {})).toMatchObject({ status: 400, body: { fields: { token: WRONG_LINK } } });

    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'pending', holds_seat: true });
    expect(await spotsOf(app.dataSource, course.id)).toBe(3);
    expect((await outboxEventsFor(app.dataSource, bookingId)).map((event) => event.type)).toEqual([
      EVENTS.bookingCreated,
    ]);
  });

  it('tells the cancel page in German what happened: cancelled now, already cancelled, already paid, wrong link', async () => {
    const { bookingId, session } = await pendingBooking();
    expect(await cancel(bookingId, { token: `${session.cancelToken}x` })).toMatchObject({
      status: 403,
      body: { error: WRONG_LINK },
    });
    expect(await cancel(bookingId, { token: session.cancelToken })).toMatchObject({
      status: 200,
      body: {
        outcome: 'cancelled',
        message: 'Ihre Buchung wurde storniert. Es wurde keine Zahlung durchgeführt und kein Platz für Sie reserviert.',
      },
    });
    expect(await cancel(bookingId, { token: session.cancelToken })).toMatchObject({
      status: 200,
      body: {
        outcome: 'already_cancelled',
        message: 'Diese Buchung war bereits storniert oder abgelaufen. Es wurde keine Zahlung durchgeführt.',
      },
    });

    const paid = await pendingBooking();
    await payTestCheckout(app.url, paid.session.id);
    expect(await cancel(paid.bookingId, { token: paid.session.cancelToken })).toMatchObject({
      status: 409,
      body: { error: ALREADY_PAID },
    });
    await app.dataSource.query(
      `UPDATE bookings SET booking_status = 'cancelled', payment_status = 'refunded' WHERE id = $1`,
      [paid.bookingId],
    );
    expect(await cancel(paid.bookingId, { token: paid.session.cancelToken })).toMatchObject({
      status: 200,
      body: {
        outcome: 'already_cancelled',
        message: 'Diese Buchung ist bereits storniert. Fragen zur Erstattung beantworten wir Ihnen gern.',
      },
    });
  });

  it('answers unknown bookings with 404', async () => {
    expect(await cancel('00000000-0000-4000-8000-000000000000', { token: 'x' })).toMatchObject({
      status: 404,
      body: { error: 'Buchung nicht gefunden.' },
    });
    expect(await cancel('kein-uuid', { token: 'x' })).toMatchObject({
      status: 404,
      body: { error: 'Buchung nicht gefunden.' },
    });
  });

  it('never cancels a paid booking this way', async () => {
    const { course, bookingId, session } = await pendingBooking();
    await payTestCheckout(app.url, session.id);
    const response = await cancel(bookingId, { token: session.cancelToken });
    expect(response).toMatchObject({ status: 409, body: { error: ALREADY_PAID } });
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(3);
  });

  it('confirms instead of cancelling when the session was paid a moment before', async () => {
    const { course, bookingId, session } = await pendingBooking();
    await app.dataSource.query(
      `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', payment_intent_id = 'test_pi_race' WHERE id = $1`,
      [session.id],
    );
    const response = await cancel(bookingId, { token: session.cancelToken });
    expect(response).toMatchObject({ status: 409, body: { error: ALREADY_PAID } });
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      payment_intent_id: 'test_pi_race',
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(3);
  });
});
