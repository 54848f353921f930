import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { mintBookingMailLink } from '../../auth/booking-mail-link';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { BookingEmailKind, JOBS, JobPayload } from '../../core/queue/job-names';
import { BookingEmailComposer } from '../booking-email/booking-email.composer';
import { BookingMailData, loadBookingMailData } from '../booking-mail-data';
import { EmailSenderService } from '../email-sender.service';

const EMAIL_TYPE: Record<BookingEmailKind, string> = {
  confirmation: 'booking-confirmation',
  'manual-confirmation': 'manual-confirmation',
  cancellation: 'cancellation',
  refund: 'refund',
  'schedule-change': 'schedule-change',
  'access-change': 'access-change',
};

/** Mails about the course, not the booking's own state: they leave the booking's email_status alone. */
const COURSE_NEWS: ReadonlySet<BookingEmailKind> = new Set(['schedule-change', 'access-change']);

/** Confirmation, manual confirmation, cancellation and refund mails; keeps the booking's email_status. */
@Injectable()
@JobHandler(JOBS.sendBookingEmail)
export class SendBookingEmailJob implements HandlesJob<typeof JOBS.sendBookingEmail> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: EmailSenderService,
    private readonly composer: BookingEmailComposer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendBookingEmail>, context: { attempt: number; maxAttempts: number }) {
    const booking = await loadBookingMailData(this.dataSource.manager, payload.bookingId);
    const skipReason = booking ? whyNotMail(payload.kind, booking) : 'booking not found';
    if (!booking || skipReason) {
      this.logger.info(
        { bookingId: payload.bookingId, kind: payload.kind, reason: skipReason },
        'booking e-mail skipped',
      );
      return 'skipped';
    }
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: EMAIL_TYPE[payload.kind],
        to: booking.customerEmail,
        bookingId: booking.id,
        tracksBookingEmailStatus: !COURSE_NEWS.has(payload.kind),
        render: async () =>
          this.composer.compose(payload.kind, booking, {
            customMessage: payload.customMessage,
            previous: payload.previous,
            myBookingsUrl: await mintBookingMailLink(this.dataSource.manager, this.config.publicUrl, {
              email: booking.customerEmail,
              courseStartsAt: booking.startsAt,
            }),
          }),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}

/**
 * A checkout the visitor abandoned (cancel page, expiry, bulk cancel of pending ones) was never a
 * booking for them: only a booking that had been confirmed or paid gets a cancellation mail.
 */
function whyNotMail(kind: BookingEmailKind, booking: BookingMailData): string | null {
  if (booking.deletedAt) return 'booking deleted';
  if (COURSE_NEWS.has(kind) && booking.bookingStatus !== 'confirmed') return 'booking no longer confirmed';
  if (kind === 'cancellation' && !booking.confirmedAt && booking.paymentStatus !== 'paid')
    return 'booking was never confirmed';
  return null;
}
