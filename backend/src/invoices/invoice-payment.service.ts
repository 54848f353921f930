import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AdminActor } from '../audit/admin-actor';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { InvoicePaymentsRepository, PayableInvoice } from './invoice-payments.repository';

export const MARK_PAID_MESSAGES = {
  notFound: 'Diese Rechnung wurde nicht gefunden.',
  cancellation: 'Eine Stornorechnung wird nicht bezahlt.',
  cancelled: 'Diese Rechnung ist storniert; es ist nichts mehr zu zahlen.',
  notOwed: 'Für diese Rechnung ist keine Zahlung offen.',
} as const;

/**
 * Records that an invoice paid by transfer was paid (DECISIONS 35): by an admin's 'als bezahlt
 * markieren' or by a matched bank credit. The payment lives on the booking, never on the invoice.
 */
@Injectable()
export class InvoicePaymentService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly payments: InvoicePaymentsRepository,
    private readonly audit: AuditLogService,
  ) {}

  markPaid(invoiceId: string, actor: AdminActor): Promise<void> {
    return this.transactions.run(async (manager) => {
      const invoice = requireOwed(await this.payments.lockPayable(manager, invoiceId));
      await this.settle(manager, invoice, Math.max(invoice.due_cents, invoice.received_cents), actor, 'by_hand');
    });
  }

  /**
   * In the caller's transaction, once a credit of `cents` is recorded for the invoice: settles it
   * when all it asks for has come in. Returns whether it is paid now; false when it was not owed.
   */
  async creditReceived(manager: EntityManager, invoiceId: string, actor: AdminActor | null): Promise<boolean> {
    const invoice = await this.payments.lockPayable(manager, invoiceId);
    if (!invoice || !isOwed(invoice) || invoice.received_cents < invoice.due_cents) return false;
    await this.settle(manager, invoice, invoice.received_cents, actor, 'bank_statement');
    return true;
  }

  private async settle(
    manager: EntityManager,
    invoice: PayableInvoice,
    cents: number,
    actor: AdminActor | null,
    via: 'by_hand' | 'bank_statement',
  ): Promise<void> {
    await this.payments.markSeatsPaid(manager, invoice.id);
    await this.audit.record(
      {
        actorEmail: actor?.email ?? null,
        ip: actor?.ip ?? null,
        action: AUDIT_ACTIONS.invoiceMarkPaid,
        entity: 'invoice',
        entityId: invoice.id,
        before: { number: invoice.number, payment_status: 'pending' },
        after: { number: invoice.number, payment_status: 'paid', paid_cents: cents, via },
      },
      manager,
    );
  }
}

const isOwed = (invoice: PayableInvoice) =>
  invoice.kind === 'invoice' && !invoice.cancelled && invoice.awaiting_payment;

function requireOwed(invoice: PayableInvoice | null): PayableInvoice {
  if (!invoice) throw ApiError.notFound(MARK_PAID_MESSAGES.notFound);
  if (invoice.kind === 'cancellation') throw ApiError.conflict(MARK_PAID_MESSAGES.cancellation);
  if (invoice.cancelled) throw ApiError.conflict(MARK_PAID_MESSAGES.cancelled);
  if (!invoice.awaiting_payment) throw ApiError.conflict(MARK_PAID_MESSAGES.notOwed);
  return invoice;
}
