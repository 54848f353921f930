import type Stripe from 'stripe';
import { CheckoutSessionRequest, PaymentSession } from '../payment-gateway';

/**
 * The Checkout Session we ask Stripe for: German, 30-minute expiry, VAT ID for business customers.
 * No Stripe invoice: the product issues the one invoice with its own number (DECISIONS 32).
 */
export function toCheckoutSessionParams(request: CheckoutSessionRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = { booking_id: request.bookingId, course_id: request.courseId };
  return {
    mode: 'payment',
    locale: 'de',
    customer_email: request.customerEmail,
    customer_creation: 'always',
    client_reference_id: request.bookingId,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    line_items: [
      {
        quantity: request.quantity,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.unitAmount,
          product_data: { name: request.productName, description: request.productDescription },
        },
      },
    ],
    tax_id_collection: { enabled: request.customerType === 'business' },
    billing_address_collection: request.customerType === 'business' ? 'required' : 'auto',
    payment_intent_data: { description: request.productName, metadata },
    metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

export function toPaymentSession(session: Stripe.Checkout.Session): PaymentSession {
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: oneOf(session.status, ['complete', 'expired'] as const, 'open'),
    paymentStatus: oneOf(session.payment_status, ['paid', 'no_payment_required'] as const, 'unpaid'),
    bookingId: session.metadata?.booking_id ?? session.client_reference_id ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
  };
}

/** Stripe's enums are open (new values may appear); anything unknown maps to the safe default. */
function oneOf<Known extends string, Fallback extends string>(
  value: string | null,
  known: readonly Known[],
  fallback: Fallback,
): Known | Fallback {
  return (known as readonly string[]).includes(value ?? '') ? (value as Known) : fallback;
}
