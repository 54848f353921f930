import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminAuditLogEntry, AdminAuditLogFilter } from './dto/admin-audit-log.dto';

/** Sortable columns, by the field name the client sends. */
export const AUDIT_LOG_SORT_COLUMNS: Record<string, string> = {
  id: 'a.id',
  at: 'a.at',
  actor_email: 'a.actor_email',
  action: 'a.action',
  entity: 'a.entity',
};

const FILTER_COLUMNS = ['entity', 'entity_id', 'action', 'actor_email'] as const;

/** The audit log as the admin reads it: filtered, sorted and paged in the database. */
@Injectable()
export class AdminAuditLogService {
  constructor(private readonly dataSource: DataSource) {}

  async list(
    filter: AdminAuditLogFilter,
    orderBy: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: AdminAuditLogEntry[]; total: number }> {
    const params: unknown[] = [];
    const conditions: string[] = [];
    for (const column of FILTER_COLUMNS) {
      const value = filter[column];
      if (value === undefined) continue;
      params.push(column === 'actor_email' ? value.toLowerCase() : value);
      conditions.push(`a.${column} = $${params.length}`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AdminAuditLogEntry[]>(
        `SELECT a.id::text AS id, a.at, a.actor_email, a.action, a.entity, a.entity_id, a.before, a.after
           FROM audit_log a ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.limit, page.offset],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_log a ${where}`, params),
    ]);
    return { rows, total };
  }
}
