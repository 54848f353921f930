import { Inject, Injectable } from '@nestjs/common';
import { paidBySomeoneElse } from '@mpb/domain';
import { renderEmail } from '@mpb/emails';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { mintBookingMailLink } from '../../auth/booking-mail-link';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { courseSchedule, loadBookingMailData } from '../../mail/booking-mail-data';
import { EmailSenderService } from '../../mail/email-sender.service';
import { currentCourseStart } from '../due-reminders.query';

/** The reminder with the final access details, 24 hours before course start. */
@Injectable()
@JobHandler(JOBS.sendReminderEmail)
export class SendReminderEmailJob implements HandlesJob<typeof JOBS.sendReminderEmail> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: EmailSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendReminderEmail>, context: { attempt: number; maxAttempts: number }) {
    // Cancelled or moved since it was queued: the next scan queues the reminder for the new date.
    const startsAt = await currentCourseStart(this.dataSource.manager, payload.bookingId);
    const booking = startsAt && (await loadBookingMailData(this.dataSource.manager, payload.bookingId));
    if (!booking || startsAt.getTime() !== new Date(payload.courseStartsAt).getTime()) {
      this.logger.info({ bookingId: payload.bookingId }, 'reminder no longer due; skipped');
      return 'skipped';
    }
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: 'reminder',
        to: booking.customerEmail,
        bookingId: booking.id,
        render: async () =>
          renderEmail(
            {
              type: 'reminder',
              props: {
                ...courseSchedule(booking),
                customerName: booking.customerName,
                bookingId: booking.id,
                access: booking.access,
                substitute: paidBySomeoneElse(booking.payerEmail ?? null, booking.customerEmail),
                myBookingsUrl: await mintBookingMailLink(this.dataSource.manager, this.config.publicUrl, {
                  email: booking.customerEmail,
                  courseStartsAt: booking.startsAt,
                }),
              },
            },
            { site: this.config.site },
          ),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}
