import { Inject, Injectable } from '@nestjs/common';
import { todayInBerlin, transferDueDate } from '@mpb/domain';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { EVENTS } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { berlinYear, invoiceNumber } from './invoice-number';
import { cancellationSnapshot, invoiceSeller, invoiceSnapshot, invoiceTax } from './invoice-snapshots';
import { InvoiceRecord, InvoicesRepository } from './invoices.repository';

/**
 * Issues invoices and cancellation invoices (DECISIONS 32) in the caller's transaction, which holds
 * the booking's row lock. Each takes its number last (core/database/transaction.ts): the series'
 * counter row stays locked until that transaction commits, so call these as its final step.
 * The worker renders the documents from the frozen snapshot and mails them.
 */
@Injectable()
export class InvoiceIssuingService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The invoice of a booking just confirmed: paid by card, or to be paid by transfer (confirmed by an
   * admin before payment). None for a free booking (§ 14 UStG asks no invoice without consideration)
   * and none if the booking has one already.
   */
  async invoiceConfirmedBooking(
    manager: EntityManager,
    bookingId: string,
    method: 'card' | 'transfer',
  ): Promise<InvoiceRecord | null> {
    const subject = await this.invoices.subject(manager, bookingId);
    if (!subject || subject.amount <= 0 || (await this.invoices.inForce(manager, bookingId))) return null;
    return this.issue(manager, 'invoice', bookingId, {}, (number, issueDate) =>
      invoiceSnapshot({
        number,
        issueDate,
        subject,
        seller: this.seller(),
        tax: invoiceTax(subject, this.config.invoices.vatRatePercent),
        payment:
          method === 'card'
            ? { method, paidDate: issueDate, dueDate: null }
            : { method, paidDate: null, dueDate: transferDueDate(issueDate, subject.course_date) },
      }),
    );
  }

  /**
   * The cancellation invoice when a booking is cancelled: over what the seller no longer keeps of
   * the invoice in force (all of it when nothing is kept, the refunded part otherwise). None when
   * the booking has no invoice or the seller keeps it all.
   */
  async cancelInvoiceOf(manager: EntityManager, bookingId: string, keptCents: number): Promise<InvoiceRecord | null> {
    const original = await this.invoices.inForce(manager, bookingId);
    if (!original) return null;
    const grossCents = Math.min(original.gross_cents, Math.max(0, original.gross_cents - keptCents));
    if (grossCents === 0) return null;
    return this.cancel(manager, original, grossCents);
  }

  /** A rebooking: cancels the invoice in force in full and invoices the new date, with the same payment terms. */
  async reinvoiceRebooking(manager: EntityManager, bookingId: string): Promise<void> {
    const original = await this.invoices.inForce(manager, bookingId);
    const subject = await this.invoices.subject(manager, bookingId);
    if (!original || !subject) return;
    // The cancellation series first, then the invoice series: every transaction locks the two counters in this order.
    await this.cancel(manager, original, original.gross_cents);
    const { method, paidDate, dueDate } = original.snapshot.payment;
    await this.issue(manager, 'invoice', bookingId, { replaces: original.id }, (number, issueDate) =>
      invoiceSnapshot({
        number,
        issueDate,
        subject,
        seller: this.seller(),
        tax: invoiceTax(subject, this.config.invoices.vatRatePercent),
        payment: { method, paidDate, dueDate },
      }),
    );
  }

  private cancel(manager: EntityManager, original: InvoiceRecord, grossCents: number): Promise<InvoiceRecord> {
    return this.issue(manager, 'cancellation', original.booking_id, { cancels: original.id }, (number, issueDate) =>
      cancellationSnapshot({ number, issueDate, original: original.snapshot, seller: this.seller(), grossCents }),
    );
  }

  /**
   * Owes the rendering first, then takes the number and writes the invoice, so the counter row is
   * held only for the insert and the commit.
   */
  private async issue(
    manager: EntityManager,
    kind: InvoiceRecord['kind'],
    bookingId: string,
    links: { cancels?: string; replaces?: string },
    build: (number: string, issueDate: string) => InvoiceSnapshot,
  ): Promise<InvoiceRecord> {
    const id = randomUUID();
    await recordOutboxEvent(manager, EVENTS.invoiceIssued, { invoiceId: id });
    const issuedAt = this.clock.now();
    const year = berlinYear(issuedAt);
    const series = kind === 'invoice' ? this.config.invoices.numberPrefix : this.config.invoices.cancellationPrefix;
    const sequence = await this.invoices.takeNumber(manager, series, year);
    const snapshot = build(invoiceNumber(series, year, sequence), todayInBerlin(issuedAt));
    await this.invoices.insert(manager, {
      id,
      kind,
      series,
      year,
      sequence,
      bookingId,
      cancelsInvoiceId: links.cancels ?? null,
      replacesInvoiceId: links.replaces ?? null,
      issuedAt,
      snapshot,
    });
    return {
      id,
      kind,
      number: snapshot.number,
      booking_id: bookingId,
      cancels_invoice_id: links.cancels ?? null,
      issued_at: issuedAt,
      gross_cents: snapshot.grossCents,
      snapshot,
      restricted: false,
    };
  }

  private seller() {
    return invoiceSeller({ settings: this.config.site.settings, bank: this.config.site.bank });
  }
}
