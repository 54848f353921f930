import { formatShortDateTime } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { AuthSession, secondFactorState } from '../core/http/auth-session';
import { RecoveryCodeRepository } from './second-factor/recovery-code.repository';
import { createRecoveryCodes } from './second-factor/recovery-codes';
import { SecondFactorCodeService, TOTP_SEAL_PURPOSE, UsedCode } from './second-factor/second-factor-code.service';
import { SecurityNoticeMailer } from './second-factor/security-notice.mailer';
import { TotpLockoutService } from './second-factor/totp-lockout.service';
import { TotpRepository } from './second-factor/totp.repository';
import { TokenSealer } from '../core/security/sealed-token';
import { SessionService } from './session.service';

const TOTP_MESSAGES = {
  alreadyEnrolled: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  notRequired: 'Für dieses Konto ist keine Zwei-Faktor-Anmeldung nötig.',
  notEnrolled: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
  enrolmentExpired: 'Die Einrichtung ist abgelaufen. Bitte laden Sie die Seite neu und beginnen Sie von vorn.',
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
} as const;

function pendingElsewhere(expiresAt: Date): string {
  return `Die Einrichtung der Zwei-Faktor-Anmeldung wurde in einer anderen Sitzung begonnen. Bitte schließen Sie sie dort ab oder versuchen Sie es ab ${formatShortDateTime(expiresAt)} erneut.`;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeSvg: string;
  /** Shown once: only keyed hashes are stored. */
  recoveryCodes: string[];
}

/** How long a started enrolment belongs to the session that started it. */
const PENDING_ENROLMENT_MS = 15 * 60_000;

/**
 * TOTP second factor for admins (RFC 6238 via otplib), the secret stored sealed. A pending
 * enrolment belongs to the session that started it until it expires. Passing the second factor
 * renews the session; the caller sets the returned token as the new cookie.
 */
