import { formatShortDateTime } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { runTransaction } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { AuthSession, secondFactorState } from './auth-session';
import { RecoveryCodeStore } from './second-factor/recovery-code.store';
import { createRecoveryCodes, normaliseRecoveryCode } from './second-factor/recovery-codes';
import { SecurityNoticeMailer } from './second-factor/security-notice.mailer';
import { TotpLockoutService } from './second-factor/totp-lockout.service';
import { TokenSealer } from './sealed-token';
import { SessionService } from './session.service';

const TOTP_MESSAGES = {
  alreadyEnrolled: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  notRequired: 'Für dieses Konto ist keine Zwei-Faktor-Anmeldung nötig.',
  notEnrolled: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
  enrolmentExpired: 'Die Einrichtung ist abgelaufen. Bitte laden Sie die Seite neu und beginnen Sie von vorn.',
  codeFormat: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  codeOrRecoveryFormat: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  codeWrong: 'Der Code ist ungültig oder wurde bereits verwendet. Bitte geben Sie den aktuellen Code ein.',
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

/** One 30-second step either side of the server's clock, for phones whose clock is a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;
/** How long a started enrolment belongs to the session that started it. */
const PENDING_ENROLMENT_MS = 15 * 60_000;

interface SecondFactorRow {
  totp_secret: string | null;
  totp_last_time_step: string | null;
  totp_enrolment_session_id: string | null;
  totp_enrolment_expires_at: Date | null;
}

/**
 * TOTP second factor for admins (RFC 6238 via otplib). The secret is stored sealed; a code's time
 * step must be later than the last accepted one, so an observed code cannot be used again. A
 * pending enrolment belongs to the session that started it until it expires. Passing the second
 * factor renews the session; the caller sets the returned token as the new cookie.
 */
@Injectable()
export class TotpService {
  private readonly sealer: TokenSealer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    private readonly recoveryCodes: RecoveryCodeStore,
    private readonly lockout: TotpLockoutService,
    private readonly notices: SecurityNoticeMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, 'totp-secret');
  }

  /** A new secret and recovery codes; only the session owning a pending enrolment (or any, once it expired) may start again. */
  async enrol(session: AuthSession, ip: string): Promise<TotpEnrolment> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    if (state !== 'enrol') throw ApiError.conflict(TOTP_MESSAGES.alreadyEnrolled);
    const secret = generateSecret();
    const recoveryCodes = createRecoveryCodes();
    const now = this.clock.now();
    const started = await runTransaction(this.dataSource, async (manager) => {
      const [, updated] = await manager.query(
        `UPDATE users SET totp_secret = $2, totp_last_time_step = NULL, totp_enrolment_session_id = $3, totp_enrolment_expires_at = $4
          WHERE id = $1 AND totp_enrolled_at IS NULL
            AND (totp_enrolment_session_id IS NULL OR totp_enrolment_session_id = $3 OR totp_enrolment_expires_at <= $5)`,
        [session.userId, this.sealer.seal(secret), session.sessionId, new Date(now.getTime() + PENDING_ENROLMENT_MS), now],
      );
      if (!updated) return false;
      await this.recoveryCodes.replace(manager, session.userId, recoveryCodes);
      await this.audit.record({ actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorEnrolmentStarted, entity: 'user', entityId: session.userId, ip }, manager);
      return true;
    });
    if (!started) throw await this.enrolmentRefusal(session.userId);
    const otpauthUrl = generateURI({ issuer: this.config.site.name, label: session.email, secret });
    const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrCodeSvg, recoveryCodes };
  }

  /**
   * Confirms an enrolment (TOTP code only) or a sign-in (TOTP or recovery code). On success returns
   * the renewed session's token.
   */
  async verify(session: AuthSession, code: unknown, ip: string): Promise<string> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    await this.lockout.assertUnlocked(session.userId);
    const [user]: SecondFactorRow[] = await this.dataSource.query(
      `SELECT totp_secret, totp_last_time_step, totp_enrolment_session_id, totp_enrolment_expires_at FROM users WHERE id = $1`,
      [session.userId],
    );
    if (!user?.totp_secret) throw ApiError.conflict(TOTP_MESSAGES.notEnrolled);
    const enrolling = state === 'enrol';
    if (enrolling) this.assertOwnsEnrolment(session, user);

    const input = typeof code === 'string' ? code.trim() : '';
    const token = input.replace(/\s/g, '');
    const recoveryCode = enrolling ? null : normaliseRecoveryCode(input);
    let renewed: string | false;
    if (/^\d{6}$/.test(token)) renewed = await this.acceptTotp(session, user, token, enrolling, ip);
    else if (recoveryCode) renewed = await this.acceptRecoveryCode(session, recoveryCode, ip);
    else {
      const message = enrolling ? TOTP_MESSAGES.codeFormat : TOTP_MESSAGES.codeOrRecoveryFormat;
      throw ApiError.badRequest(message, { code: message });
    }
    if (renewed) return renewed;

    await this.audit.record({ actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorFailed, entity: 'user', entityId: session.userId, ip });
    await this.lockout.recordFailure(session.userId, session.email, ip);
    throw ApiError.badRequest(TOTP_MESSAGES.codeWrong, { code: TOTP_MESSAGES.codeWrong });
  }

  private assertOwnsEnrolment(session: AuthSession, user: SecondFactorRow) {
    if (!user.totp_enrolment_session_id) throw ApiError.conflict(TOTP_MESSAGES.notEnrolled);
    const expiresAt = new Date(user.totp_enrolment_expires_at!);
    if (user.totp_enrolment_session_id !== session.sessionId) {
      throw ApiError.conflict(expiresAt > this.clock.now() ? pendingElsewhere(expiresAt) : TOTP_MESSAGES.notEnrolled);
    }
    if (expiresAt <= this.clock.now()) throw ApiError.conflict(TOTP_MESSAGES.enrolmentExpired);
  }

  /** The renewed session's token, or false for a wrong code. */
  private async acceptTotp(session: AuthSession, user: SecondFactorRow, token: string, enrolling: boolean, ip: string): Promise<string | false> {
    const result = await verify({
      secret: this.sealer.unseal(user.totp_secret!),
      token,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(user.totp_last_time_step === null ? {} : { afterTimeStep: Number(user.totp_last_time_step) }),
    }).catch(() => ({ valid: false as const }));
    const timeStep = result.valid && 'timeStep' in result ? result.timeStep : null;
    if (timeStep === null) return false;
    const now = this.clock.now();
    return runTransaction(this.dataSource, async (manager) => {
      // The condition on the last step makes two concurrent uses of one code accept only one; the one
      // on the pending enrolment keeps a session that lost it (expiry, a new start) from confirming it.
      const [, updated] = await manager.query(
        `UPDATE users SET totp_last_time_step = $2, totp_enrolled_at = COALESCE(totp_enrolled_at, now()),
                totp_enrolment_session_id = NULL, totp_enrolment_expires_at = NULL
          WHERE id = $1 AND (totp_last_time_step IS NULL OR totp_last_time_step < $2)
            AND (totp_enrolled_at IS NOT NULL OR (totp_enrolment_session_id = $3 AND totp_enrolment_expires_at > $4))`,
        [session.userId, timeStep, session.sessionId, now],
      );
      if (!updated) return false;
      if (enrolling) {
        await this.notices.send(manager, `security-notice:second-factor-enrolled:${session.userId}:${now.getTime()}`, {
          kind: 'second-factor-enrolled',
          email: session.email,
          occurredAt: now.toISOString(),
        });
      }
      return this.passed(manager, session, { enrolment: enrolling }, ip);
    });
  }

  private async acceptRecoveryCode(session: AuthSession, code: string, ip: string): Promise<string | false> {
    const now = this.clock.now();
    return runTransaction(this.dataSource, async (manager) => {
      const remaining = await this.recoveryCodes.redeem(manager, session.userId, code);
      if (remaining === null) return false;
      await this.notices.send(manager, `security-notice:recovery-code-used:${session.userId}:${now.getTime()}:${remaining}`, {
        kind: 'recovery-code-used',
        email: session.email,
        occurredAt: now.toISOString(),
        remainingRecoveryCodes: remaining,
      });
      await this.audit.record(
        { actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorRecoveryCodeUsed, entity: 'user', entityId: session.userId, after: { remaining }, ip },
        manager,
      );
      return this.passed(manager, session, { recoveryCode: true }, ip);
    });
  }

  /** Rolls the transaction back (by throwing) when the session is gone, so nothing is consumed. */
  private async passed(manager: EntityManager, session: AuthSession, details: Record<string, boolean>, ip: string): Promise<string> {
    const token = await this.sessions.renewAfterSecondFactor(manager, session.sessionId);
    if (!token) throw ApiError.unauthorized(TOTP_MESSAGES.sessionEnded);
    await this.lockout.clear(manager, session.userId);
    await this.audit.record(
      { actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorSucceeded, entity: 'user', entityId: session.userId, after: details, ip },
      manager,
    );
    return token;
  }

  private async enrolmentRefusal(userId: string): Promise<ApiError> {
    const [user] = await this.dataSource.query(`SELECT totp_enrolled_at, totp_enrolment_expires_at FROM users WHERE id = $1`, [userId]);
    if (!user || user.totp_enrolled_at) return ApiError.conflict(TOTP_MESSAGES.alreadyEnrolled);
    return ApiError.conflict(pendingElsewhere(new Date(user.totp_enrolment_expires_at)));
  }
}
