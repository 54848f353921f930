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
