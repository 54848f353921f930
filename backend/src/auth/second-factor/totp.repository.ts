import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { UpdateQueryResult } from '../../core/database/update-returning';

/** totp_enrolment_expires_at is written together with totp_enrolment_session_id, so it is set while an enrolment is pending. */
export interface PendingEnrolmentRow {
  totp_enrolment_session_id: string | null;
  totp_enrolment_expires_at: Date;
}

/** Read after a refused start: the user is enrolled, or another session's enrolment is pending. */
export interface EnrolmentStateRow {
  totp_enrolled_at: Date | null;
  totp_enrolment_expires_at: Date;
}

export interface TotpSecretRow {
  totp_secret: string | null;
  /** bigint, as text */
  totp_last_time_step: string | null;
}

export interface TotpLockRow {
  totp_locked_until: Date | null;
}

/** An admin's second factor: the TOTP columns of users and the wrong codes in totp_failures. */
@Injectable()
export class TotpRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a new sealed secret as this session's pending enrolment, unless the user is enrolled or
   * another session's enrolment is still pending (not expired at `now`); true when it did.
   */
  async startEnrolment(
    manager: EntityManager,
    enrolment: { userId: string; sealedSecret: string; sessionId: string; expiresAt: Date; now: Date },
  ): Promise<boolean> {
    const [, updated] = await manager.query<UpdateQueryResult>(
      `UPDATE users SET totp_secret = $2, totp_last_time_step = NULL, totp_enrolment_session_id = $3, totp_enrolment_expires_at = $4
        WHERE id = $1 AND totp_enrolled_at IS NULL
          AND (totp_enrolment_session_id IS NULL OR totp_enrolment_session_id = $3 OR totp_enrolment_expires_at <= $5)`,
      [enrolment.userId, enrolment.sealedSecret, enrolment.sessionId, enrolment.expiresAt, enrolment.now],
    );
    return Boolean(updated);
  }

  async pendingEnrolment(userId: string): Promise<PendingEnrolmentRow | null> {
    const [user] = await this.dataSource.query<PendingEnrolmentRow[]>(
      `SELECT totp_enrolment_session_id, totp_enrolment_expires_at FROM users WHERE id = $1`,
      [userId],
    );
    return user ?? null;
  }

  async enrolmentState(userId: string): Promise<EnrolmentStateRow | null> {
    const [user] = await this.dataSource.query<EnrolmentStateRow[]>(
      `SELECT totp_enrolled_at, totp_enrolment_expires_at FROM users WHERE id = $1`,
      [userId],
    );
    return user ?? null;
  }

  /** Drops the authenticator and any pending enrolment. */
  async removeAuthenticator(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_time_step = NULL, totp_enrolment_session_id = NULL, totp_enrolment_expires_at = NULL
        WHERE id = $1`,
      [userId],
    );
  }

  async secretOf(manager: EntityManager, userId: string): Promise<TotpSecretRow | null> {
    const [user] = await manager.query<TotpSecretRow[]>(
      `SELECT totp_secret, totp_last_time_step FROM users WHERE id = $1`,
      [userId],
    );
    return user ?? null;
  }

  /**
   * Records an accepted code's time step (and completes a pending enrolment); false when the code
   * no longer counts. `pendingOwner`: the code confirms this session's pending enrolment.
   */
  async acceptTimeStep(
    manager: EntityManager,
    accepted: { userId: string; timeStep: number; sessionId: string; now: Date; pendingOwner: boolean },
  ): Promise<boolean> {
    // The condition on the last step makes two concurrent uses of one code accept only one; the one
    // on the pending enrolment keeps a session that lost it (expiry, a new start) from confirming it.
    const [, updated] = await manager.query<UpdateQueryResult>(
      `UPDATE users SET totp_last_time_step = $2, totp_enrolled_at = COALESCE(totp_enrolled_at, now()),
              totp_enrolment_session_id = NULL, totp_enrolment_expires_at = NULL
        WHERE id = $1 AND (totp_last_time_step IS NULL OR totp_last_time_step < $2)
          AND (totp_enrolled_at IS NOT NULL OR ($5::boolean AND totp_enrolment_session_id = $3 AND totp_enrolment_expires_at > $4))`,
      [accepted.userId, accepted.timeStep, accepted.sessionId, accepted.now, accepted.pendingOwner],
    );
    return Boolean(updated);
  }

  async lockState(userId: string): Promise<TotpLockRow | null> {
    const [row] = await this.dataSource.query<TotpLockRow[]>(`SELECT totp_locked_until FROM users WHERE id = $1`, [
      userId,
    ]);
    return row ?? null;
  }

  /** The row lock serialises concurrent failures, so exactly one of them starts the lock and mails. */
  async lockStateForFailure(manager: EntityManager, userId: string): Promise<TotpLockRow | null> {
    const [user] = await manager.query<TotpLockRow[]>(`SELECT totp_locked_until FROM users WHERE id = $1 FOR UPDATE`, [
      userId,
    ]);
    return user ?? null;
  }

  /** Forgets the failures up to `windowStart`, records one at `at` and counts those in the window. */
  async recordFailure(manager: EntityManager, userId: string, windowStart: Date, at: Date): Promise<number> {
    await manager.query(`DELETE FROM totp_failures WHERE user_id = $1 AND failed_at <= $2`, [userId, windowStart]);
    await manager.query(`INSERT INTO totp_failures (user_id, failed_at) VALUES ($1, $2)`, [userId, at]);
    const [{ failures }] = await manager.query<{ failures: number }[]>(
      `SELECT count(*)::int AS failures FROM totp_failures WHERE user_id = $1`,
      [userId],
    );
    return failures;
  }

  async lockUntil(manager: EntityManager, userId: string, until: Date): Promise<void> {
    await manager.query(`UPDATE users SET totp_locked_until = $2 WHERE id = $1`, [userId, until]);
  }

  async clearFailures(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM totp_failures WHERE user_id = $1`, [userId]);
  }
}
