import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { Clock } from '../../core/clock/clock';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS } from '../../core/queue/job-names';
import { InvoiceDocumentsRepository } from '../invoice-documents.repository';
import { InvoiceRenderingService } from '../invoice-rendering.service';

const BATCH_SIZE = 50;
/** An invoice younger than this is left to its own render job. */
const GRACE_MS = 60_000;

/** Every minute: renders the invoices whose render job Redis lost or that failed for good, so none stays without documents. */
@Injectable()
@JobHandler(JOBS.renderPendingInvoices)
export class RenderPendingInvoicesJob implements HandlesJob<typeof JOBS.renderPendingInvoices> {
  constructor(
    private readonly documents: InvoiceDocumentsRepository,
    private readonly rendering: InvoiceRenderingService,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle() {
    const pending = await this.documents.unrendered(new Date(this.clock.now().getTime() - GRACE_MS), BATCH_SIZE);
    let rendered = 0;
    for (const invoiceId of pending) {
      try {
        if ((await this.rendering.render(invoiceId)) === 'rendered') rendered += 1;
      } catch (error) {
        this.logger.error({ err: error, invoiceId }, 'invoice documents could not be rendered; will retry');
      }
    }
    return { pending: pending.length, rendered };
  }
}
