import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../core/database/prepared-query';
import { updateReturning } from '../core/database/update-returning';
import { MagicLinkToken } from './magic-link-token.entity';

/** 'sign-in': a requested magic link; 'booking-mail': the link in a booking e-mail (booking-mail-link.ts). */
type MagicLinkPurpose = 'sign-in' | 'booking-mail';

interface NewBookingMailLink {
  email: string;
  tokenHash: string;
  redirectTo: string;
  purpose: MagicLinkPurpose;
  /** Valid until `validDays` after this (or after now, if that is later). */
  courseStartsAt: string | null;
  validDays: number;
}

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

  /** Concurrent sign-in requests for one address wait for each other until the commit. */
  async lockAddress(manager: EntityManager, address: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`magic-link:${address}`]);
  }

  /** Sign-in links requested for the address in the last `minutes`. */
  async countRecentSignIns(manager: EntityManager, address: string, minutes: number): Promise<number> {
    const [{ sent }]: { sent: number }[] = await manager.query(
      `SELECT count(*)::int AS sent FROM magic_link_tokens
        WHERE lower(email) = $1 AND purpose = 'sign-in' AND created_at > now() - make_interval(mins => $2)`,
      [address, minutes],
    );
    return sent;
  }

  async insertSignIn(
    manager: EntityManager,
    link: { email: string; tokenHash: string; redirectTo: string; expiresAt: Date },
  ): Promise<void> {
    await manager.insert(MagicLinkToken, {
      email: link.email,
      token_hash: link.tokenHash,
      redirect_to: link.redirectTo,
      expires_at: link.expiresAt,
    });
  }

  /**
   * Static: booking mails mint their links with the manager they hold (booking-mail-link.ts); one per
   * mail. As a statement of its own it commits without waiting for the WAL to reach the disk (one
   * of the three flushes a mail waited for); the next commit that waits, or PostgreSQL's WAL
   * writer, flushes it moments later. Only a database crash in that moment can lose the row; its
   * mail then leads to the page that mails a fresh link. Inside a caller's transaction the commit
   * stays the caller's.
   */
  static async insertBookingMailLink(manager: EntityManager, link: NewBookingMailLink): Promise<void> {
    const parameters = [link.email, link.tokenHash, link.redirectTo, link.purpose, link.courseStartsAt, link.validDays];
    const insert = `INSERT INTO magic_link_tokens (email, token_hash, redirect_to, purpose, expires_at)
       SELECT $1, $2, $3, $4, GREATEST(now(), COALESCE($5::timestamptz, now())) + make_interval(days => $6)`;
    if (manager.queryRunner?.isTransactionActive) {
      await manager.query(insert, parameters);
      return;
    }
    await preparedQuery(
      manager,
      'magic-link-insert-booking-mail-link',
      `WITH unflushed AS (SELECT set_config('synchronous_commit', 'off', true)) ${insert} FROM unflushed`,
      parameters,
    );
  }

  /** The link, `expired` as of `now`. */
  async find(tokenHash: string, now: Date): Promise<StoredMagicLink | null> {
    const [row] = await this.dataSource.query<StoredMagicLink[]>(
      `SELECT email, redirect_to, purpose, used_at IS NOT NULL AS used, expires_at <= $2 AS expired
         FROM magic_link_tokens WHERE token_hash = $1`,
      [tokenHash, now],
    );
    return row ?? null;
  }

  /** Marks the token used in the statement that checks it, so of two concurrent uses one wins. */
  async markUsed(tokenHash: string, now: Date): Promise<UsedMagicLink | null> {
    const [used] = await updateReturning<UsedMagicLink>(
      this.dataSource.manager,
      `UPDATE magic_link_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING email, redirect_to`,
      [tokenHash, now],
    );
    return used ?? null;
  }
}
