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
import { cancellationSnapshot, invoiceSeller, invoiceSnapshot, invoiceTax, InvoiceSubject } from './invoice-snapshots';
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
   * The invoice of an order whose bookings were just confirmed (`bookingId` is any of them): paid
   * by card, or to be paid by transfer (on invoice, or confirmed by an admin before payment), a
   * line per confirmed participant that no invoice in force bills yet. Usually the order's one
   * invoice; a seat confirmed after the others were invoiced (an admin confirmed one seat by hand)
   * gets an invoice of its own, and the one issued stays as it is. None when every confirmed seat
   * is invoiced, and none for a free order (§ 14 UStG asks no invoice without consideration).
   */
  async invoiceConfirmedOrder(
    manager: EntityManager,
    bookingId: string,
    method: 'card' | 'transfer',
  ): Promise<InvoiceRecord | null> {
    const subject = await this.invoices.uninvoicedSubject(manager, bookingId);
    if (!subject?.seats.length || grossOf(subject) <= 0) return null;
    return this.issue(manager, 'invoice', seatsOf(subject), {}, (number, issueDate) =>
      invoiceSnapshot({
        number,
        issueDate,
        subject,
        seller: this.seller(),
        tax: invoiceTax(subject.seats[0], this.config.invoices.vatRatePercent),
        payment:
          method === 'card'
            ? { method, paidDate: issueDate, dueDate: null }
            : { method, paidDate: null, dueDate: transferDueDate(issueDate, subject.seats[0].course_date) },
      }),
    );
  }

  /**
   * The cancellation invoice when a booking is cancelled: over what the seller no longer keeps of
   * its seat on the invoice in force that bills it (all of the seat when nothing is kept, the
   * refunded part otherwise); an invoice of one seat gives back what is left of it. None when no
   * invoice bills the seat or the seller keeps it all.
   */
  async cancelInvoiceOf(manager: EntityManager, bookingId: string, keptCents: number): Promise<InvoiceRecord | null> {
    const original = await this.invoices.inForce(manager, bookingId);
    const seat = await this.invoices.seatOf(manager, bookingId);
    if (!original || !seat) return null;
    const open = original.gross_cents - original.cancelled_cents;
    const share = original.snapshot.lines.length === 1 ? open : Math.min(open, seat.amount);
    const grossCents = Math.max(0, share - keptCents);
    if (grossCents === 0) return null;
    return this.cancel(manager, original, grossCents, seat.customer_name);
  }

  /**
   * A rebooking of the bookings: gives back what is left of each invoice in force that bills one
   * of their seats and invoices that invoice's confirmed seats anew, with the same payment terms.
   */
  async reinvoiceRebooking(manager: EntityManager, bookingIds: string[]): Promise<void> {
    const originals = await this.invoices.inForceForSeats(manager, bookingIds);
    const replacements: { original: InvoiceRecord; subject: InvoiceSubject }[] = [];
    for (const original of originals) {
      const subject = await this.invoices.subjectOfInvoice(manager, original);
      if (subject?.seats.length) replacements.push({ original, subject });
    }
    // The cancellation series first, then the invoice series: every transaction locks the two counters in this order.
    for (const { original } of replacements)
      await this.cancel(manager, original, original.gross_cents - original.cancelled_cents);
    for (const { original, subject } of replacements) {
      const { method, paidDate, dueDate } = original.snapshot.payment;
      await this.issue(manager, 'invoice', seatsOf(subject), { replaces: original.id }, (number, issueDate) =>
        invoiceSnapshot({
          number,
          issueDate,
          subject,
          seller: this.seller(),
          tax: invoiceTax(subject.seats[0], this.config.invoices.vatRatePercent),
          payment: { method, paidDate, dueDate },
        }),
      );
    }
  }

  private cancel(
    manager: EntityManager,
    original: InvoiceRecord,
    grossCents: number,
    participant?: string,
  ): Promise<InvoiceRecord> {
    const filing = { bookingId: original.booking_id, seatIds: [] };
    return this.issue(manager, 'cancellation', filing, { cancels: original.id }, (number, issueDate) =>
      cancellationSnapshot({
        number,
        issueDate,
        original: original.snapshot,
        seller: this.seller(),
        grossCents,
        participant,
      }),
    );
  }

  /**
   * Owes the rendering first, then takes the number and writes the invoice, so the counter row is
   * held only for the insert and the commit. The invoice is filed under `filing.bookingId` and
   * bills the seats `filing.seatIds` (none for a cancellation invoice).
   */
  private async issue(
    manager: EntityManager,
    kind: InvoiceRecord['kind'],
    filing: { bookingId: string; seatIds: string[] },
    links: { cancels?: string; replaces?: string },
    build: (number: string, issueDate: string) => InvoiceSnapshot,
  ): Promise<InvoiceRecord> {
    const id = randomUUID();
    const { bookingId, seatIds } = filing;
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
      seatIds,
    });
    return {
      id,
      kind,
      number: snapshot.number,
      booking_id: bookingId,
      cancels_invoice_id: links.cancels ?? null,
      issued_at: issuedAt,
      gross_cents: snapshot.grossCents,
      cancelled_cents: 0,
      snapshot,
      restricted: false,
    };
  }

  private seller() {
    return invoiceSeller({ settings: this.config.site.settings, bank: this.config.site.bank });
  }
}

/** An invoice of the subject is filed under its first seat and bills all of them. */
function seatsOf(subject: InvoiceSubject): { bookingId: string; seatIds: string[] } {
  return { bookingId: subject.seats[0].booking_id, seatIds: subject.seats.map((seat) => seat.booking_id) };
}

function grossOf(subject: InvoiceSubject): number {
  return subject.seats.reduce((sum, seat) => sum + seat.amount, 0);
}
