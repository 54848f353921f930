import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GatedWrite } from '../core/database/gated-write';
import { preparedQuery } from '../core/database/prepared-query';
import { QueueName } from '../core/queue/job-names';
import { EmailLogStatus } from './email-log.entity';

/** What the sender's claim on a mail asks for. */
export interface ClaimRequest {
  idempotencyKey: string;
  token: string;
  leaseSeconds: number;
  type: string;
  recipient: string;
  windowSeconds: number;
  now: Date;
  /** The booking whose email_status follows this mail, if any. */
  statusOfBookingId: string | null;
  /** Written in the claim's statement, only when it claims the mail (the sign-in link the mail carries). */
  writeWithClaim?: GatedWrite;
}

/** A mail's result as one attempt records it. */
export interface DeliveryResult {
  idempotencyKey: string;
  token: string;
  status: 'sending' | 'sent' | 'failed';
  error: string | null;
  messageId: string | null;
  subject: string | null;
  templateId: string | null;
  unknownPlaceholders: string[];
  bookingId: string | null;
  /** The booking whose email_status follows this mail, if any. */
  statusOfBookingId: string | null;
}

export interface ClaimedMail {
  id: string;
  /** This claim's number: 1 for the mail's first. */
  attempts: number;
  retry_window_ended: boolean;
}

export interface OwedMailRow {
  id: string;
  queue: QueueName | null;
  job_name: string | null;
  job_id: string | null;
  job_data: Record<string, unknown> | null;
  retry_window_ended: boolean;
}

