import { daysBeforeCourse, refundReason, selfCancellationRefund, type SelfCancellationBasis } from '@mpb/domain';
import type { BookingWithPayer } from '../orders.repository';
import { paidCents } from '../paid-booking-cancellation.service';

/**
 * The refund the admin's cancel proposes (DECISIONS 23, 31): what the participant's own
 * cancellation in 'Meine Buchungen' would give today, from the same rule: a private customer's
 * withdrawal, else the terms' band.
 */
export interface RefundProposal {
  paidCents: number;
  proposedRefundCents: number;
  /** Calendar days from today to the course date, both in Europe/Berlin; negative once it started. */
  daysBeforeStart: number;
  basis: SelfCancellationBasis;
  reason: string;
  customerType: BookingWithPayer['customer_type'];
  /** The company that booked: the payer's once a substitute took the seat. */
  company: string | null;
  bookedAt: Date;
}

/** Calendar days from today to the course date in Europe/Berlin (the rule lives in @mpb/domain). */
export const daysBeforeStart = daysBeforeCourse;

/** `course`: the date and start as the course lies now (the booking's snapshot once the course is gone). */
export function refundProposal(
  booking: Pick<
    BookingWithPayer,
    | 'customer_type'
    | 'customer_company'
    | 'payer_email'
    | 'payer_company'
    | 'created_at'
    | 'payment_status'
    | 'paid_amount'
    | 'amount'
  >,
  course: { date: string; start_time: string },
  now: Date,
): RefundProposal {
  const paid = paidCents(booking);
  const refund = selfCancellationRefund(
    { customerType: booking.customer_type, bookedAt: booking.created_at, course },
    paid,
    now,
  );
  return {
    paidCents: paid,
    proposedRefundCents: refund.refundCents,
    daysBeforeStart: refund.daysBeforeStart,
    basis: refund.basis,
    reason: refundReason(refund),
    customerType: booking.customer_type,
    company: booking.payer_email ? booking.payer_company : booking.customer_company,
    bookedAt: booking.created_at,
  };
}
