import { formatShortDateTime } from '@mpb/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { Clock } from '../../core/clock/clock';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { SecurityNoticeMailer } from './security-notice.mailer';
import { TotpRepository } from './totp.repository';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 60 * 60_000;
const LOCK_MS = 15 * 60_000;

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
    private readonly transactions: TransactionRunner,
    private readonly totp: TotpRepository,
    private readonly clock: Clock,
    private readonly notices: SecurityNoticeMailer,
    private readonly audit: AuditLogService,
  ) {}

  async assertUnlocked(userId: string): Promise<void> {
    const row = await this.totp.lockState(userId);
    const lockedUntil = row?.totp_locked_until ? new Date(row.totp_locked_until) : null;
    if (lockedUntil && lockedUntil > this.clock.now()) throw new SecondFactorLockedError(lockedUntil);
  }

  /** Counts a wrong code; throws when this one (or a concurrent one) locked the second factor. */
  async recordFailure(userId: string, email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const lockedUntil = await this.transactions.run(async (manager) => {
      // The row lock serialises concurrent failures, so exactly one of them starts the lock and mails.
      const user = await this.totp.lockStateForFailure(manager, userId);
      const current = user?.totp_locked_until ? new Date(user.totp_locked_until) : null;
      if (current && current > now) return current;
      const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
      const failures = await this.totp.recordFailure(manager, userId, windowStart, now);
      if (failures < MAX_FAILURES) return null;

      const until = new Date(now.getTime() + LOCK_MS);
      await this.totp.lockUntil(manager, userId, until);
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
    await this.totp.clearFailures(manager, userId);
  }
}
