import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface DueQueueScrub {
  deletionId: string;
  sealedPerson: string;
}

/**
 * gdpr_queue_scrubs: the Redis part of a GDPR deletion still to do, one row per deletion. The worker
 * leases a row while it scrubs, so two runs never scrub the same deletion at once and a crashed
 * run's row is taken up again once its lease has run out.
 */
@Injectable()
export class GdprQueueScrubsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** In the deletion's transaction. */
  async insert(manager: EntityManager, deletionId: string, sealedPerson: string): Promise<void> {
    await manager.query(`INSERT INTO gdpr_queue_scrubs (deletion_id, sealed_person) VALUES ($1, $2)`, [
      deletionId,
      sealedPerson,
    ]);
  }

  /** Leases the oldest rows no other run holds, up to `limit`. */
  async lease(now: Date, leaseSeconds: number, limit: number): Promise<DueQueueScrub[]> {
    const [rows]: [{ deletion_id: string; sealed_person: string }[], number] = await this.dataSource.query(
      `UPDATE gdpr_queue_scrubs SET leased_until = $1::timestamptz + make_interval(secs => $2)
        WHERE deletion_id IN (SELECT deletion_id FROM gdpr_queue_scrubs
                               WHERE leased_until IS NULL OR leased_until <= $1
                               ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING deletion_id, sealed_person`,
      [now, leaseSeconds, limit],
    );
    return rows.map((row) => ({ deletionId: row.deletion_id, sealedPerson: row.sealed_person }));
  }

  /**
   * The scrub is done: the row goes, and the deletion's log row gains the number of jobs removed
   * (if any), in one statement. False if the row was gone already (another run finished it).
   */
  async finish(deletionId: string, redisJobs: number): Promise<boolean> {
    // A SELECT at the top: the driver returns its rows alone.
    const rows: { deletion_id: string }[] = await this.dataSource.query(
      `WITH done AS (DELETE FROM gdpr_queue_scrubs WHERE deletion_id = $1 RETURNING deletion_id),
            counted AS (
              UPDATE gdpr_deletion_log
                 SET affected_counts = affected_counts || jsonb_build_object('redis_jobs', $2::int),
                     affected_tables = array_append(affected_tables, 'redis_jobs')
               WHERE id IN (SELECT deletion_id FROM done) AND $2::int > 0)
       SELECT deletion_id FROM done`,
      [deletionId, redisJobs],
    );
    return rows.length > 0;
  }
}
