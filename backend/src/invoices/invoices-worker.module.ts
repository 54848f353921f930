import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { INVOICE_RENDERER } from './invoice-renderer';
import { InvoiceRenderingService } from './invoice-rendering.service';
import { InvoicesModule } from './invoices.module';
import { DeleteExpiredInvoicesJob } from './jobs/delete-expired-invoices.job';
import { InvoiceRetentionRepository } from './invoice-retention.repository';
import { RenderInvoiceJob } from './jobs/render-invoice.job';
import { RenderPendingInvoicesJob } from './jobs/render-pending-invoices.job';
import { SendInvoiceEmailJob } from './jobs/send-invoice-email.job';
import { pdfInvoiceRenderer } from './pdf-invoice-renderer';

/** Worker only: renders invoices, mails them and deletes them when their retention period has ended. */
@Module({
  imports: [InvoicesModule, MailModule],
  providers: [
    { provide: INVOICE_RENDERER, useValue: pdfInvoiceRenderer },
    InvoiceRenderingService,
    RenderInvoiceJob,
    RenderPendingInvoicesJob,
    SendInvoiceEmailJob,
    InvoiceRetentionRepository,
    DeleteExpiredInvoicesJob,
  ],
})
export class InvoicesWorkerModule {}
