import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

type UserRole = 'user' | 'admin';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { unique: true })
  email: string;

  @Column('text', { default: 'user' })
  role: UserRole;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  last_login_at: Date | null;

  /** TOTP secret, sealed with SESSION_SECRET (TokenSealer); set at enrolment, confirmed by the first code. */
  @Column('text', { nullable: true, select: false })
  totp_secret: string | null;

  @Column('timestamptz', { nullable: true })
  totp_enrolled_at: Date | null;

  /** The time step of the last accepted code: a code of this step or an earlier one is refused. */
  @Column('bigint', { nullable: true })
  totp_last_time_step: string | null;

  /** The session that started the pending (unconfirmed) enrolment: no other session may replace or confirm it until it expires. */
  @Column('uuid', { nullable: true })
  totp_enrolment_session_id: string | null;

  @Column('timestamptz', { nullable: true })
  totp_enrolment_expires_at: Date | null;

  /** After too many wrong codes no code is accepted until then. */
  @Column('timestamptz', { nullable: true })
  totp_locked_until: Date | null;
}
