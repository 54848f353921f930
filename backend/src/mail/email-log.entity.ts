import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** queued and sending: still owed (the sweep re-queues them); sent, failed and skipped (no longer wanted): settled. */
export type EmailLogStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One row per e-mail the product means to send, written with the event that causes it, before any
 * job exists: the database, not Redis, knows which mails are owed. The idempotency key keeps a
 * retried job from mailing twice.
 */
@Entity('email_log')
export class EmailLog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { unique: true })
  idempotency_key: string;

  /** Known once the job runs. */
  @Column('text', { nullable: true })
  type: string | null;

  @Column('text', { nullable: true })
  recipient: string | null;

  @Column('text', { nullable: true })
  subject: string | null;

  @Column('uuid', { nullable: true })
  booking_id: string | null;

  @Column('text', { default: 'queued' })
  status: EmailLogStatus;

  @Column('integer', { default: 0 })
  attempts: number;

  /** The attempt that may send now; its result is recorded only while the token is still this one. */
  @Column('uuid', { nullable: true })
  claim_token: string | null;

  /** Until then no other attempt may claim the mail; longer than one SMTP delivery can take. */
  @Column('timestamptz', { nullable: true })
  lease_until: Date | null;

  @Column('timestamptz', { nullable: true })
  last_attempt_at: Date | null;

  /** The BullMQ job that sends the mail, to queue it again when Redis lost it; the data is cleared once settled. */
  @Column('text', { nullable: true })
  queue: string | null;

  @Column('text', { nullable: true })
  job_name: string | null;

  @Column('text', { nullable: true })
  job_id: string | null;

  @Column('jsonb', { nullable: true })
  job_data: Record<string, unknown> | null;

  @Column('text', { nullable: true })
  error: string | null;

  @Column('text', { nullable: true })
  message_id: string | null;

  /** The admin template (email_templates) the mail was rendered from, if any. */
  @Column('uuid', { nullable: true })
  template_id: string | null;

  /** Placeholders in that template that are not known; they were sent empty. */
  @Column('text', { array: true, default: () => "'{}'" })
  unknown_placeholders: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  sent_at: Date | null;
}
