import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, QueueName } from '../../core/queue/job-names';
import { QueueRegistry } from '../../core/queue/queue-registry.service';
import { Clock } from '../../core/clock/clock';

const BATCH_SIZE = 500;
const LIVE_STATES: ReadonlySet<string> = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

interface OwedMailRow {
  id: string;
  queue: QueueName | null;
  job_name: string | null;
  job_id: string | null;
  job_data: Record<string, unknown> | null;
  retry_window_ended: boolean;
}

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
    private readonly dataSource: DataSource,
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
    return this.dataSource.query(
      `SELECT id, queue, job_name, job_id, job_data, created_at <= $5::timestamptz - make_interval(secs => $3) AS retry_window_ended
         FROM email_log
        WHERE status IN ('queued', 'sending') AND id > $1
          AND (lease_until IS NULL OR lease_until <= now())
          AND COALESCE(last_attempt_at, created_at) <= now() - make_interval(secs => $2)
        ORDER BY id LIMIT $4`,
      [after, sweepIntervalMs / 1000, retryWindowMs / 1000, BATCH_SIZE, this.clock.now().toISOString()],
    );
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
    return this.dataSource.transaction(async (manager) => {
      const [, affected]: [unknown, number] = await manager.query(
        `UPDATE email_log SET status = $2, job_data = NULL, error = CASE WHEN $2 = 'failed' THEN COALESCE(error, $3) ELSE error END
          WHERE id = $1 AND status IN ('queued', 'sending') AND (lease_until IS NULL OR lease_until <= now())`,
        [row.id, status, `not delivered within ${hours} hours`],
      );
      if (!affected) return null;
      const bookingId = row.job_data?.bookingId;
      if (status === 'failed' && row.job_name === JOBS.sendBookingEmail && typeof bookingId === 'string') {
        await manager.query(
          `UPDATE bookings SET email_status = 'failed' WHERE id = $1 AND email_status IS DISTINCT FROM 'failed'`,
          [bookingId],
        );
      }
      return status;
    });
  }
}
