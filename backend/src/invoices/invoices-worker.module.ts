import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InvoiceRenderingService } from './invoice-rendering.service';
import { InvoicesModule } from './invoices.module';
import { RenderInvoiceJob } from './jobs/render-invoice.job';
import { RenderPendingInvoicesJob } from './jobs/render-pending-invoices.job';
import { SendInvoiceEmailJob } from './jobs/send-invoice-email.job';

/** Worker only: renders invoices (INVOICE_RENDERER) and mails them. */
@Module({
  imports: [InvoicesModule, MailModule],
  providers: [InvoiceRenderingService, RenderInvoiceJob, RenderPendingInvoicesJob, SendInvoiceEmailJob],
})
export class InvoicesWorkerModule {}
