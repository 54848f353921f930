import { Module } from '@nestjs/common';
import { AdminInvoicesController } from './admin/admin-invoices.controller';
import { AdminInvoicesRepository } from './admin/admin-invoices.repository';
import { InvoiceExportRepository } from './admin/invoice-export.repository';
import { InvoiceExportService } from './admin/invoice-export.service';
import { InvoicePaymentService } from './invoice-payment.service';
import { InvoicePaymentsRepository } from './invoice-payments.repository';
import { InvoiceDocumentsRepository } from './invoice-documents.repository';
import { InvoiceDownloadsService } from './invoice-downloads.service';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoicesRepository } from './invoices.repository';

/** The product's own invoices (DECISIONS 32, 33): issuing in the booking's transactions, the admin list, the downloads and the accountant's export. */
@Module({
  controllers: [AdminInvoicesController],
  providers: [
    InvoicesRepository,
    InvoiceDocumentsRepository,
    InvoiceIssuingService,
    InvoiceDownloadsService,
    AdminInvoicesRepository,
    InvoiceExportRepository,
    InvoiceExportService,
    InvoicePaymentsRepository,
    InvoicePaymentService,
  ],
  exports: [
    InvoicesRepository,
    InvoiceDocumentsRepository,
    InvoiceIssuingService,
    InvoiceDownloadsService,
    InvoicePaymentsRepository,
    InvoicePaymentService,
  ],
})
export class InvoicesModule {}
