import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GatedWrite } from '../core/database/gated-write';
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
   * The link a booking mail carries, written by the statement that claims the mail
   * (EmailLogRepository.claim) and only when it claims it: one per mail sent.
   */
  static bookingMailLinkWrite(link: NewBookingMailLink): GatedWrite {
    return {
      name: 'booking-mail-link',
      text: (gate, first) => {
        const $ = (offset: number) => `$${first + offset}`;
        return `INSERT INTO magic_link_tokens (email, token_hash, redirect_to, purpose, expires_at)
          SELECT ${$(0)}, ${$(1)}, ${$(2)}, ${$(3)},
                 GREATEST(now(), COALESCE(${$(4)}::timestamptz, now())) + make_interval(days => ${$(5)})
            FROM ${gate}`;
      },
      parameters: [link.email, link.tokenHash, link.redirectTo, link.purpose, link.courseStartsAt, link.validDays],
    };
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
