import { formatShortDateTime } from '@mpb/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { Clock } from '../../core/clock/clock';
import { runTransaction } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { SecurityNoticeMailer } from './security-notice.mailer';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 60 * 60_000;
const LOCK_MS = 15 * 60_000;

interface TotpLockRow {
  totp_locked_until: Date | null;
}

/** Refusal while the second factor is locked; carries the end for the Retry-After header. */
export class SecondFactorLockedError extends ApiError {
  constructor(readonly lockedUntil: Date) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      `Zu viele falsche Codes: Die Zwei-Faktor-Anmeldung ist aus Sicherheitsgründen bis ${formatShortDateTime(lockedUntil)} gesperrt.`,
    );
  }
}

/**
 * Ten wrong codes (TOTP or recovery) within an hour lock the admin's second factor for 15 minutes,
 * in every session, and mail the admin once per lock. Times come from the injected clock.
 */
@Injectable()
export class TotpLockoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notices: SecurityNoticeMailer,
    private readonly audit: AuditLogService,
  ) {}

  async assertUnlocked(userId: string): Promise<void> {
    const [row] = await this.dataSource.query<TotpLockRow[]>(`SELECT totp_locked_until FROM users WHERE id = $1`, [
      userId,
    ]);
    const lockedUntil = row?.totp_locked_until ? new Date(row.totp_locked_until) : null;
    if (lockedUntil && lockedUntil > this.clock.now()) throw new SecondFactorLockedError(lockedUntil);
  }

  /** Counts a wrong code; throws when this one (or a concurrent one) locked the second factor. */
  async recordFailure(userId: string, email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const lockedUntil = await runTransaction(this.dataSource, async (manager) => {
      // The row lock serialises concurrent failures, so exactly one of them starts the lock and mails.
      const [user] = await manager.query<TotpLockRow[]>(
        `SELECT totp_locked_until FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      const current = user?.totp_locked_until ? new Date(user.totp_locked_until) : null;
      if (current && current > now) return current;
      const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
      await manager.query(`DELETE FROM totp_failures WHERE user_id = $1 AND failed_at <= $2`, [userId, windowStart]);
      await manager.query(`INSERT INTO totp_failures (user_id, failed_at) VALUES ($1, $2)`, [userId, now]);
      const [{ failures }] = await manager.query<{ failures: number }[]>(
        `SELECT count(*)::int AS failures FROM totp_failures WHERE user_id = $1`,
        [userId],
      );
      if (failures < MAX_FAILURES) return null;

      const until = new Date(now.getTime() + LOCK_MS);
      await manager.query(`UPDATE users SET totp_locked_until = $2 WHERE id = $1`, [userId, until]);
      await this.clear(manager, userId);
      await this.audit.record(
        {
          actorEmail: email,
          action: AUDIT_ACTIONS.secondFactorLocked,
          entity: 'user',
          entityId: userId,
          after: { lockedUntil: until.toISOString() },
          ip,
        },
        manager,
      );
      await this.notices.send(manager, `security-notice:second-factor-locked:${userId}:${until.getTime()}`, {
        kind: 'second-factor-locked',
        email,
        occurredAt: now.toISOString(),
        lockedUntil: until.toISOString(),
      });
      return until;
    });
    if (lockedUntil) throw new SecondFactorLockedError(lockedUntil);
  }

  /** A passed second factor (or a new lock) starts the count afresh. */
  async clear(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM totp_failures WHERE user_id = $1`, [userId]);
  }
}
