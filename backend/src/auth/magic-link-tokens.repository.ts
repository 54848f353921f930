import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';

/** 'sign-in': a requested magic link; 'booking-mail': the link in a booking e-mail (booking-mail-link.ts). */
type MagicLinkPurpose = 'sign-in' | 'booking-mail';

export interface StoredMagicLink {
  email: string;
  redirect_to: string;
  purpose: MagicLinkPurpose;
  used: boolean;
  expired: boolean;
}

interface UsedMagicLink {
  email: string;
  redirect_to: string;
}

/** The sign-in tokens in magic_link_tokens, found by the SHA-256 of the token. */
@Injectable()
export class MagicLinkTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(tokenHash: string): Promise<StoredMagicLink | null> {
    const [row] = await this.dataSource.query<StoredMagicLink[]>(
      `SELECT email, redirect_to, purpose, used_at IS NOT NULL AS used, expires_at <= now() AS expired
         FROM magic_link_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** Marks the token used in the statement that checks it, so of two concurrent uses one wins. */
  async markUsed(tokenHash: string): Promise<UsedMagicLink | null> {
    const [used] = await updateReturning<UsedMagicLink>(
      this.dataSource.manager,
      `UPDATE magic_link_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING email, redirect_to`,
      [tokenHash],
    );
    return used ?? null;
  }
}
