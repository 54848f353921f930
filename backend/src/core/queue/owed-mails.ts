import { EntityManager } from 'typeorm';

export interface OwedMail {
  queue: string;
  jobName: string;
  jobId: string;
  /** The job payload; its idempotencyKey names the mail. */
  data: Record<string, unknown>;
}

/**
 * Records mails being queued as owed (e-mail log status 'queued', with what it takes to queue the
 * job again), so the sweep can re-queue them if Redis loses the jobs. Call it in the transaction
 * that commits the reason for the mail, or before the jobs are added. A known key is left alone.
 */
export async function registerOwedMails(manager: EntityManager, mails: OwedMail[]): Promise<void> {
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
