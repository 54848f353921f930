import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { BookingEmailKind, JOBS, JobPayload } from '../../core/queue/job-names';
import { BookingEmailComposer, TEMPLATE_TYPE } from '../booking-email/booking-email.composer';
import { BookingMailData } from '../booking-mail-data';
import { BookingMailRepository } from '../booking-mail.repository';
import { EmailSenderService } from '../email-sender.service';
import { MY_BOOKINGS_LINKS, MyBookingsLinks } from '../my-bookings-link';

const EMAIL_TYPE: Record<BookingEmailKind, string> = {
  confirmation: 'booking-confirmation',
  'manual-confirmation': 'manual-confirmation',
  cancellation: 'cancellation',
  'payer-cancellation': 'payer-cancellation',
  'pending-cancellation': 'cancellation',
  refund: 'refund',
  'payer-refund': 'payer-refund',
  'schedule-change': 'schedule-change',
  'access-change': 'access-change',
};

/** Mails about the course, not the booking's own state: they leave the booking's email_status alone. */
const COURSE_NEWS: ReadonlySet<BookingEmailKind> = new Set(['schedule-change', 'access-change']);

/** Mails to the booking's payer (payer_*), not its participant; the booking's email_status follows the participant's mails. */
const TO_PAYER: ReadonlySet<BookingEmailKind> = new Set(['payer-cancellation', 'payer-refund']);

/** Confirmation, manual confirmation, cancellation and refund (to the participant and to a payer) mails; keeps the booking's email_status. */
@Injectable()
@JobHandler(JOBS.sendBookingEmail)
export class SendBookingEmailJob implements HandlesJob<typeof JOBS.sendBookingEmail> {
  constructor(
    private readonly bookingMail: BookingMailRepository,
    private readonly sender: EmailSenderService,
    private readonly composer: BookingEmailComposer,
    @Inject(MY_BOOKINGS_LINKS) private readonly myBookingsLinks: MyBookingsLinks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendBookingEmail>, context: { attempt: number; maxAttempts: number }) {
    const data = await this.bookingMail.bookingEmailData(payload.bookingId, TEMPLATE_TYPE[payload.kind]);
    const skipReason = data ? whyNotMail(payload.kind, data.booking) : 'booking not found';
    if (!data || skipReason) {
      this.logger.info(
        { bookingId: payload.bookingId, kind: payload.kind, reason: skipReason },
        'booking e-mail skipped',
      );
      return 'skipped';
    }
    const { booking } = data;
    const to = recipientOf(payload.kind, booking);
    const myBookingsLink = this.myBookingsLinks.prepare({ email: to, courseStartsAt: booking.startsAt });
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: EMAIL_TYPE[payload.kind],
        to,
        bookingId: booking.id,
        tracksBookingEmailStatus: !COURSE_NEWS.has(payload.kind) && !TO_PAYER.has(payload.kind),
        writeWithClaim: myBookingsLink.write,
        render: () =>
          this.composer.compose(payload.kind, data, {
            customMessage: payload.customMessage,
            previous: payload.previous,
            myBookingsUrl: myBookingsLink.url,
          }),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}

/**
 * A checkout the visitor abandoned (cancel page, expiry) was never a booking for them: only a
 * booking that had been confirmed or paid gets a cancellation mail. The office's bulk cancel of
 * pending bookings tells each customer with its own kind ('pending-cancellation').
 */
function whyNotMail(kind: BookingEmailKind, booking: BookingMailData): string | null {
  if (booking.deletedAt) return 'booking deleted';
  if (COURSE_NEWS.has(kind) && booking.bookingStatus !== 'confirmed') return 'booking no longer confirmed';
  if (
    (kind === 'cancellation' || kind === 'payer-cancellation') &&
    !booking.confirmedAt &&
    booking.paymentStatus !== 'paid'
  )
    return 'booking was never confirmed';
  if (TO_PAYER.has(kind) && !booking.payerEmail) return 'booking has no payer';
  return null;
}

function recipientOf(kind: BookingEmailKind, booking: BookingMailData): string {
  return TO_PAYER.has(kind) && booking.payerEmail ? booking.payerEmail : booking.customerEmail;
}
