import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListPage } from '../core/database/list-page';
import { SqlConditions } from '../core/database/sql-conditions';
import { AdminListRequest, AdminListSpec } from '../core/http/admin-list';
import { AUDIT_ACTIONS } from './audit-actions';
import { AdminAuditLogEntry, AdminAuditLogFilter, adminAuditLogFilterSchema } from './dto/admin-audit-log.dto';

export const AUDIT_LOG_LIST: AdminListSpec<AdminAuditLogFilter> = {
  resource: 'audit-log',
  filter: adminAuditLogFilterSchema,
  sortColumns: {
    id: 'a.id',
    at: 'a.at',
    actor_email: 'a.actor_email',
    action: 'a.action',
    entity: 'a.entity',
  },
  defaultSort: ['at', 'DESC'],
  idColumn: 'a.id',
};

const FILTER_COLUMNS = ['entity', 'entity_id', 'action', 'actor_email'] as const;

/** A text that may hold a uuid, as a uuid, or null: an entity id of another kind never fails the cast. */
const uuidOf = (text: string) =>
  `(CASE WHEN ${text} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${text})::uuid END)`;

/**
 * Whom and which course date an entry is about, as they are now (a GDPR deletion's anonymised
 * name included): a booking's (a code use's) customer and course, a course's or waitlist entry's course.
 */
const SUBJECT = `
  SELECT b.customer_name, COALESCE(c.title, b.course_title) AS course_title, COALESCE(c.date, b.course_date) AS course_date
    FROM bookings b LEFT JOIN courses c ON c.id = b.course_id
   WHERE b.id = ${uuidOf(`CASE a.entity WHEN 'booking' THEN a.entity_id WHEN 'discount_usage' THEN a.before->>'booking_id' END`)}
  UNION ALL
  SELECT NULL, c.title, c.date FROM courses c
   WHERE c.id = ${uuidOf(`CASE a.entity WHEN 'course' THEN a.entity_id WHEN 'waitlist_entry' THEN COALESCE(a.before->>'course_id', a.after->>'course_id') END`)}
  LIMIT 1`;

/** What a cancellation refunded, in cents (0: nothing); null for every other entry. */
const REFUND_CENTS = `CASE WHEN a.action IN ('${AUDIT_ACTIONS.bookingCancel}', '${AUDIT_ACTIONS.bookingSelfCancel}')
  THEN COALESCE((a.after->>'refunded_amount')::int, 0) END`;

/** An entry as stored: the address normalised, the IP address only as its keyed hash. */
export interface AuditLogRow {
  actorEmail: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ipHash: string | null;
}

/** The audit log: appended to in the transaction of the change it records, read by the admin filtered, sorted and paged. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(entry: AuditLogRow, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_email, action, entity, entity_id, before, after, ip_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.actorEmail,
        entry.action,
        entry.entity,
        entry.entityId,
        entry.before ? JSON.stringify(entry.before) : null,
        entry.after ? JSON.stringify(entry.after) : null,
        entry.ipHash,
      ],
    );
  }

  /** The count reads the audit log alone: every entry has one subject row, so the join cannot change it. */
  async list({ filter, orderBy, page }: AdminListRequest<AdminAuditLogFilter>): Promise<ListPage<AdminAuditLogEntry>> {
    const conditions = new SqlConditions();
    for (const column of FILTER_COLUMNS) {
      const value = filter[column];
      if (value === undefined) continue;
      conditions.add((p) => `a.${column} = ${p}`, column === 'actor_email' ? value.toLowerCase() : value);
    }
    const { where, params } = conditions;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AdminAuditLogEntry[]>(
        `SELECT a.id::text AS id, a.at, a.actor_email, a.action, a.entity, a.entity_id, a.before, a.after,
                subject.customer_name, subject.course_title, to_char(subject.course_date, 'YYYY-MM-DD') AS course_date,
                ${REFUND_CENTS} AS refund_cents
           FROM audit_log a LEFT JOIN LATERAL (${SUBJECT}) subject ON true
           ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.limit, page.offset],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_log a ${where}`, params),
    ]);
    return { rows, total };
  }
}
