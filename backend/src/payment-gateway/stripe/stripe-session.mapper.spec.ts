import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toCheckoutSessionParams, toPaymentSession } from './stripe-session.mapper';

describe('Stripe session mapping', () => {
  const request = {
    bookingId: 'b1',
    courseId: 'c1',
    unitAmount: 37985,
    quantity: 3,
    currency: 'EUR',
    customerEmail: 'erika@beispiel.de',
    customerType: 'business' as const,
    productName: 'Kurs am 01.02.2099',
    productDescription: 'Live-Online-Seminar, 08:30-16:00 Uhr',
    expiresAt: new Date('2099-02-01T10:00:00.900Z'),
    successUrl: 'https://site/booking/success?session_id={CHECKOUT_SESSION_ID}&booking_id=b1',
    cancelUrl: 'https://site/booking/cancel?booking_id=b1&token=t',
    idempotencyKey: 'checkout-b1',
  };

  it('asks for a German payment session with VAT ID for business customers and no Stripe invoice', () => {
    const params = toCheckoutSessionParams(request);
    expect(params).toMatchObject({
      mode: 'payment',
      locale: 'de',
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      line_items: [
        {
          quantity: 3,
          price_data: { currency: 'eur', unit_amount: 37985, product_data: { name: 'Kurs am 01.02.2099' } },
        },
      ],
      tax_id_collection: { enabled: true },
      metadata: { booking_id: 'b1', course_id: 'c1' },
    });
    expect(params).not.toHaveProperty('invoice_creation');
    expect(toCheckoutSessionParams({ ...request, customerType: 'private' }).tax_id_collection).toEqual({
      enabled: false,
    });
  });

  it('maps a session, with unknown enum values falling back to the safe defaults', () => {
    const session = {
      id: 'cs_1',
      url: null,
      status: 'complete',
      payment_status: 'paid',
      metadata: { booking_id: 'b1' },
      client_reference_id: 'other',
      amount_total: 37985,
      currency: 'eur',
      payment_intent: { id: 'pi_1' },
    } as unknown as Stripe.Checkout.Session;
    expect(toPaymentSession(session)).toEqual({
      id: 'cs_1',
      url: null,
      status: 'complete',
      paymentStatus: 'paid',
      bookingId: 'b1',
      amountTotal: 37985,
      currency: 'eur',
      paymentIntentId: 'pi_1',
    });
    const odd = toPaymentSession({
      ...session,
      status: 'something_new',
      payment_status: 'also_new',
      metadata: {},
      payment_intent: 'pi_2',
    });
    expect(odd).toMatchObject({ status: 'open', paymentStatus: 'unpaid', bookingId: 'other', paymentIntentId: 'pi_2' });
  });
});
