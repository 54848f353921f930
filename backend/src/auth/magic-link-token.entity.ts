import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Sign-in token; only its SHA-256 hash is stored. Single use (magic-link-tokens.repository.ts). */
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

  /** 'sign-in' (requested magic link) or 'booking-mail'. */
  @Column('text', { default: 'sign-in' })
  purpose: string;

  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
