import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCancelToken } from '../../backend/src/bookings/cancel-token';
import type { TestApp } from '../support/app';
import { checkoutBody, createCourse, loadBooking, postJson, spotsOf } from './helpers/booking-fixtures';
import { startTestAppWithStripe, StripeStandIn } from './helpers/stripe-stand-in';

describe('Stripe gateway against a local stand-in of Stripe’s API', () => {
  let app: TestApp;
  const stripe = new StripeStandIn();

  beforeAll(async () => {
    app = await startTestAppWithStripe(stripe, { secretKey: 'sk_test_gateway', webhookSecret: 'whsec_gateway' });
  });
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
  });

  it('opens a German Checkout Session with expiry, metadata, return URLs and an idempotency key, without a Stripe invoice', async () => {
    const course = await createCourse(app.dataSource, { date: '2096-11-05' });
    const body = checkoutBody(course, { customerName: 'Lena Groß' });
    const started = Math.floor(Date.now() / 1000);
    const response = await postJson(`${app.url}/api/checkout`, body);
    expect(response.status).toBe(200);
    const booking = await loadBooking(app.dataSource, response.body.bookingId);

    const [request] = stripe
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((candidate) => candidate.form.get('metadata[booking_id]') === booking.id);
    expect(request.headers.authorization).toBe('Bearer sk_test_gateway');
    expect(request.headers['idempotency-key']).toBe(`checkout-${booking.id}`);
    const form = Object.fromEntries(request.form);
    expect(form).toMatchObject({
      mode: 'payment',
      locale: 'de',
      customer_email: body.customerEmail,
      client_reference_id: booking.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '47481',
      'line_items[0][price_data][product_data][name]': 'Medizinprodukteberater Basiszertifizierung am 05.11.2096',
      'line_items[0][price_data][product_data][description]': 'Live-Online-Seminar, 08:30-16:00 Uhr',
      'tax_id_collection[enabled]': 'false',
      'metadata[booking_id]': booking.id,
      'metadata[course_id]': course.id,
      'payment_intent_data[metadata][booking_id]': booking.id,
      success_url: `${app.config.publicUrl}/booking/success?session_id={CHECKOUT_SESSION_ID}&booking_id=${booking.id}`,
    });
    // The product issues the one invoice (DECISIONS 32): Stripe must not write a second one with another number.
    expect(Object.keys(form).filter((key) => key.startsWith('invoice_creation'))).toEqual([]);
    const expiresAt = Number(form.expires_at);
    expect(expiresAt - started).toBeGreaterThanOrEqual(30 * 60 + 5);
    expect(expiresAt - started).toBeLessThanOrEqual(30 * 60 + 15);
    const cancelUrl = new URL(form.cancel_url);
    expect(`${cancelUrl.origin}${cancelUrl.pathname}`).toBe(`${app.config.publicUrl}/booking/cancel`);
    expect(cancelUrl.searchParams.get('booking_id')).toBe(booking.id);
    expect(hashCancelToken(cancelUrl.searchParams.get('token')!)).toBe(booking.cancel_token_hash);

    expect(response.body.url).toBe(`https://checkout.stripe.com/c/pay/${booking.payment_session_id}`);
    expect(booking).toMatchObject({ payment_provider: 'stripe', hold_expires_at: new Date(expiresAt * 1000) });
  });

  it('asks business customers for their VAT ID and billing address', async () => {
    const course = await createCourse(app.dataSource);
    const response = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, { customerType: 'business', customerCompany: 'Beispiel Medical GmbH' }),
    );
    const [request] = stripe
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((candidate) => candidate.form.get('metadata[booking_id]') === response.body.bookingId);
    expect(request.form.get('tax_id_collection[enabled]')).toBe('true');
    expect(request.form.get('billing_address_collection')).toBe('required');
  });

  it('verify-payment retrieves the session and confirms when Stripe says it is paid', async () => {
    const course = await createCourse(app.dataSource);
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const booking = await loadBooking(app.dataSource, response.body.bookingId);
    const sessionId = booking.payment_session_id!;

    const unpaid = await postJson(`${app.url}/api/payments/verify`, { sessionId, bookingId: booking.id });
    expect(unpaid.body).toMatchObject({ success: false, booking: { booking_status: 'pending' } });
    stripe.pay(sessionId);
    const paid = await postJson(`${app.url}/api/payments/verify`, { sessionId, bookingId: booking.id });
    expect(paid.body).toMatchObject({
      success: true,
      booking: { booking_status: 'confirmed', payment_status: 'paid' },
    });
    expect(stripe.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(2);
    const unknown = await postJson(`${app.url}/api/payments/verify`, {
      sessionId: 'cs_test_unknown',
      bookingId: booking.id,
    });
    expect(unknown.status).toBe(403);
  });

  it('expires the Stripe session when the customer cancels', async () => {
    const course = await createCourse(app.dataSource);
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const booking = await loadBooking(app.dataSource, response.body.bookingId);
    const session = stripe.sessions.get(booking.payment_session_id!)!;
    expect(session.cancel_url).toEqual(expect.any(String));
    const token = new URL(String(session.cancel_url)).searchParams.get('token');
    const cancel = await postJson(`${app.url}/api/bookings/${booking.id}/cancel`, { token });
    expect(cancel.body).toMatchObject({ success: true, changed: true });
    expect(stripe.requestsTo('POST', `/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(1);
    expect(session.status).toBe('expired');
  });

  it('gives the seat back and answers 503 in German when Stripe cannot be reached', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    stripe.failures.set('/v1/checkout/sessions', 10);
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    stripe.failures.clear();
    expect(response).toMatchObject({
      status: 503,
      body: {
        error:
          'Der Zahlungsdienst ist gerade nicht erreichbar. Es wurde nichts berechnet. Bitte versuchen Sie es in einigen Minuten erneut.',
      },
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
  });

  it('does not serve the built-in test checkout while Stripe is configured', async () => {
    const response = await fetch(`${app.url}/api/test-checkout/test_cs_anything`);
    expect(response.status).toBe(404);
  });
});
