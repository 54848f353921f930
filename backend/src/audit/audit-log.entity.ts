import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what to which record, and how it looked before and after. */
@Entity('audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;

  @Column('text', { nullable: true })
  actor_email: string | null;

  @Column('text')
  action: string;

  @Column('text', { nullable: true })
  entity: string | null;

  @Column('text', { nullable: true })
  entity_id: string | null;

  @Column('jsonb', { nullable: true })
  before: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  after: Record<string, unknown> | null;

  /** HMAC of the client IP with SESSION_SECRET: lets entries from one address be matched, never read back. */
  @Column('text', { nullable: true })
  ip_hash: string | null;
}
