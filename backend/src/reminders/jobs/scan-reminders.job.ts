import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, QUEUES } from '../../core/queue/job-names';
import { QueueRegistry } from '../../core/queue/queue-registry.service';
import { Clock } from '../clock';
import { findDueReminders } from '../due-reminders.query';

/**
 * Queues one reminder mail per due booking. The job id is derived from the reminder's key, so a
 * scan that overlaps the previous one adds nothing twice; the e-mail log guards the rest.
 */
@Injectable()
@JobHandler(JOBS.scanReminders)
export class ScanRemindersJob implements HandlesJob<typeof JOBS.scanReminders> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle() {
    const due = await findDueReminders(this.dataSource.manager, this.clock.now());
    if (!due.length) return { queued: 0 };
    await this.queues.get(QUEUES.mail).addBulk(
      due.map((reminder) => ({
        name: JOBS.sendReminderEmail,
        data: {
          bookingId: reminder.bookingId,
          courseStartsAt: reminder.courseStartsAt.toISOString(),
          idempotencyKey: reminder.idempotencyKey,
        },
        opts: { jobId: `reminder-${reminder.bookingId}-${reminder.courseStartsAt.getTime()}` },
      })),
    );
    this.logger.info({ queued: due.length }, 'reminder e-mails queued');
    return { queued: due.length };
  }
}
