import { Injectable } from '@nestjs/common';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { InvoiceRenderingService } from '../invoice-rendering.service';

/** invoice.issued: renders and stores the invoice's PDF and XML. */
@Injectable()
@JobHandler(JOBS.renderInvoice)
export class RenderInvoiceJob implements HandlesJob<typeof JOBS.renderInvoice> {
  constructor(private readonly rendering: InvoiceRenderingService) {}

  handle(payload: JobPayload<typeof JOBS.renderInvoice>) {
    return this.rendering.render(payload.invoiceId);
  }
}
