import { Module } from '@nestjs/common';
import { AdminInvoicesController } from './admin/admin-invoices.controller';
import { AdminInvoicesRepository } from './admin/admin-invoices.repository';
import { InvoiceDocumentsRepository } from './invoice-documents.repository';
import { InvoiceDownloadsService } from './invoice-downloads.service';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoicesRepository } from './invoices.repository';

/** The product's own invoices (DECISIONS 32, 33): issuing in the booking's transactions, the admin list and the downloads. */
@Module({
  controllers: [AdminInvoicesController],
  providers: [
    InvoicesRepository,
    InvoiceDocumentsRepository,
    InvoiceIssuingService,
    InvoiceDownloadsService,
    AdminInvoicesRepository,
  ],
  exports: [InvoicesRepository, InvoiceDocumentsRepository, InvoiceIssuingService, InvoiceDownloadsService],
})
export class InvoicesModule {}
