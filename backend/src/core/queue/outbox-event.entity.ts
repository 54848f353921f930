import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('outbox_events')
export class OutboxEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column('text')
  type: string;

  @Column('jsonb')
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  published_at: Date | null;

  /** The request (or job) that recorded the event: its jobs log under the same id. */
  @Column('text', { nullable: true })
  request_id: string | null;

  @Column('integer', { default: 0 })
  publish_attempts: number;
}