/** The e-mail log: one row per mail owed, claimed by one attempt at a time, settled once. */
@Injectable()
export class EmailLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the mail in one statement (status 'sending', a token and a lease), refused while another
   * attempt's lease runs and once the mail is settled; null when refused. The booking whose
   * email_status follows the mail (`statusOfBookingId`) is marked 'sending' in the same statement,
   * only a hint for the visitor's page: it never waits for a busy booking row. `writeWithClaim` (the
   * mail's sign-in link) is written in it too, only when the mail is claimed.
   */
  async claim(request: ClaimRequest): Promise<ClaimedMail | null> {
    const { writeWithClaim } = request;
    const parameters = [
      request.idempotencyKey,
      request.token,
      request.leaseSeconds,
      request.type,
      request.recipient,
      request.windowSeconds,
      request.now.toISOString(),
      request.statusOfBookingId,
    ];
    const [claimed] = await preparedQuery<ClaimedMail[]>(
      this.dataSource.manager,
      writeWithClaim ? `email-log-claim+${writeWithClaim.name}` : 'email-log-claim',
      `WITH claimed AS (
         UPDATE email_log
            SET status = 'sending', attempts = attempts + 1, claim_token = $2, lease_until = now() + make_interval(secs => $3),
                last_attempt_at = now(), type = $4, recipient = $5
          WHERE idempotency_key = $1 AND status IN ('queued', 'sending') AND (lease_until IS NULL OR lease_until <= now())
         RETURNING id, attempts, created_at <= $7::timestamptz - make_interval(secs => $6) AS retry_window_ended
       ), booking AS (
         UPDATE bookings SET email_status = 'sending'
          WHERE id = (SELECT id FROM bookings WHERE id = $8::uuid AND email_status IS DISTINCT FROM 'sending'
                         AND EXISTS (SELECT FROM claimed) FOR UPDATE SKIP LOCKED)
       )${writeWithClaim ? `, also_written AS (${writeWithClaim.text('claimed', parameters.length + 1)})` : ''}
       SELECT id, attempts, retry_window_ended FROM claimed`,
      writeWithClaim ? [...parameters, ...writeWithClaim.parameters] : parameters,
    );
    return claimed ?? null;
  }

  async claimState(idempotencyKey: string): Promise<{ status: EmailLogStatus; leased: boolean } | null> {
    const [existing] = await this.dataSource.query<{ status: EmailLogStatus; leased: boolean }[]>(
      `SELECT status, lease_until > now() AS leased FROM email_log WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return existing ?? null;
  }

  /** The row of a mail sent at once (not by a job), unless one exists. */
  async insertDirect(idempotencyKey: string, type: string, recipient: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO email_log (idempotency_key, type, recipient) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING`,
      [idempotencyKey, type, recipient],
    );
  }

  async status(idempotencyKey: string): Promise<EmailLogStatus | null> {
    const [row] = await this.dataSource.query<{ status: EmailLogStatus }[]>(
      `SELECT status FROM email_log WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return row?.status ?? null;
  }

  /**
   * Null when the claim is no longer this attempt's. A settled mail keeps no job data. The booking
   * is linked here, not in the claim: its foreign key check would wait for a booking row lock.
   * The booking whose email_status follows the mail (`statusOfBookingId`) takes a settled result
   * in the same statement, so both change together without a transaction around them.
   *
   * A recorded result commits without waiting for the WAL to reach the disk. A database crash in
   * the moment after could lose it, leaving the claim with its lease; once the lease has run out, a
   * later attempt finds the delivery still kept (DeliveredMailStore) and records it without sending
   * the mail again.
   */
  async recordResult(result: DeliveryResult): Promise<{ attempts: number } | null> {
    const [row] = await preparedQuery<{ attempts: number }[]>(
      this.dataSource.manager,
      'email-log-record-result',
      `WITH unflushed AS (SELECT set_config('synchronous_commit', 'off', true)),
       recorded AS (
         UPDATE email_log
            SET status = $2, error = $3, message_id = COALESCE($4, message_id),
                sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END,
                subject = COALESCE($5, subject), unknown_placeholders = $7,
                -- an admin may delete the template while its mail is being sent
                template_id = (SELECT id FROM email_templates WHERE id = $6::uuid),
                claim_token = NULL, lease_until = NULL, job_data = CASE WHEN $2 = 'sending' THEN job_data END,
                booking_id = COALESCE($9, booking_id)
           FROM unflushed
          WHERE idempotency_key = $1 AND claim_token = $8
         RETURNING attempts
       ), booking AS (
         UPDATE bookings SET email_status = $2
          WHERE id = $10::uuid AND $2 <> 'sending' AND email_status IS DISTINCT FROM $2 AND EXISTS (SELECT FROM recorded)
       )
       SELECT attempts FROM recorded`,
      [
        result.idempotencyKey,
        result.status,
        result.error,
        result.messageId,
        result.subject,
        result.templateId,
        result.unknownPlaceholders,
        result.token,
        result.bookingId,
        result.statusOfBookingId,
      ],
    );
    return row ?? null;
  }

  /**
   * Resolves once every commit made before it is on disk: taking a transaction id gives this
   * statement's commit a record, which waits for the WAL flush up to it.
   */
  async flushCommits(): Promise<void> {
    await this.dataSource.query(`SELECT pg_current_xact_id()`);
  }

  /**
   * Owed mails no attempt is working on (no running lease, none within `idleSeconds`), after `after`
   * in id order; `retry_window_ended` once owed longer than `windowSeconds` before `now`.
   */
  owedIdle(
    after: string,
    {
      idleSeconds,
      windowSeconds,
      limit,
      now,
    }: { idleSeconds: number; windowSeconds: number; limit: number; now: Date },
  ): Promise<OwedMailRow[]> {
    return this.dataSource.query(
      `SELECT id, queue, job_name, job_id, job_data, created_at <= $5::timestamptz - make_interval(secs => $3) AS retry_window_ended
         FROM email_log
        WHERE status IN ('queued', 'sending') AND id > $1
          AND (lease_until IS NULL OR lease_until <= now())
          AND COALESCE(last_attempt_at, created_at) <= now() - make_interval(secs => $2)
        ORDER BY id LIMIT $4`,
      [after, idleSeconds, windowSeconds, limit, now.toISOString()],
    );
  }

  /** Settles a mail only while still owed and unclaimed; whether it did. */
  async settleOwed(manager: EntityManager, id: string, status: 'skipped' | 'failed', error: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE email_log SET status = $2, job_data = NULL, error = CASE WHEN $2 = 'failed' THEN COALESCE(error, $3) ELSE error END
        WHERE id = $1 AND status IN ('queued', 'sending') AND (lease_until IS NULL OR lease_until <= now())`,
      [id, status, error],
    );
    return affected > 0;
  }
}
