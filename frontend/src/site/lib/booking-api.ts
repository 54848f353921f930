import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import type { OrderParticipant } from '@mpb/domain';
import { call } from './api';

export type CustomerType = CheckoutRequest['customerType'];
export type PaymentMethod = NonNullable<CheckoutRequest['paymentMethod']>;

/** validate-discount-code (000 §7). Amounts in cents. */
export type DiscountValidation = ApiSchema<'DiscountValidationDto'>;

export function validateDiscountCode(
  input: ApiSchema<'ValidateDiscountRequestDto'>,
  options: { signal?: AbortSignal } = {},
): Promise<DiscountValidation> {
  return call((signal) => api.POST('/api/discounts/validate', { body: input, signal }), options);
}

/** create-checkout-session (000 §7) plus the terms flag and an optional waitlist offer token. */
type CheckoutRequest = ApiSchema<'CheckoutRequestDto'>;
/**
 * The body as the form holds it: an unticked terms box goes as is, and the server refuses it naming
 * the field. `participants`: the people the order books, the buyer first if they take part (DECISIONS 34).
 */
export type CheckoutDraft = Omit<CheckoutRequest, 'acceptedAGB' | 'participants'> & {
  acceptedAGB: boolean;
  participants: OrderParticipant[];
};
export type CheckoutResponse = ApiSchema<'CheckoutResponseDto'>;

export function createCheckoutSession(request: CheckoutDraft): Promise<CheckoutResponse> {
  // Opening a payment session can take a while at the provider; give it more than the default.
  // The draft may hold an unticked terms box, which the documented body cannot: the server names it.
  const body = request as CheckoutRequest;
  return call((signal) => api.POST('/api/checkout', { body, signal }), { timeoutMs: 30_000 });
}

/** The signed-in buyer's latest billing details, to prefill the booking dialog. */
export type BillingDetails = ApiSchema<'MyBillingDetailsDto'>;

export function fetchMyBillingDetails(signal?: AbortSignal): Promise<BillingDetails> {
  return call((abort) => api.GET('/api/me/billing-address', { signal: abort }), { signal });
}

/** A booking as read after payment (000 §3). */
export type BookingView = ApiSchema<'BookingViewDto'>;

/** `confirming`: the payment arrived and the booking is being confirmed (our records were briefly unavailable). */
export type PaymentVerification = ApiSchema<'VerifyPaymentResponseDto'>;

export function verifyPayment(sessionId: string, bookingId: string): Promise<PaymentVerification> {
  return call((signal) => api.POST('/api/payments/verify', { body: { sessionId, bookingId }, signal }), {
    timeoutMs: 30_000,
  });
}

/** What the cancel page's call did; a paid booking, a wrong link or an unknown booking answer with an error. */
export type CancelBookingAnswer = ApiSchema<'CancelBookingResponseDto'>;

export function cancelBooking(bookingId: string, token: string): Promise<CancelBookingAnswer> {
  return call((signal) =>
    api.POST('/api/bookings/{id}/cancel', { params: { path: { id: bookingId } }, body: { token }, signal }),
  );
}

/** What the discard link's page did; a paid booking or a wrong link answer with an error. */
export type DiscardCheckoutAnswer = ApiSchema<'DiscardCheckoutResponseDto'>;

export function discardCheckout(bookingId: string, token: string): Promise<DiscardCheckoutAnswer> {
  return call((signal) =>
    api.POST('/api/bookings/{id}/discard', { params: { path: { id: bookingId } }, body: { token }, signal }),
  );
}

/** A seat offered from the waitlist (link /online-seminare?angebot=<token>). */
export type WaitlistOffer = ApiSchema<'WaitlistOfferDto'>;

export function fetchWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  return call((abort) => api.GET('/api/waitlist/offer', { params: { query: { token } }, signal: abort }), { signal });
}
