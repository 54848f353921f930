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

describe('built-in test checkout and verify-payment', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function startCheckout(overrides: Record<string, unknown> = {}) {
    const course = await createCourse(app.dataSource, { date: '2095-03-17', ...overrides });
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course, { customerName: 'Anna Schäfer' }));
    expect(response.status).toBe(200);
    const session = await sessionOf(app.dataSource, response.body.bookingId);
    return { course, bookingId: response.body.bookingId as string, url: response.body.url as string, session };
  }

  it('shows a German page marked as test mode with the booking and the amount', async () => {
    const { url } = await startCheckout();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Testmodus');
    expect(html).toContain('Medizinprodukteberater Basiszertifizierung am 17.03.2095');
    expect(html).toContain('08:30-16:00 Uhr');
    expect(html).toContain('474,81');
    expect(html).toContain('Anna Schäfer');
    expect(html).toMatch(/<button class="pay" type="submit">474,81\s€ bezahlen<\/button>/);
    expect(html).toContain('>Abbrechen</button>');
  });

  it("'Bezahlen' confirms once through the shared confirm code and returns to the success URL", async () => {
    const { course, bookingId, session } = await startCheckout();
    const first = await payTestCheckout(app.url, session.id);
    expect(first).toEqual({
      status: 303,
      location: `${app.config.publicUrl}/booking/success?session_id=${session.id}&booking_id=${bookingId}`,
    });
    const booking = await loadBooking(app.dataSource, bookingId);
    expect(booking).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
      hold_expires_at: null,
      payment_session_id: session.id,
    });
    expect(booking.payment_intent_id).toMatch(/^test_pi_/);
    expect(booking.confirmed_at).toBeInstanceOf(Date);

    const again = await payTestCheckout(app.url, session.id);
    expect(again.status).toBe(303);
    const events = (await outboxEventsFor(app.dataSource, bookingId)).map((event) => event.type);
    expect(events).toEqual([EVENTS.bookingCreated, EVENTS.bookingConfirmed]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(9);

    const verify = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      success: true,
      error: null,
      emailSent: false,
      booking: {
        id: bookingId,
        course_title: course.title,
        course_date: course.date,
        amount: 47481,
        currency: 'EUR',
        booking_status: 'confirmed',
        payment_status: 'paid',
      },
    });
    expect(Date.parse(verify.body.booking.updated_at)).not.toBeNaN();
  });

  it("'Abbrechen' returns to the cancel URL with the booking id and cancel token", async () => {
    const { bookingId, session } = await startCheckout();
    const response = await fetch(`${app.url}/api/test-checkout/${session.id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/booking/cancel');
    expect(location.searchParams.get('booking_id')).toBe(bookingId);
    expect(location.searchParams.get('token')).toBe(session.cancelToken);
    expect((await loadBooking(app.dataSource, bookingId)).booking_status).toBe('pending');
  });

  it('verify-payment confirms a paid session itself and refuses a session of another booking', async () => {
    const first = await startCheckout();
    const second = await startCheckout();
    await app.dataSource.query(
      `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', payment_intent_id = 'test_pi_direct' WHERE id = $1`,
      [first.session.id],
    );

    const mismatch = await postJson(`${app.url}/api/payments/verify`, {
      sessionId: second.session.id,
      bookingId: first.bookingId,
    });
    expect(mismatch).toMatchObject({
      status: 403,
      body: { success: false, error: 'Diese Zahlung gehört nicht zu dieser Buchung.' },
    });
    expect((await loadBooking(app.dataSource, first.bookingId)).booking_status).toBe('pending');

    const verify = await postJson(`${app.url}/api/payments/verify`, {
      sessionId: first.session.id,
      bookingId: first.bookingId,
    });
    expect(verify.body).toMatchObject({
      success: true,
      booking: { booking_status: 'confirmed', payment_status: 'paid' },
    });
    expect((await loadBooking(app.dataSource, first.bookingId)).payment_intent_id).toBe('test_pi_direct');

    const unpaid = await postJson(`${app.url}/api/payments/verify`, {
      sessionId: second.session.id,
      bookingId: second.bookingId,
    });
    expect(unpaid.body).toMatchObject({
      success: false,
      emailSent: false,
      error: 'Die Zahlung ist noch nicht abgeschlossen. Bitte laden Sie die Seite in einigen Sekunden neu.',
      booking: { booking_status: 'pending' },
    });
  });

  it('verify-payment answers missing parameters and unknown bookings in German', async () => {
    for (const body of [
      {},
      { sessionId: 'test_cs_x' },
      { bookingId: '00000000-0000-4000-8000-000000000000' },
      { sessionId: '', bookingId: '' },
    ]) {
      const response = await postJson(`${app.url}/api/payments/verify`, body);
      expect(response).toMatchObject({
        status: 400,
        body: { success: false, error: 'Fehlende Parameter für die Zahlungsverifikation' },
      });
    }
    const unknown = await postJson(`${app.url}/api/payments/verify`, {
      sessionId: 'test_cs_x',
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, error: 'Buchung nicht gefunden.' } });
  });

  it('an expired session can no longer be paid', async () => {
    const { bookingId, session, url } = await startCheckout();
    await app.dataSource.query(
      `UPDATE test_checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [session.id],
    );
    expect(await (await fetch(url)).text()).toContain('Diese Zahlungssitzung ist abgelaufen.');
    const pay = await payTestCheckout(app.url, session.id);
    expect(pay.status).toBe(410);
    expect((await loadBooking(app.dataSource, bookingId)).payment_status).toBe('pending');
  });

  it('answers an unknown session with 404', async () => {
    const response = await fetch(`${app.url}/api/test-checkout/test_cs_unbekannt`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Diese Zahlungssitzung gibt es nicht.' });
  });
});
