export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
/** The built-in test checkout, provided by test-checkout/ for when Stripe is not configured. */
export const TEST_PAYMENT_GATEWAY = Symbol('TEST_PAYMENT_GATEWAY');

type PaymentProvider = 'stripe' | 'test';

export interface CheckoutSessionRequest {
  bookingId: string;
  courseId: string;
  /** Cents per seat, after any discount. */
  unitAmount: number;
  /** Seats of the order, one per participant. */
  quantity: number;
  currency: string;
  customerEmail: string;
  customerType: 'private' | 'business';
  productName: string;
  productDescription: string;
  expiresAt: Date;
  /** May contain Stripe's literal `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a retried request never opens a second one. */
  idempotencyKey: string;
}

/** What the booking code needs to know about a hosted checkout, whichever provider runs it. */
export interface PaymentSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  bookingId: string | null;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

export interface RefundRequest {
  bookingId: string;
  paymentIntentId: string;
  amount: number;
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<PaymentSession>;
  retrieveCheckoutSession(sessionId: string): Promise<PaymentSession>;
  /** Closes an open session so it can no longer be paid; returns its state afterwards. */
  expireCheckoutSession(sessionId: string): Promise<PaymentSession>;
  refund(request: RefundRequest): Promise<{ id: string }>;
}

/** The built-in checkout knows no session with this id. */
export class PaymentSessionNotFoundError extends Error {}

export function isPaid(session: PaymentSession): boolean {
  return session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required';
}
