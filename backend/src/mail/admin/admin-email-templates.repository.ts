import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListPage, queryListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import {
  AdminEmailTemplateFilter,
  adminEmailTemplateFilterSchema,
  AdminEmailTemplateRow,
} from './dto/admin-email-template.dto';

export const EMAIL_TEMPLATE_LIST: AdminListSpec<AdminEmailTemplateFilter> = {
  resource: 'email-templates',
  filter: adminEmailTemplateFilterSchema,
  sortColumns: {
    id: 't.id',
    name: 't.name',
    type: 't.type',
    subject: 't.subject',
    is_active: 't.is_active',
    is_default: 't.is_default',
    created_at: 't.created_at',
    updated_at: 't.updated_at',
  },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 't.id',
};

/** name, type, subject, sanitised html_content, is_active and the placeholders used, in that order. */
export type StoredColumns = [string, string, string, string, boolean, string[]];
/** What a deleted template's audit entry keeps. */
export type DeletedTemplateRow = Pick<AdminEmailTemplateRow, 'name' | 'type' | 'subject' | 'is_active' | 'is_default'>;

const ROW_COLUMNS =
  't.id, t.name, t.type, t.subject, t.html_content, t.is_active, t.is_default, t.variables, t.created_at, t.updated_at';

/** The e-mail templates as the admin tab lists and changes them. */
@Injectable()
export class AdminEmailTemplatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list({
    filter,
    orderBy,
    page,
  }: AdminListRequest<AdminEmailTemplateFilter>): Promise<ListPage<AdminEmailTemplateRow>> {
    const conditions = new SqlConditions();
    if (filter.q) conditions.add((p) => anyContains(['t.name', 't.subject'], p), containsPattern(filter.q));
    if (filter.type) conditions.add((p) => `t.type = ${p}`, filter.type);
    if (filter.id) conditions.add((p) => `t.id = ANY(${p}::uuid[])`, filter.id);
    return queryListPage(
      this.dataSource,
      { columns: ROW_COLUMNS, from: 'email_templates t', conditions, orderBy },
      page,
    );
  }

  async row(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminEmailTemplateRow | null> {
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
  async lockOfTypes(manager: EntityManager, types: string[], id: string | null): Promise<void> {
    await manager.query(
      `SELECT id FROM email_templates WHERE type = ANY($1) OR id = $2 ORDER BY id FOR NO KEY UPDATE`,
      [types, id],
    );
  }

  /** A new template, not default; its id. */
  async insert(manager: EntityManager, columns: StoredColumns): Promise<string> {
    const [{ id }] = await manager.query<{ id: string }[]>(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, variables) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [...columns],
    );
    return id;
  }

  /** Writes every column and clears is_default (makeDefault sets it again). */
  async update(manager: EntityManager, id: string, columns: StoredColumns): Promise<void> {
    await manager.query(
      `UPDATE email_templates SET name = $2, type = $3, subject = $4, html_content = $5, is_active = $6, variables = $7, is_default = false, updated_at = now() WHERE id = $1`,
      [id, ...columns],
    );
  }

  async delete(manager: EntityManager, id: string): Promise<DeletedTemplateRow | null> {
    const [[before]] = await manager.query<UpdateQueryResult<DeletedTemplateRow>>(
      `DELETE FROM email_templates WHERE id = $1 RETURNING name, type, subject, is_active, is_default`,
      [id],
    );
    return before ?? null;
  }

  /** Called with the type's rows locked: the type's other default is no longer one. */
  async clearOtherDefault(manager: EntityManager, type: string, id: string): Promise<void> {
    await manager.query(
      `UPDATE email_templates SET is_default = false, updated_at = now() WHERE type = $1 AND is_default AND id <> $2`,
      [type, id],
    );
  }

  async markDefault(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE email_templates SET is_default = true WHERE id = $1`, [id]);
  }
}
