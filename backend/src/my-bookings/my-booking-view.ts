import {
  accessMailOf,
  accessMailSentence,
  accessWindowOpen,
  BOOKING_STATUS_LABELS,
  isPaymentDue,
  paidBySomeoneElse,
  rebookOpen,
  selfCancellationRefund,
  selfCancellationText,
  substituteOpen,
} from '@mpb/domain';
import { hasAccessDetails } from '@mpb/emails';
import { paidCents } from '../bookings/paid-booking-cancellation.service';
import { verificationUrl } from '../certificates/verification-url';
import type { InvoiceSummary } from '../invoices/invoices.repository';
import { MyBookingDto } from './dto/my-booking.dto';
import { MyBookingRow } from './my-bookings.repository';

const PAYMENT_MADE: ReadonlySet<string> = new Set(['paid', 'refunded', 'partially_refunded']);

/** What was paid for the booking, refunds not subtracted; 0 while no payment came in. */
export function amountPaid(booking: { payment_status: string; paid_amount: number | null; amount: number }): number {
  return PAYMENT_MADE.has(booking.payment_status) ? (booking.paid_amount ?? booking.amount) : 0;
}

export const REFUND_REFUSED_NOTICE =
  'Ihre Stornierung konnte nicht abgeschlossen werden, weil der Zahlungsanbieter die Erstattung nicht ausgeführt hat. Unser Team ist informiert und meldet sich bei Ihnen.';

/** The booking's self-service facts as the row and the terms give them at `now`. */
export function selfServiceOf(row: Pick<MyBookingRow, 'customer_type' | 'created_at' | 'date' | 'start_time'>) {
  return {
    customerType: row.customer_type,
    bookedAt: row.created_at,
    course: { date: row.date, start_time: row.start_time },
  };
}

/** Whether the participant may cancel the booking now: confirmed, not started, no refusal under review. */
export function cancellable(row: Pick<MyBookingRow, 'booking_status' | 'starts_at' | 'review_reason'>, now: Date) {
  return (
    row.booking_status === 'confirmed' &&
    now.getTime() < row.starts_at.getTime() &&
    row.review_reason !== 'refund_refused'
  );
}

/**
 * A row of 'Meine Buchungen' as the page shows it, for the signed-in `email`. A substitute sees
 * their seat, access data, calendar file and certificate; amounts, the receipt, the invoices and
 * every change stay with the payer. `accessSentAt`: when the participant last received the access data.
 */
export function toMyBooking(
  row: MyBookingRow,
  email: string,
  now: Date,
  siteUrl: string,
  accessSentAt: Date | null,
  invoices: InvoiceSummary[],
): MyBookingDto {
  const substitute = paidBySomeoneElse(row.payer_email, email);
  const manages = !substitute;
  const confirmed = row.booking_status === 'confirmed';
  const paid = amountPaid(row);
  const refunded =
    row.payment_status === 'refunded' || row.payment_status === 'partially_refunded'
      ? (row.refunded_amount ?? paid)
      : null;
  const access = {
    url: row.access_url,
    meetingId: row.access_meeting_id,
    passcode: row.access_passcode,
    dialIn: row.access_dial_in,
    note: row.access_note,
  };
  const upcoming = now.getTime() < row.ends_at.getTime();
  const windowOpen = accessWindowOpen(row.starts_at, now);
  const accessOpen = confirmed && windowOpen && upcoming;
  const participant = row.customer_email.trim().toLowerCase() === email;
  const canCancel = manages && cancellable(row, now);
  const self = selfServiceOf(row);
  const refund = canCancel ? selfCancellationRefund(self, paidCents(row), now) : null;
  return {
    id: row.id,
    orderId: row.order_id,
    courseTitle: row.course_title,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    upcoming,
    status: row.booking_status,
    statusLabel: BOOKING_STATUS_LABELS[row.booking_status],
    paidCents: manages ? paid : null,
    paymentDue: manages && isPaymentDue(row),
    refundedCents: manages ? refunded : null,
    isPayer: !participant,
    paidBy: substitute ? row.payer_name : null,
    participantName: row.customer_name,
    calendarUrl: confirmed ? `/api/me/bookings/${row.id}/calendar.ics` : null,
    receiptUrl: manages && paid > 0 ? `/api/me/bookings/${row.id}/receipt` : null,
    invoices: manages
      ? invoices.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          kind: invoice.kind,
          issuedAt: invoice.issued_at,
          grossCents: invoice.gross_cents,
        }))
      : [],
    access: accessOpen && hasAccessDetails(access) ? access : null,
    accessNote:
      confirmed && upcoming && participant ? accessMailSentence(accessMailOf(accessSentAt, windowOpen)) : null,
    certificate: row.certificate_number
      ? {
          number: row.certificate_number,
          verificationUrl: verificationUrl(siteUrl, row.certificate_number),
          downloadUrl: `/api/me/bookings/${row.id}/certificate.pdf`,
        }
      : null,
    cancellation: refund
      ? { basis: refund.basis, refundCents: refund.refundCents, text: selfCancellationText(refund) }
      : null,
    canCancel,
    canRebook: manages && confirmed && rebookOpen(self.course, now),
    canSubstitute: manages && confirmed && substituteOpen(self.course, now),
    notice: manages && confirmed && row.review_reason === 'refund_refused' ? REFUND_REFUSED_NOTICE : null,
  };
}
