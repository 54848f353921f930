import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';
import { AuthSession } from '../core/http/auth-session';
import { SessionRepository } from './session.repository';

/** Moving the sliding expiry at most once a minute keeps ordinary requests free of writes. */
const TOUCH_INTERVAL_SECONDS = 60;

/**
 * Sessions in PostgreSQL: the cookie holds 32 random bytes, the table only their SHA-256. Idle
 * sessions end after SESSION_IDLE_DAYS, every session after SESSION_MAX_DAYS.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Always a fresh token: an id known before sign-in is never carried into the signed-in state. */
  async create(manager: EntityManager, userId: string): Promise<string> {
    const { token, hash } = createSecretToken();
    await this.sessions.deleteExpiredOf(manager, userId);
    await this.sessions.insert(manager, {
      userId,
      tokenHash: hash,
      idleSeconds: this.config.auth.sessionIdleMs / 1000,
      maxSeconds: Math.max(this.config.auth.sessionIdleMs, this.config.auth.sessionMaxMs) / 1000,
    });
    return token;
  }

  async resolve(token: string): Promise<AuthSession | null> {
    const row = await this.sessions.findActive(hashSecretToken(token), TOUCH_INTERVAL_SECONDS);
    if (!row) return null;
    if (row.needs_touch) await this.sessions.touch(row.session_id, this.config.auth.sessionIdleMs / 1000);
    return {
      sessionId: row.session_id,
      userId: row.user_id,
      email: row.email,
      totpEnrolled: row.totp_enrolled,
      secondFactorPassed: row.second_factor_passed,
    };
  }

  async destroy(token: string): Promise<void> {
    await this.sessions.deleteByTokenHash(hashSecretToken(token));
  }

  /**
   * The session passed the second factor: it continues under a new token with admin rights and the
   * old token stops working, so a cookie known from before (fixation, a shared machine) gains nothing.
   */
  async renewAfterSecondFactor(manager: EntityManager, sessionId: string): Promise<string | null> {
    const { token, hash } = createSecretToken();
    const renewed = await this.sessions.renewWithSecondFactor(
      manager,
      sessionId,
      hash,
      this.config.auth.sessionIdleMs / 1000,
    );
    return renewed ? token : null;
  }

  /** Every session of the user needs the second factor anew (a reset authenticator). */
  async requireSecondFactorAgain(manager: EntityManager, userId: string): Promise<void> {
    await this.sessions.clearSecondFactorOf(manager, userId);
  }
}
