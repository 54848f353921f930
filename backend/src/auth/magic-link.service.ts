import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runTransaction } from '../core/database/transaction';
import { updateReturning } from '../core/database/update-returning';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';
import { MagicLinkToken } from './magic-link-token.entity';
import { MagicLinkMailer } from './magic-link.mailer';

export type MagicLinkFailure = 'abgelaufen' | 'verwendet' | 'ungueltig';

type ConsumedMagicLink =
  | { ok: true; email: string; redirectTo: string }
  | { ok: false; failure: MagicLinkFailure; redirectTo: string | null };

/** createSecretToken: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

@Injectable()
export class MagicLinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: MagicLinkMailer,
  ) {}

  /**
   * The same work for every address, known or not, admin or not, so neither the answer nor its
   * timing tells whether an address has an account: a token row and a queued mail.
   */
  async request(email: string, redirectTo: string): Promise<void> {
    const { token, hash } = createSecretToken();
    // The mail states the same validity.
    const expiresAt = new Date(Date.now() + MAGIC_LINK_VALID_MINUTES * 60_000);
    await runTransaction(this.dataSource, async (manager) => {
      await manager.insert(MagicLinkToken, { email, token_hash: hash, redirect_to: redirectTo, expires_at: expiresAt });
      await this.mailer.send(manager, { email, token, expiresAt });
    });
  }

  /** Marks the token used in the same statement that checks it, so two clicks sign in once. */
  async consume(token: string | undefined): Promise<ConsumedMagicLink> {
    if (!token || !TOKEN_SHAPE.test(token)) return { ok: false, failure: 'ungueltig', redirectTo: null };
    const hash = hashSecretToken(token);
    const [used] = await updateReturning<{ email: string; redirect_to: string }>(
      this.dataSource.manager,
      `UPDATE magic_link_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING email, redirect_to`,
      [hash],
    );
    if (used) return { ok: true, email: used.email, redirectTo: used.redirect_to };
    const [known] = await this.dataSource.query(`SELECT used_at, redirect_to FROM magic_link_tokens WHERE token_hash = $1`, [hash]);
    if (!known) return { ok: false, failure: 'ungueltig', redirectTo: null };
    return { ok: false, failure: known.used_at ? 'verwendet' : 'abgelaufen', redirectTo: known.redirect_to };
  }
}
