import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GdprDeletionRow } from './dto/gdpr-deletion.dto';

const LOG_LIMIT = 50;
const LOG_COLUMNS = `id, email_hash, reason, deleted_at, affected_tables, affected_counts, performed_by, invoices_kept,
  to_char(invoices_kept_until, 'YYYY-MM-DD') AS invoices_kept_until`;

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

  /** A page of the latest 50 deletions, newest first, and how many of those 50 there are. */
  async latest(page: { offset: number; limit: number }): Promise<{ rows: GdprDeletionRow[]; total: number }> {
    const latest = `SELECT ${LOG_COLUMNS} FROM gdpr_deletion_log ORDER BY deleted_at DESC, id DESC LIMIT ${LOG_LIMIT}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<GdprDeletionRow[]>(
        `SELECT * FROM (${latest}) latest ORDER BY deleted_at DESC, id DESC OFFSET $1 LIMIT $2`,
        [page.offset, page.limit],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM (${latest}) latest`),
    ]);
    return { rows, total };
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

  /** Adds the BullMQ jobs removed after the commit to the deletion's row. */
  async addRedisJobs(id: string, redisJobs: number): Promise<GdprDeletionRow> {
    const [[updated]]: [GdprDeletionRow[], number] = await this.dataSource.query(
      `UPDATE gdpr_deletion_log SET affected_counts = affected_counts || jsonb_build_object('redis_jobs', $2::int),
              affected_tables = array_append(affected_tables, 'redis_jobs')
        WHERE id = $1 RETURNING ${LOG_COLUMNS}`,
      [id, redisJobs],
    );
    return updated;
  }
}
