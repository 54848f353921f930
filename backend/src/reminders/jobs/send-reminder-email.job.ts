import { Inject, Injectable } from '@nestjs/common';
import { paidBySomeoneElse } from '@mpb/domain';
import { renderEmail } from '@mpb/emails';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { courseSchedule } from '../../mail/booking-mail-data';
import { BookingMailRepository } from '../../mail/booking-mail.repository';
import { EmailSenderService } from '../../mail/email-sender.service';
import { MY_BOOKINGS_LINKS, MyBookingsLinks } from '../../mail/my-bookings-link';
import { ReminderRepository } from '../reminder.repository';

/** The reminder with the final access details, 24 hours before course start. */
@Injectable()
@JobHandler(JOBS.sendReminderEmail)
export class SendReminderEmailJob implements HandlesJob<typeof JOBS.sendReminderEmail> {
  constructor(
    private readonly reminders: ReminderRepository,
    private readonly bookingMail: BookingMailRepository,
    private readonly sender: EmailSenderService,
    @Inject(MY_BOOKINGS_LINKS) private readonly myBookingsLinks: MyBookingsLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendReminderEmail>, context: { attempt: number; maxAttempts: number }) {
    // Cancelled or moved since it was queued: the next scan queues the reminder for the new date.
    const startsAt = await this.reminders.currentCourseStart(payload.bookingId);
    const booking = startsAt && (await this.bookingMail.mailData(payload.bookingId));
    if (!booking || startsAt.getTime() !== new Date(payload.courseStartsAt).getTime()) {
      this.logger.info({ bookingId: payload.bookingId }, 'reminder no longer due; skipped');
      return 'skipped';
    }
    const myBookingsLink = this.myBookingsLinks.prepare({
      email: booking.customerEmail,
      courseStartsAt: booking.startsAt,
    });
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: 'reminder',
        to: booking.customerEmail,
        bookingId: booking.id,
        writeWithClaim: myBookingsLink.write,
        render: () =>
          renderEmail(
            {
              type: 'reminder',
              props: {
                ...courseSchedule(booking),
                customerName: booking.customerName,
                bookingId: booking.id,
                access: booking.access,
                substitute: paidBySomeoneElse(booking.payerEmail ?? null, booking.customerEmail),
                myBookingsUrl: myBookingsLink.url,
              },
            },
            { site: this.config.site },
          ),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}
