import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { INVOICE_RENDERER } from './invoice-renderer';
import { InvoiceRenderingService } from './invoice-rendering.service';
import { InvoicesModule } from './invoices.module';
import { RenderInvoiceJob } from './jobs/render-invoice.job';
import { RenderPendingInvoicesJob } from './jobs/render-pending-invoices.job';
import { SendInvoiceEmailJob } from './jobs/send-invoice-email.job';
import { pdfInvoiceRenderer } from './pdf-invoice-renderer';

/** Worker only: renders invoices and mails them. */
@Module({
  imports: [InvoicesModule, MailModule],
  providers: [
    { provide: INVOICE_RENDERER, useValue: pdfInvoiceRenderer },
    InvoiceRenderingService,
    RenderInvoiceJob,
    RenderPendingInvoicesJob,
    SendInvoiceEmailJob,
  ],
})
export class InvoicesWorkerModule {}
