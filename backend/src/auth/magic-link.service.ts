import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { runTransaction } from '../core/database/transaction';
import { updateReturning } from '../core/database/update-returning';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';
import { BOOKING_MAIL_LINK_PURPOSE } from './booking-mail-link';
import { MagicLinkToken } from './magic-link-token.entity';
import { MagicLinkMailer } from './magic-link.mailer';

export type MagicLinkFailure = 'abgelaufen' | 'verwendet' | 'ungueltig';

type ConsumedMagicLink =
  { ok: true; email: string; redirectTo: string } | { ok: false; failure: MagicLinkFailure; redirectTo: string | null };

/** createSecretToken: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAIL_WINDOW_MINUTES = 15;

@Injectable()
export class MagicLinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: MagicLinkMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The same work for every address, known or not, admin or not, so neither the answer nor its
   * timing tells whether an address has an account: a token row and a queued mail. Beyond
   * MAGIC_LINKS_PER_ADDRESS in 15 minutes the answer stays the same but nothing is sent, so the form
   * cannot flood anyone's inbox.
   */
  async request(email: string, redirectTo: string): Promise<void> {
    const { token, hash } = createSecretToken();
    // The mail states the same validity.
    const expiresAt = new Date(Date.now() + MAGIC_LINK_VALID_MINUTES * 60_000);
    await runTransaction(this.dataSource, async (manager) => {
      if (await this.mailsExhausted(manager, email)) return;
      await manager.insert(MagicLinkToken, { email, token_hash: hash, redirect_to: redirectTo, expires_at: expiresAt });
      await this.mailer.send(manager, { email, token, expiresAt });
    });
  }

  /** Concurrent requests for one address count in turn (advisory lock until the commit). */
  private async mailsExhausted(manager: EntityManager, email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`magic-link:${address}`]);
    const [{ sent }]: { sent: number }[] = await manager.query(
      `SELECT count(*)::int AS sent FROM magic_link_tokens
        WHERE lower(email) = $1 AND purpose = 'sign-in' AND created_at > now() - make_interval(mins => $2)`,
      [address, MAIL_WINDOW_MINUTES],
    );
    return sent >= this.config.rateLimit.magicLinksPerAddress;
  }

  /**
   * Marks the token used in the same statement that checks it, so two clicks of a requested link
   * sign in once. A booking mail's link (booking-mail-link.ts) may be opened again until it expires.
   */
  async consume(token: string | undefined): Promise<ConsumedMagicLink> {
    if (!token || !TOKEN_SHAPE.test(token)) return { ok: false, failure: 'ungueltig', redirectTo: null };
    const hash = hashSecretToken(token);
    const [used] = await updateReturning<{ email: string; redirect_to: string }>(
      this.dataSource.manager,
      `UPDATE magic_link_tokens SET used_at = now()
        WHERE token_hash = $1 AND expires_at > now() AND (used_at IS NULL OR purpose = $2)
        RETURNING email, redirect_to`,
      [hash, BOOKING_MAIL_LINK_PURPOSE],
    );
    if (used) return { ok: true, email: used.email, redirectTo: used.redirect_to };
    const [known]: { used_up: boolean; redirect_to: string }[] = await this.dataSource.query(
      `SELECT used_at IS NOT NULL AND purpose <> $2 AS used_up, redirect_to FROM magic_link_tokens WHERE token_hash = $1`,
      [hash, BOOKING_MAIL_LINK_PURPOSE],
    );
    if (!known) return { ok: false, failure: 'ungueltig', redirectTo: null };
    return { ok: false, failure: known.used_up ? 'verwendet' : 'abgelaufen', redirectTo: known.redirect_to };
  }
}
