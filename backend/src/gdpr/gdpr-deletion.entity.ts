import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('gdpr_deletion_log')
export class GdprDeletion {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  deleted_at: Date;

  @Column('text', { array: true, default: () => "'{}'" })
  affected_tables: string[];

  @Column('text', { nullable: true })
  performed_by: string | null;
}
