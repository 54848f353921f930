import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One GDPR deletion (DECISIONS 17): what was touched, never whose data it was. */
@Entity('gdpr_deletion_log')
export class GdprDeletion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Keyed hash of the erased address (keyedHash 'gdpr-email'), never the address itself; null on rows from before keys were used. */
  @Column('text', { nullable: true })
  email_hash: string | null;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  deleted_at: Date;

  @Column('text', { array: true, default: () => "'{}'" })
  affected_tables: string[];

  /** Rows deleted, anonymised or cleared, per table. */
  @Column('jsonb', { default: () => "'{}'" })
  affected_counts: Record<string, number>;

  @Column('text', { nullable: true })
  performed_by: string | null;

  /** Invoices of the person kept (restricted) for the retention period of § 147 AO; migration 1796530000000. */
  @Column('integer', { default: 0 })
  invoices_kept: number;

  @Column('date', { nullable: true })
  invoices_kept_until: string | null;
}
