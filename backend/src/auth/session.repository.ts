import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** A live session with its user, as the session middleware reads it. */
export interface ActiveSessionRow {
  session_id: string;
  user_id: string;
  email: string;
  totp_enrolled: boolean;
  second_factor_passed: boolean;
  needs_touch: boolean;
}

/** sessions: one row per signed-in browser, found by the SHA-256 of its cookie token. */
@Injectable()
export class SessionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async deleteExpiredOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM sessions WHERE user_id = $1 AND (expires_at <= now() OR absolute_expires_at <= now())`,
      [userId],
    );
  }

  async insert(
    manager: EntityManager,
    session: { userId: string; tokenHash: string; idleSeconds: number; maxSeconds: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, absolute_expires_at, last_seen_at)
       VALUES ($1, $2, now() + make_interval(secs => $3), now() + make_interval(secs => $4), now())`,
      [session.userId, session.tokenHash, session.idleSeconds, session.maxSeconds],
    );
  }

  /** `needs_touch`: last seen more than `touchIntervalSeconds` ago. */
  async findActive(tokenHash: string, touchIntervalSeconds: number): Promise<ActiveSessionRow | null> {
    const rows: ActiveSessionRow[] = await this.dataSource.query(
      `SELECT s.id AS session_id, s.user_id, u.email,
              u.totp_enrolled_at IS NOT NULL AS totp_enrolled,
              s.second_factor_at IS NOT NULL AS second_factor_passed,
              s.last_seen_at < now() - make_interval(secs => $2) AS needs_touch
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND s.absolute_expires_at > now()`,
      [tokenHash, touchIntervalSeconds],
    );
    return rows[0] ?? null;
  }

  /** Moves the sliding expiry, never past the absolute one. */
  async touch(sessionId: string, idleSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET last_seen_at = now(), expires_at = LEAST(now() + make_interval(secs => $2), absolute_expires_at) WHERE id = $1`,
      [sessionId, idleSeconds],
    );
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
  }

  /** Copies the session under a new token hash with the second factor passed, then deletes it; false when it is gone. */
  async renewWithSecondFactor(
    manager: EntityManager,
    sessionId: string,
    tokenHash: string,
    idleSeconds: number,
  ): Promise<boolean> {
    const renewed = await manager.query<{ id: string }[]>(
      `INSERT INTO sessions (user_id, token_hash, expires_at, absolute_expires_at, last_seen_at, second_factor_at)
       SELECT user_id, $2, LEAST(now() + make_interval(secs => $3), absolute_expires_at), absolute_expires_at, now(), now()
         FROM sessions WHERE id = $1
       RETURNING id`,
      [sessionId, tokenHash, idleSeconds],
    );
    if (renewed.length === 0) return false;
    await manager.query(`DELETE FROM sessions WHERE id = $1`, [sessionId]);
    return true;
  }

  /** Every session of the user needs the second factor anew. */
  async clearSecondFactorOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE sessions SET second_factor_at = NULL WHERE user_id = $1`, [userId]);
  }
}
