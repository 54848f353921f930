import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListPage, queryListPage } from '../core/database/list-page';
import { SqlConditions } from '../core/database/sql-conditions';
import { anyContains, containsPattern } from '../core/database/text-search';
import { AdminListRequest, AdminListSpec } from '../core/http/admin-list';
import {
  BankTransactionFilter,
  bankTransactionFilterSchema,
  BankTransactionRow,
  BankTransactionStatus,
} from './dto/bank-transaction.dto';

export const BANK_TRANSACTION_LIST: AdminListSpec<BankTransactionFilter> = {
  resource: 'bank-transactions',
  filter: bankTransactionFilterSchema,
  sortColumns: { booked_on: 't.booked_on', amount_cents: 't.amount_cents', imported_at: 't.imported_at' },
  defaultSort: ['booked_on', 'DESC'],
  idColumn: 't.id',
};

/** A credit of a bank statement as it is recorded. */
export interface NewBankTransaction {
  transaction_key: string;
  account_iban: string | null;
  booked_on: string;
  value_on: string | null;
  amount_cents: number;
  currency: string;
  debtor_name: string | null;
  debtor_iban: string | null;
  remittance: string;
  status: 'matched' | 'open';
  reason: string;
  invoice_id: string | null;
  imported_by: string;
}

const COLUMNS = `t.id, to_char(t.booked_on, 'YYYY-MM-DD') AS booked_on, t.amount_cents, t.currency, t.debtor_name,
  t.debtor_iban, t.remittance, t.status, t.reason, t.invoice_id, i.number AS invoice_number, t.imported_at, t.resolved_by`;
const FROM = `bank_transactions t LEFT JOIN invoices i ON i.id = t.invoice_id`;

/** Every credit of the imported bank statements, once each (DECISIONS 35). */
@Injectable()
export class BankTransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the credit; null when a statement imported before already holds it. */
  async insert(manager: EntityManager, credit: NewBankTransaction): Promise<string | null> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO bank_transactions (transaction_key, account_iban, booked_on, value_on, amount_cents, currency, debtor_name,
                                      debtor_iban, remittance, status, reason, invoice_id, imported_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (transaction_key) DO NOTHING RETURNING id`,
      [
        credit.transaction_key,
        credit.account_iban,
        credit.booked_on,
        credit.value_on,
        credit.amount_cents,
        credit.currency,
        credit.debtor_name,
        credit.debtor_iban,
        credit.remittance,
        credit.status,
        credit.reason,
        credit.invoice_id,
        credit.imported_by,
      ],
    );
    return row?.id ?? null;
  }

  list({ filter, orderBy, page }: AdminListRequest<BankTransactionFilter>): Promise<ListPage<BankTransactionRow>> {
    const conditions = new SqlConditions();
    if (filter.status) conditions.add((p) => `t.status = ${p}`, filter.status);
    if (filter.q)
      conditions.add(
        (p) => anyContains(['t.debtor_name', 't.remittance', 'i.number', 't.debtor_iban'], p),
        containsPattern(filter.q),
      );
    if (filter.id) conditions.add((p) => `t.id = ANY(${p}::uuid[])`, filter.id);
    return queryListPage(this.dataSource, { columns: COLUMNS, from: FROM, conditions, orderBy }, page);
  }

  async row(id: string, manager: EntityManager = this.dataSource.manager): Promise<BankTransactionRow | null> {
    const [row] = await manager.query<BankTransactionRow[]>(`SELECT ${COLUMNS} FROM ${FROM} WHERE t.id = $1`, [id]);
    return row ?? null;
  }

  /** The open credit, locked; null when unknown or already resolved. */
  async lockOpen(manager: EntityManager, id: string): Promise<{ id: string; amount_cents: number } | null> {
    const [row] = await manager.query<{ id: string; amount_cents: number }[]>(
      `SELECT id, amount_cents FROM bank_transactions WHERE id = $1 AND status = 'open' FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  async resolve(
    manager: EntityManager,
    id: string,
    change: { status: Exclude<BankTransactionStatus, 'matched' | 'open'>; invoiceId: string | null; by: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE bank_transactions SET status = $2, invoice_id = $3, resolved_by = $4, resolved_at = now() WHERE id = $1`,
      [id, change.status, change.invoiceId, change.by],
    );
  }
}
