import type { EmailStatus } from '@mpb/domain';
import { getJson, postJson } from './api';
import type { Course } from './courses';

export type CustomerType = 'private' | 'business';

/** validate-discount-code (000 §7). Amounts in cents. */
interface DiscountValidation {
  valid: boolean;
  discountAmount: number;
  finalPrice: number;
  discountPercentage: number;
  discountType: 'percentage' | 'fixed_amount' | null;
  error: string | null;
}

export function validateDiscountCode(
  input: { discountCode: string; customerEmail: string; coursePrice: number; courseId: Course['id'] },
  options: { signal?: AbortSignal } = {},
): Promise<DiscountValidation> {
  return postJson<DiscountValidation>('/api/discounts/validate', input, options);
}

/** create-checkout-session (000 §7) plus the terms flag and an optional waitlist offer token. */
export interface CheckoutRequest {
  courseId: Course['id'];
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerCompany: string | null;
  customerComments: string | null;
  customerType: CustomerType;
  acceptedAGB: boolean;
  selectedPrice: number;
  discountCode: string | null;
  discountAmount: number;
  originalAmount: number;
  waitlistOfferToken?: string;
}

export interface CheckoutResponse {
  url?: string | null;
  bookingId?: string;
}

export function createCheckoutSession(request: CheckoutRequest): Promise<CheckoutResponse> {
  // Opening a payment session can take a while at the provider; give it more than the default.
  return postJson<CheckoutResponse>('/api/checkout', request, { timeoutMs: 30_000 });
}

/** A booking as read after payment (000 §3). */
export interface BookingView {
  id: string;
  course_title: string;
  course_date: string;
  course_start_time?: string;
  course_end_time?: string;
  amount: number;
  currency: string;
  booking_status: string;
  payment_status: string;
  email_status?: EmailStatus;
  updated_at: string;
}

export interface PaymentVerification {
  success: boolean;
  booking: BookingView | null;
  emailSent: boolean;
  emailStatus?: EmailStatus;
  /** The payment arrived and the booking is being confirmed (our records were briefly unavailable). */
  confirming?: boolean;
  error: string | null;
}

export function verifyPayment(sessionId: string, bookingId: string): Promise<PaymentVerification> {
  return postJson<PaymentVerification>('/api/payments/verify', { sessionId, bookingId }, { timeoutMs: 30_000 });
}

/** What the cancel page's call did; a paid booking, a wrong link or an unknown booking answer with an error. */
export interface CancelBookingAnswer {
  outcome: 'cancelled' | 'already_cancelled';
  message: string;
}

export function cancelBooking(bookingId: string, token: string): Promise<CancelBookingAnswer> {
  return postJson(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { token });
}

/** A seat offered from the waitlist (link /online-seminare?angebot=<token>). */
export interface WaitlistOffer {
  courseId: string;
  course: Course;
  customerEmail: string;
  customerName: string | null;
  customerPhone: string | null;
  customerCompany: string | null;
  expiresAt: string;
}

export function fetchWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  return getJson<WaitlistOffer>(`/api/waitlist/offer?token=${encodeURIComponent(token)}`, { signal });
}
