import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListPage, queryListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import { awaitsSeatPayment, isCancelled, isRestricted } from '../invoice-predicates';
import { AdminInvoiceFilter, adminInvoiceFilterSchema, AdminInvoiceRow } from './dto/admin-invoice.dto';

export const INVOICE_LIST: AdminListSpec<AdminInvoiceFilter> = {
  resource: 'invoices',
  filter: adminInvoiceFilterSchema,
  sortColumns: {
    number: ['i.series', 'i.year', 'i.sequence'],
    issued_at: 'i.issued_at',
    kind: 'i.kind',
    buyer_name: `i.snapshot->'buyer'->>'name'`,
    net_cents: 'i.net_cents',
    tax_cents: 'i.tax_cents',
    gross_cents: 'i.gross_cents',
  },
  defaultSort: ['issued_at', 'DESC'],
  idColumn: 'i.id',
};

const DUE_DATE = `(i.snapshot->'payment'->>'dueDate')::date`;

/**
 * An invoice's payment state, from the seats it bills (payment lives on the booking, never on the
 * invoice): nothing to pay for a cancellation invoice, a cancelled invoice or one none of whose
 * confirmed seats still owes its fee; `$1` is today in Berlin.
 */
const PAYMENT_STATE = `CASE
    WHEN i.kind = 'cancellation' OR NOT ${awaitsSeatPayment('i')}
      OR ${isCancelled('i')} THEN 'paid'
    WHEN ${DUE_DATE} < $1::date THEN 'overdue'
    ELSE 'open'
  END`;

const ISSUE_DATE = `(i.issued_at AT TIME ZONE 'Europe/Berlin')::date`;

/** Invoices restricted after a GDPR deletion are in no admin list or search (DECISIONS 33). */
const LISTED = `SELECT i.id, i.number, i.kind, i.issued_at, to_char(${ISSUE_DATE}, 'YYYY-MM-DD') AS issue_date,
         i.snapshot->'buyer'->>'name' AS buyer_name, i.snapshot->'buyer'->>'company' AS buyer_company,
         i.net_cents, i.tax_cents, i.gross_cents, ${PAYMENT_STATE} AS payment_state,
         to_char(${DUE_DATE}, 'YYYY-MM-DD') AS due_date, i.snapshot->'cancels'->>'number' AS cancels_number,
         i.booking_id, EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_id = i.id) AS documents_ready,
         i.series, i.year, i.sequence, i.snapshot
    FROM invoices i
   WHERE NOT ${isRestricted('i')}`;

/** The invoice list of the admin dashboard: filtered, sorted and paged in the database. */
@Injectable()
export class AdminInvoicesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(
    { filter, orderBy, page }: AdminListRequest<AdminInvoiceFilter>,
    today: string,
  ): Promise<ListPage<AdminInvoiceRow>> {
    const conditions = new SqlConditions([today]);
    if (filter.q) {
      const buyer = (field: string) => `i.snapshot->'buyer'->>'${field}'`;
      conditions.add(
        (p) => anyContains(['i.number', buyer('name'), buyer('company'), buyer('email')], p),
        containsPattern(filter.q),
      );
    }
    if (filter.kind) conditions.add((p) => `i.kind = ${p}`, filter.kind);
    if (filter.payment_state) conditions.add((p) => `i.payment_state = ${p}`, filter.payment_state);
    if (filter.from) conditions.add((p) => `i.issue_date >= ${p}`, filter.from);
    if (filter.to) conditions.add((p) => `i.issue_date <= ${p}`, filter.to);
    if (filter.id) conditions.add((p) => `i.id = ANY(${p}::uuid[])`, filter.id);
    return queryListPage(
      this.dataSource,
      {
        columns: `i.id, i.number, i.kind, i.issued_at, i.issue_date, i.buyer_name, i.buyer_company, i.net_cents, i.tax_cents,
                  i.gross_cents, i.payment_state, i.due_date, i.cancels_number, i.booking_id, i.documents_ready`,
        from: `(${LISTED}) i`,
        conditions,
        orderBy,
      },
      page,
    );
  }

  /** One listed invoice as the list shows it; null when unknown or restricted. */
  async row(id: string, today: string): Promise<AdminInvoiceRow | null> {
    const { rows } = await this.list(
      { filter: { id: [id] }, orderBy: 'i.issued_at DESC', page: { offset: 0, limit: 1 } },
      today,
    );
    return rows[0] ?? null;
  }
}
