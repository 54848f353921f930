import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { ListPage, queryListPage } from '../core/database/list-page';
import { SqlConditions } from '../core/database/sql-conditions';
import { AdminListRequest, AdminListSpec } from '../core/http/admin-list';
import { GdprDeletionRow } from './dto/gdpr-deletion.dto';

/** The log lists the latest 50 deletions only, newest first; it has no filter. */
export const DELETION_LOG_LIST: AdminListSpec<object> = {
  resource: 'gdpr-deletions',
  filter: z.object({}),
  sortColumns: { deleted_at: 'deleted_at' },
  defaultSort: ['deleted_at', 'DESC'],
  idColumn: 'id',
  defaultRange: '[0,49]',
};

const LOG_LIMIT = 50;
const LOG_COLUMNS = `id, email_hash, reason, deleted_at, affected_tables, affected_counts, performed_by, invoices_kept,
  to_char(invoices_kept_until, 'YYYY-MM-DD') AS invoices_kept_until,
  EXISTS (SELECT 1 FROM gdpr_queue_scrubs s WHERE s.deletion_id = gdpr_deletion_log.id) AS queue_scrub_pending`;

export interface NewGdprDeletion {
  emailHash: string;
  reason: string | null;
  deletedAt: Date;
  counts: Record<string, number>;
  performedBy: string;
  invoicesKept: number;
  invoicesKeptUntil: string | null;
}

/** gdpr_deletion_log: one row per deletion, naming what was touched but never whose data it was. */
@Injectable()
export class GdprDeletionLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of the latest 50 deletions and how many of those 50 there are. */
  latest({ orderBy, page }: AdminListRequest<object>): Promise<ListPage<GdprDeletionRow>> {
    return queryListPage<GdprDeletionRow>(
      this.dataSource,
      {
        columns: '*',
        from: `(SELECT ${LOG_COLUMNS} FROM gdpr_deletion_log ORDER BY deleted_at DESC, id DESC LIMIT ${LOG_LIMIT}) latest`,
        conditions: new SqlConditions(),
        orderBy,
      },
      page,
    );
  }

  async insert(manager: EntityManager, deletion: NewGdprDeletion): Promise<GdprDeletionRow> {
    const [row]: GdprDeletionRow[] = await manager.query(
      `INSERT INTO gdpr_deletion_log (email_hash, reason, deleted_at, affected_tables, affected_counts, performed_by,
                                      invoices_kept, invoices_kept_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${LOG_COLUMNS}`,
      [
        deletion.emailHash,
        deletion.reason,
        deletion.deletedAt,
        Object.keys(deletion.counts),
        JSON.stringify(deletion.counts),
        deletion.performedBy,
        deletion.invoicesKept,
        deletion.invoicesKeptUntil,
      ],
    );
    return row;
  }
}
