import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, QUEUES } from '../../core/queue/job-names';
import { QueueRegistry } from '../../core/queue/queue-registry.service';
import { OutboxRepository } from '../../core/queue/outbox.repository';
import { Clock } from '../../core/clock/clock';
import { ReminderRepository } from '../reminder.repository';

/**
 * Queues one reminder mail per due booking. The job id is derived from the reminder's key, so a
 * scan that overlaps the previous one adds nothing twice; the e-mail log guards the rest. The
 * mails are recorded as owed first: once recorded, a later scan skips them and the mail sweep
 * queues them again if adding the jobs fails or Redis loses them.
 */
@Injectable()
@JobHandler(JOBS.scanReminders)
export class ScanRemindersJob implements HandlesJob<typeof JOBS.scanReminders> {
  constructor(
    private readonly reminders: ReminderRepository,
    private readonly outbox: OutboxRepository,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle() {
    const due = await this.reminders.findDue(this.clock.now());
    if (!due.length) return { queued: 0 };
    const jobs = due.map((reminder) => ({
      name: JOBS.sendReminderEmail,
      data: {
        bookingId: reminder.bookingId,
        courseStartsAt: reminder.courseStartsAt.toISOString(),
        idempotencyKey: reminder.idempotencyKey,
      },
      opts: { jobId: `reminder-${reminder.bookingId}-${reminder.courseStartsAt.getTime()}` },
    }));
    await this.outbox.recordOwedMails(
      jobs.map((job) => ({ queue: QUEUES.mail, jobName: job.name, jobId: job.opts.jobId, data: job.data })),
    );
    await this.queues.get(QUEUES.mail).addBulk(jobs);
    this.logger.info({ queued: due.length }, 'reminder e-mails queued');
    return { queued: due.length };
  }
}
