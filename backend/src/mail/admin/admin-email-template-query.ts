import { EntityManager } from 'typeorm';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { parseFilterQuery, parseSortQuery } from '../../core/http/react-admin-query';
import {
  AdminEmailTemplateFilter,
  adminEmailTemplateFilterSchema,
  AdminEmailTemplateRow,
} from './dto/admin-email-template.dto';

const SORT_COLUMNS: Record<string, string> = {
  id: 't.id',
  name: 't.name',
  type: 't.type',
  subject: 't.subject',
  is_active: 't.is_active',
  is_default: 't.is_default',
  created_at: 't.created_at',
  updated_at: 't.updated_at',
};

const ROW_COLUMNS =
  't.id, t.name, t.type, t.subject, t.html_content, t.is_active, t.is_default, t.variables, t.created_at, t.updated_at';

export const parseEmailTemplateFilter = (raw: unknown): AdminEmailTemplateFilter =>
  parseFilterQuery(adminEmailTemplateFilterSchema, raw);

export const parseEmailTemplateSort = (raw: unknown): string =>
  parseSortQuery(raw, SORT_COLUMNS, ['created_at', 'DESC'], 't.id');

function whereOf(filter: AdminEmailTemplateFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = ['TRUE'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.q) add((p) => anyContains(['t.name', 't.subject'], p), containsPattern(filter.q));
  if (filter.type) add((p) => `t.type = ${p}`, filter.type);
  if (filter.id) add((p) => `t.id = ANY(${p}::uuid[])`, filter.id);
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

export async function listEmailTemplateRows(
  manager: EntityManager,
  filter: AdminEmailTemplateFilter,
  orderBy: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminEmailTemplateRow[]; total: number }> {
  const where = whereOf(filter);
  const count = where.params.length;
  const [rows, [{ total }]] = await Promise.all([
    manager.query<AdminEmailTemplateRow[]>(
      `SELECT ${ROW_COLUMNS} FROM email_templates t ${where.sql} ORDER BY ${orderBy} LIMIT $${count + 1} OFFSET $${count + 2}`,
      [...where.params, page.limit, page.offset],
    ),
    manager.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM email_templates t ${where.sql}`,
      where.params,
    ),
  ]);
  return { rows, total };
}

export async function emailTemplateRow(manager: EntityManager, id: string): Promise<AdminEmailTemplateRow | null> {
  const [row] = await manager.query<AdminEmailTemplateRow[]>(
    `SELECT ${ROW_COLUMNS} FROM email_templates t WHERE t.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Locks the rows of the given types and the row itself, in id order, so two admins marking a
 * default of one type wait for each other instead of deadlocking.
 */
export async function lockTemplatesOfTypes(manager: EntityManager, types: string[], id: string | null): Promise<void> {
  await manager.query(`SELECT id FROM email_templates WHERE type = ANY($1) OR id = $2 ORDER BY id FOR NO KEY UPDATE`, [
    types,
    id,
  ]);
}
