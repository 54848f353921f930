import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Remembers every payment-provider event already handled, so a replay changes nothing. */
@Entity('processed_webhook_events')
export class ProcessedWebhookEvent {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  type: string;

  @CreateDateColumn({ type: 'timestamptz' })
  processed_at: Date;
}
