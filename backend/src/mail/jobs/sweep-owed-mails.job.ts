import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { TransactionRunner } from '../../core/database/transaction';
import { JOBS } from '../../core/queue/job-names';
import { QueueRegistry } from '../../core/queue/queue-registry.service';
import { Clock } from '../../core/clock/clock';
import { BookingMailRepository } from '../booking-mail.repository';
import { EmailLogRepository, OwedMailRow } from '../email-log.repository';

const BATCH_SIZE = 500;
const LIVE_STATES: ReadonlySet<string> = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

type Settled = 'skipped' | 'failed';

/**
 * The e-mail log, not Redis, is the record of mails owed. The sweep looks at every owed mail no
 * attempt is working on (no running lease, none within the last sweep interval) and at its job:
 * - waiting, delayed or running: nothing to do;
 * - completed while the mail is still owed: its handler found the mail no longer wanted (skipped);
 * - failed, or gone because Redis lost it: queued again under the same job id, or, once the mail
 *   has been owed longer than MAIL_RETRY_HOURS (by the injected clock), marked failed;
 * - no job to queue (a row without job data): it can never be sent, so it is marked failed once
 *   the retry window has passed.
 */
@Injectable()
@JobHandler(JOBS.sweepOwedMails)
export class SweepOwedMailsJob implements HandlesJob<typeof JOBS.sweepOwedMails> {
  constructor(
    private readonly emailLog: EmailLogRepository,
    private readonly bookingMail: BookingMailRepository,
    private readonly transactions: TransactionRunner,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle() {
    const counts = { requeued: 0, skipped: 0, failed: 0 };
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.owedMails(after);
      for (const row of rows) {
        const result = await this.sweep(row);
        if (result) counts[result] += 1;
      }
      if (rows.length < BATCH_SIZE) break;
      after = rows[rows.length - 1].id;
    }
    if (counts.requeued || counts.skipped || counts.failed) this.logger.info(counts, 'owed e-mails swept');
    return counts;
  }

  private owedMails(after: string): Promise<OwedMailRow[]> {
    const { sweepIntervalMs, retryWindowMs } = this.config.mail;
    return this.emailLog.owedIdle(after, {
      idleSeconds: sweepIntervalMs / 1000,
      windowSeconds: retryWindowMs / 1000,
      limit: BATCH_SIZE,
      now: this.clock.now(),
    });
  }

  private async sweep(row: OwedMailRow): Promise<'requeued' | Settled | null> {
    if (!row.queue || !row.job_name || !row.job_id || !row.job_data)
      return row.retry_window_ended ? this.settle(row, 'failed') : null;
    const queue = this.queues.get(row.queue);
    const state = await queue.getJobState(row.job_id);
    if (LIVE_STATES.has(state)) return null;
    if (state === 'completed') return this.settle(row, 'skipped');
    if (row.retry_window_ended) return this.settle(row, 'failed');
    if (state !== 'unknown') await queue.remove(row.job_id);
    await queue.add(row.job_name, row.job_data, { jobId: row.job_id });
    return 'requeued';
  }

  /** Only while still owed and unclaimed; a booking e-mail given up also shows on the booking. */
  private async settle(row: OwedMailRow, status: Settled): Promise<Settled | null> {
    const hours = this.config.mail.retryWindowMs / 3_600_000;
    return this.transactions.once(async (manager) => {
      if (!(await this.emailLog.settleOwed(manager, row.id, status, `not delivered within ${hours} hours`)))
        return null;
      const bookingId = row.job_data?.bookingId;
      if (status === 'failed' && row.job_name === JOBS.sendBookingEmail && typeof bookingId === 'string')
        await this.bookingMail.setEmailStatus(manager, bookingId, 'failed');
      return status;
    });
  }
}
