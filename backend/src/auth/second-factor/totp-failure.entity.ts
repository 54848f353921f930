import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A wrong second-factor code, counted towards the lockout. */
@Entity('totp_failures')
export class TotpFailure {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column('uuid')
  user_id: string;

  @Column('timestamptz')
  failed_at: Date;
}
