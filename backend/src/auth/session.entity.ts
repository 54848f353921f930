import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** Server-side session; the cookie carries only a random token whose hash is stored here. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  user_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text', { unique: true })
  token_hash: string;

  /** Sliding: moves forward with use, never past absolute_expires_at. */
  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz')
  absolute_expires_at: Date;

  @Column('timestamptz')
  last_seen_at: Date;

  /** When the admin passed the TOTP second factor in this session; a new session starts without. */
  @Column('timestamptz', { nullable: true })
  second_factor_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
