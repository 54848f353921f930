import { Injectable } from '@nestjs/common';
import { todayInBerlin } from '@mpb/domain';
import type { AdminActor } from '../audit/admin-actor';
import { Clock } from '../core/clock/clock';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { InvoicePaymentService } from '../invoices/invoice-payment.service';
import { InvoicePaymentsRepository } from '../invoices/invoice-payments.repository';
import { BankTransactionsRepository } from './bank-transactions.repository';
import { Camt053FormatError, parseCamt053 } from './camt053';
import { CreditMatch, matchCredits } from './credit-matching';
import { StatementImport } from './dto/bank-transaction.dto';

export const ASSIGN_MESSAGES = {
  notOpen: 'Dieser Zahlungseingang ist nicht mehr offen.',
  invoice: 'Für diese Rechnung ist keine Zahlung offen.',
} as const;

/**
 * Imports a bank's CAMT.053 statement (DECISIONS 35): each credit is kept once; one whose
 * reference and amount match an open invoice settles it at once, the rest wait for an admin.
 */
@Injectable()
export class BankStatementImportService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bankTransactions: BankTransactionsRepository,
    private readonly invoices: InvoicePaymentsRepository,
    private readonly payments: InvoicePaymentService,
    private readonly clock: Clock,
  ) {}

  async import(file: Buffer, actor: AdminActor): Promise<StatementImport> {
    const statements = parse(file);
    const ids = await this.transactions.run(async (manager) => {
      const open = await this.invoices.openTransferInvoices(manager);
      const credits = statements.flatMap((statement) =>
        statement.credits.map((credit) => ({ ...credit, accountIban: statement.accountIban })),
      );
      const matches = matchCredits(
        credits,
        open.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          grossCents: invoice.due_cents,
          paidCents: invoice.received_cents,
        })),
      );
      const recorded: { id: string; matched: boolean }[] = [];
      let duplicates = 0;
      for (const [index, match] of matches.entries()) {
        const settles = match.kind === 'matched' && match.invoices.length === 1;
        const id = await this.bankTransactions.insert(manager, {
          ...recordOf(match, credits[index].accountIban, todayInBerlin(this.clock.now())),
          status: settles ? 'matched' : 'open',
          invoice_id: settles ? match.invoices[0].id : null,
          imported_by: actor.email,
        });
        if (!id) {
          duplicates += 1;
          continue;
        }
        if (settles) await this.payments.creditReceived(manager, match.invoices[0].id, actor);
        recorded.push({ id, matched: settles });
      }
      return { recorded, duplicates };
    });
    const rows = await Promise.all(ids.recorded.map(async ({ id, matched }) => ({ matched, row: await this.row(id) })));
    return {
      matched: rows.filter(({ matched }) => matched).map(({ row }) => row),
      unmatched: rows.filter(({ matched }) => !matched).map(({ row }) => row),
      duplicates: ids.duplicates,
    };
  }

  /**
   * The admin assigns an open credit to an invoice (settling it once everything it asks for has
   * come in), or, without an invoice, notes it as dealt with.
   */
  async assign(id: string, invoiceId: string | undefined, actor: AdminActor) {
    await this.transactions.run(async (manager) => {
      if (!(await this.bankTransactions.lockOpen(manager, id))) throw ApiError.conflict(ASSIGN_MESSAGES.notOpen);
      if (invoiceId && !(await this.invoices.lockPayable(manager, invoiceId))?.awaiting_payment)
        throw ApiError.conflict(ASSIGN_MESSAGES.invoice);
      await this.bankTransactions.resolve(manager, id, {
        status: 'assigned',
        invoiceId: invoiceId ?? null,
        by: actor.email,
      });
      if (invoiceId) await this.payments.creditReceived(manager, invoiceId, actor);
    });
    return this.row(id);
  }

  /** The money went back to the sender. */
  async markReturned(id: string, actor: AdminActor) {
    await this.transactions.run(async (manager) => {
      if (!(await this.bankTransactions.lockOpen(manager, id))) throw ApiError.conflict(ASSIGN_MESSAGES.notOpen);
      await this.bankTransactions.resolve(manager, id, { status: 'returned', invoiceId: null, by: actor.email });
    });
    return this.row(id);
  }

  private async row(id: string) {
    const row = await this.bankTransactions.row(id);
    if (!row) throw new Error(`bank transaction ${id} vanished`);
    return row;
  }
}

function parse(file: Buffer) {
  try {
    return parseCamt053(file);
  } catch (error) {
    if (error instanceof Camt053FormatError) throw ApiError.badRequest(error.message, { file: error.message });
    throw error;
  }
}

function recordOf(match: CreditMatch, accountIban: string | null, today: string) {
  const { credit } = match;
  return {
    transaction_key: credit.id,
    account_iban: accountIban,
    booked_on: credit.bookingDate ?? credit.valueDate ?? today,
    value_on: credit.valueDate,
    amount_cents: credit.amountCents,
    currency: credit.currency,
    debtor_name: credit.debtorName,
    debtor_iban: credit.debtorIban,
    remittance: [...credit.creditorReferences, credit.remittanceText].filter(Boolean).join(' '),
    reason: match.reason,
  };
}
