import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Single-use sign-in token; only its SHA-256 hash is stored. */
@Entity('magic_link_tokens')
export class MagicLinkToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('text', { unique: true })
  token_hash: string;

  @Column('text', { default: '/' })
  redirect_to: string;

  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
