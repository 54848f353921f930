import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventType } from './job-names';
import { OutboxEvent } from './outbox-event.entity';

export interface OwedMail {
  queue: string;
  jobName: string;
  jobId: string;
  /** The job payload; its idempotencyKey names the mail. */
  data: Record<string, unknown>;
}

/** An unpublished outbox row as the relay reads it. */
export interface PendingOutboxEvent {
  id: string;
  type: EventType;
  payload: Record<string, unknown>;
  requestId: string | null;
}

/** The outbox events and the e-mail log rows of the mails they owe (written before any job exists). */
@Injectable()
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records an event in the caller's transaction; its id. */
  async insert(
    manager: EntityManager,
    event: { type: EventType; payload: Record<string, unknown>; requestId: string | null },
  ): Promise<string> {
    const result = await manager.insert(OutboxEvent, {
      type: event.type,
      payload: event.payload as OutboxEvent['payload'] & object,
      request_id: event.requestId,
    });
    return String(result.identifiers[0].id);
  }

  /**
   * Records mails being queued as owed (e-mail log status 'queued', with what it takes to queue the
   * job again), so the sweep can re-queue them if Redis loses the jobs. Call it in the transaction
   * that commits the reason for the mail, or before the jobs are added. A known key is left alone.
   */
  async recordOwedMails(mails: OwedMail[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    const keyed = mails.filter((mail) => typeof mail.data.idempotencyKey === 'string');
    if (!keyed.length) return;
    await manager.query(
      `INSERT INTO email_log (idempotency_key, status, queue, job_name, job_id, job_data)
       SELECT mail->'data'->>'idempotencyKey', 'queued', mail->>'queue', mail->>'jobName', mail->>'jobId', mail->'data'
         FROM jsonb_array_elements($1::jsonb) AS mail
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [JSON.stringify(keyed)],
    );
  }

  /** Locks the oldest unpublished rows; SKIP LOCKED lets several relays run side by side. */
  lockUnpublished(manager: EntityManager, limit: number): Promise<PendingOutboxEvent[]> {
    return manager.query(
      `SELECT id::text AS id, type, payload, request_id AS "requestId" FROM outbox_events
      WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async markPublished(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(`UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
  }

  async deletePublishedBefore(days: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM outbox_events WHERE published_at < now() - make_interval(days => $1)`, [
      days,
    ]);
  }
}
