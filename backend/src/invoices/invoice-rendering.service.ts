import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../core/database/transaction';
import { EVENTS } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { InvoiceDocumentsRepository } from './invoice-documents.repository';
import { INVOICE_RENDERER, InvoiceRenderer } from './invoice-renderer';
import { InvoicesRepository } from './invoices.repository';

/**
 * Renders an issued invoice's documents from its frozen snapshot and stores them once (worker).
 * The transaction that stores them owes the invoice mail to the buyer (which the mail job skips if
 * a GDPR deletion restricted the invoice); a second rendering finds them stored and changes nothing.
 */
@Injectable()
export class InvoiceRenderingService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly invoices: InvoicesRepository,
    private readonly documents: InvoiceDocumentsRepository,
    @Inject(INVOICE_RENDERER) private readonly renderer: InvoiceRenderer,
  ) {}

  async render(invoiceId: string): Promise<'rendered' | 'already-rendered' | 'unknown-invoice'> {
    if (await this.documents.exist(invoiceId)) return 'already-rendered';
    const invoice = await this.invoices.byId(invoiceId);
    if (!invoice) return 'unknown-invoice';
    // Retrying would not bind one: the minute sweep renders the invoice once a renderer is bound.
    const rendered = await this.renderer.render(invoice.snapshot);
    return this.transactions.run(async (manager) => {
      if (!(await this.documents.store(manager, invoiceId, rendered))) return 'already-rendered';
      await recordOutboxEvent(manager, EVENTS.invoiceRendered, { invoiceId });
      return 'rendered';
    });
  }
}
