import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const EMAIL_LOG_STATUSES = ['sending', 'sent', 'failed'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

/** One row per e-mail the product means to send; the idempotency key keeps a retried job from mailing twice. */
@Entity('email_log')
export class EmailLog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { unique: true })
  idempotency_key: string;

  @Column('text')
  type: string;

  @Column('text')
  recipient: string;

  @Column('text', { nullable: true })
  subject: string | null;

  @Column('uuid', { nullable: true })
  booking_id: string | null;

  @Column('text', { default: 'sending' })
  status: EmailLogStatus;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('text', { nullable: true })
  error: string | null;

  @Column('text', { nullable: true })
  message_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  sent_at: Date | null;
}
