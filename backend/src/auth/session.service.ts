import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';
import { AuthSession } from './auth-session';

/** Moving the sliding expiry at most once a minute keeps ordinary requests free of writes. */
const TOUCH_INTERVAL_SECONDS = 60;

interface SessionRow {
  session_id: string;
  user_id: string;
  email: string;
  totp_enrolled: boolean;
  second_factor_passed: boolean;
  needs_touch: boolean;
}

/**
 * Sessions in PostgreSQL: the cookie holds 32 random bytes, the table only their SHA-256. Idle
 * sessions end after SESSION_IDLE_DAYS, every session after SESSION_MAX_DAYS.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Always a fresh token: an id known before sign-in is never carried into the signed-in state. */
  async create(manager: EntityManager, userId: string): Promise<string> {
    const { token, hash } = createSecretToken();
    await manager.query(
      `DELETE FROM sessions WHERE user_id = $1 AND (expires_at <= now() OR absolute_expires_at <= now())`,
      [userId],
    );
    await manager.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, absolute_expires_at, last_seen_at)
       VALUES ($1, $2, now() + make_interval(secs => $3), now() + make_interval(secs => $4), now())`,
      [
        userId,
        hash,
        this.config.auth.sessionIdleMs / 1000,
        Math.max(this.config.auth.sessionIdleMs, this.config.auth.sessionMaxMs) / 1000,
      ],
    );
    return token;
  }

  async resolve(token: string): Promise<AuthSession | null> {
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT s.id AS session_id, s.user_id, u.email,
              u.totp_enrolled_at IS NOT NULL AS totp_enrolled,
              s.second_factor_at IS NOT NULL AS second_factor_passed,
              s.last_seen_at < now() - make_interval(secs => $2) AS needs_touch
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND s.absolute_expires_at > now()`,
      [hashSecretToken(token), TOUCH_INTERVAL_SECONDS],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.needs_touch) {
      await this.dataSource.query(
        `UPDATE sessions SET last_seen_at = now(), expires_at = LEAST(now() + make_interval(secs => $2), absolute_expires_at) WHERE id = $1`,
        [row.session_id, this.config.auth.sessionIdleMs / 1000],
      );
    }
    return {
      sessionId: row.session_id,
      userId: row.user_id,
      email: row.email,
      totpEnrolled: row.totp_enrolled,
      secondFactorPassed: row.second_factor_passed,
    };
  }

  async destroy(token: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1`, [hashSecretToken(token)]);
  }

  /**
   * The session passed the second factor: it continues under a new token with admin rights and the
   * old token stops working, so a cookie known from before (fixation, a shared machine) gains nothing.
   */
  async renewAfterSecondFactor(manager: EntityManager, sessionId: string): Promise<string | null> {
    const { token, hash } = createSecretToken();
    const renewed = await manager.query<{ id: string }[]>(
      `INSERT INTO sessions (user_id, token_hash, expires_at, absolute_expires_at, last_seen_at, second_factor_at)
       SELECT user_id, $2, LEAST(now() + make_interval(secs => $3), absolute_expires_at), absolute_expires_at, now(), now()
         FROM sessions WHERE id = $1
       RETURNING id`,
      [sessionId, hash, this.config.auth.sessionIdleMs / 1000],
    );
    if (renewed.length === 0) return null;
    await manager.query(`DELETE FROM sessions WHERE id = $1`, [sessionId]);
    return token;
  }
}