@Injectable()
export class TotpService {
  private readonly sealer: TokenSealer;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly totp: TotpRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    private readonly codes: SecondFactorCodeService,
    private readonly recoveryCodes: RecoveryCodeRepository,
    private readonly lockout: TotpLockoutService,
    private readonly notices: SecurityNoticeMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, TOTP_SEAL_PURPOSE);
  }

  /** A new secret and recovery codes; only the session owning a pending enrolment (or any, once it expired) may start again. */
  async enrol(session: AuthSession, ip: string): Promise<TotpEnrolment> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    if (state !== 'enrol') throw ApiError.conflict(TOTP_MESSAGES.alreadyEnrolled);
    const secret = generateSecret();
    const recoveryCodes = createRecoveryCodes();
    const now = this.clock.now();
    const started = await this.transactions.run(async (manager) => {
      const updated = await this.totp.startEnrolment(manager, {
        userId: session.userId,
        sealedSecret: this.sealer.seal(secret),
        sessionId: session.sessionId,
        expiresAt: new Date(now.getTime() + PENDING_ENROLMENT_MS),
        now,
      });
      if (!updated) return false;
      await this.recoveryCodes.replace(manager, session.userId, recoveryCodes);
      await this.audit.record(
        {
          actorEmail: session.email,
          action: AUDIT_ACTIONS.secondFactorEnrolmentStarted,
          entity: 'user',
          entityId: session.userId,
          ip,
        },
        manager,
      );
      return true;
    });
    if (!started) throw await this.enrolmentRefusal(session.userId);
    const otpauthUrl = generateURI({ issuer: this.config.site.name, label: session.email, secret });
    const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrCodeSvg, recoveryCodes };
  }

  /** Confirms an enrolment (TOTP code only) or a sign-in (TOTP or recovery code); returns the renewed session's token. */
  async verify(session: AuthSession, code: unknown, ip: string): Promise<string> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    await this.lockout.assertUnlocked(session.userId);
    const enrolling = state === 'enrol';
    if (enrolling) await this.assertOwnsEnrolment(session);
    const entered = this.codes.parse(code, !enrolling);
    const now = this.clock.now();
    const token = await this.transactions.run(async (manager) => {
      const used = await this.codes.use(manager, session, entered, now, enrolling);
      if (!used) return null;
      if (enrolling) {
        await this.notices.send(manager, `security-notice:second-factor-enrolled:${session.userId}:${now.getTime()}`, {
          kind: 'second-factor-enrolled',
          email: session.email,
          occurredAt: now.toISOString(),
        });
      }
      if (used.kind === 'recovery') await this.recoveryCodeUsed(manager, session, used.remaining, now, ip);
      return this.passed(manager, session, { enrolment: enrolling, recoveryCode: used.kind === 'recovery' }, ip);
    });
    return token ?? this.codes.refuse(session, ip);
  }

  /**
   * A lost or replaced phone: with a valid code (TOTP or recovery) the admin drops the authenticator
   * and all recovery codes; every session of the admin needs the second factor anew, and this one
   * goes on to enrol a new device.
   */
  async reset(session: AuthSession, code: unknown, ip: string): Promise<void> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    if (state === 'enrol') throw ApiError.conflict(TOTP_MESSAGES.notEnrolled);
    await this.lockout.assertUnlocked(session.userId);
    const entered = this.codes.parse(code, true);
    const now = this.clock.now();
    const done = await this.transactions.run(async (manager) => {
      const used: UsedCode | null = await this.codes.use(manager, session, entered, now);
      if (!used) return false;
      await this.totp.removeAuthenticator(manager, session.userId);
      await this.recoveryCodes.deleteAll(manager, session.userId);
      await this.sessions.requireSecondFactorAgain(manager, session.userId);
      await this.lockout.clear(manager, session.userId);
      await this.audit.record(
        {
          actorEmail: session.email,
          action: AUDIT_ACTIONS.secondFactorReset,
          entity: 'user',
          entityId: session.userId,
          after: { recoveryCode: used.kind === 'recovery' },
          ip,
        },
        manager,
      );
      await this.notices.send(manager, `security-notice:second-factor-reset:${session.userId}:${now.getTime()}`, {
        kind: 'second-factor-reset',
        email: session.email,
        occurredAt: now.toISOString(),
      });
      return true;
    });
    if (!done) await this.codes.refuse(session, ip);
  }

  private async assertOwnsEnrolment(session: AuthSession) {
    const user = await this.totp.pendingEnrolment(session.userId);
    if (!user?.totp_enrolment_session_id) throw ApiError.conflict(TOTP_MESSAGES.notEnrolled);
    const expiresAt = new Date(user.totp_enrolment_expires_at);
    if (user.totp_enrolment_session_id !== session.sessionId) {
      throw ApiError.conflict(expiresAt > this.clock.now() ? pendingElsewhere(expiresAt) : TOTP_MESSAGES.notEnrolled);
    }
    if (expiresAt <= this.clock.now()) throw ApiError.conflict(TOTP_MESSAGES.enrolmentExpired);
  }

  private async recoveryCodeUsed(
    manager: EntityManager,
    session: AuthSession,
    remaining: number,
    now: Date,
    ip: string,
  ) {
    await this.notices.send(
      manager,
      `security-notice:recovery-code-used:${session.userId}:${now.getTime()}:${remaining}`,
      {
        kind: 'recovery-code-used',
        email: session.email,
        occurredAt: now.toISOString(),
        remainingRecoveryCodes: remaining,
      },
    );
    await this.audit.record(
      {
        actorEmail: session.email,
        action: AUDIT_ACTIONS.secondFactorRecoveryCodeUsed,
        entity: 'user',
        entityId: session.userId,
        after: { remaining },
        ip,
      },
      manager,
    );
  }

  /** Throws (rolling the transaction back, so no code is used up) when the session ended meanwhile. */
  private async passed(
    manager: EntityManager,
    session: AuthSession,
    details: Record<string, boolean>,
    ip: string,
  ): Promise<string> {
    const token = await this.sessions.renewAfterSecondFactor(manager, session.sessionId);
    if (!token) throw ApiError.unauthorized(TOTP_MESSAGES.sessionEnded);
    await this.lockout.clear(manager, session.userId);
    await this.audit.record(
      {
        actorEmail: session.email,
        action: AUDIT_ACTIONS.secondFactorSucceeded,
        entity: 'user',
        entityId: session.userId,
        after: details,
        ip,
      },
      manager,
    );
    return token;
  }

  private async enrolmentRefusal(userId: string): Promise<ApiError> {
    const user = await this.totp.enrolmentState(userId);
    if (!user || user.totp_enrolled_at) return ApiError.conflict(TOTP_MESSAGES.alreadyEnrolled);
    return ApiError.conflict(pendingElsewhere(new Date(user.totp_enrolment_expires_at)));
  }
}
