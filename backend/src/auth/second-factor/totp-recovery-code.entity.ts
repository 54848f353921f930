import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One of an admin's single-use recovery codes, stored only as a keyed hash. */
@Entity('totp_recovery_codes')
export class TotpRecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  user_id: string;

  @Column('text')
  code_hash: string;

  @Column('timestamptz', { nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
