import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { Clock } from '../../core/clock/clock';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS } from '../../core/queue/job-names';
import { InvoiceRetentionRepository } from '../invoice-retention.repository';

const BATCH_SIZE = 500;

/**
 * Daily: deletes every invoice, restricted or not, whose retention period (8 years from the end of
 * its calendar year, § 147 AO, § 14b UStG) has ended, with its documents (DECISIONS 33).
 */
@Injectable()
@JobHandler(JOBS.deleteExpiredInvoices)
export class DeleteExpiredInvoicesJob implements HandlesJob<typeof JOBS.deleteExpiredInvoices> {
  constructor(
    private readonly retention: InvoiceRetentionRepository,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle() {
    const at = this.clock.now();
    let deleted = 0;
    for (let batch = BATCH_SIZE; batch === BATCH_SIZE; deleted += batch) {
      batch = await this.retention.deleteExpired(at, BATCH_SIZE);
    }
    if (deleted) this.logger.info({ deleted }, 'invoices past their retention period deleted');
    return { deleted };
  }
}
