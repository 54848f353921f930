import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { runTransaction } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { AuthSession, secondFactorState } from './auth-session';
import { TokenSealer } from './sealed-token';
import { SessionService } from './session.service';

const TOTP_MESSAGES = {
  alreadyEnrolled: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  notRequired: 'Für dieses Konto ist keine Zwei-Faktor-Anmeldung nötig.',
  notEnrolled: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
  codeFormat: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  codeWrong: 'Der Code ist ungültig oder wurde bereits verwendet. Bitte geben Sie den aktuellen Code ein.',
} as const;

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeSvg: string;
}

/** One 30-second step either side of the server's clock, for phones whose clock is a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;

/**
 * TOTP second factor for admins (RFC 6238 via otplib). The secret is stored sealed; a code's time
 * step must be later than the last accepted one, so an observed code cannot be used again.
 */
@Injectable()
export class TotpService {
  private readonly sealer: TokenSealer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, 'totp-secret');
  }

  /** A new secret for an admin who has not confirmed one yet (asking again replaces it). */
  async enrol(session: AuthSession, ip: string): Promise<TotpEnrolment> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    if (state !== 'enrol') throw ApiError.conflict(TOTP_MESSAGES.alreadyEnrolled);
    const secret = generateSecret();
    const [, updated] = await this.dataSource.query(
      `UPDATE users SET totp_secret = $2, totp_last_time_step = NULL WHERE id = $1 AND totp_enrolled_at IS NULL`,
      [session.userId, this.sealer.seal(secret)],
    );
    if (!updated) throw ApiError.conflict(TOTP_MESSAGES.alreadyEnrolled);
    await this.audit.record({ actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorEnrolmentStarted, entity: 'user', entityId: session.userId, ip });
    const otpauthUrl = generateURI({ issuer: this.config.site.name, label: session.email, secret });
    const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrCodeSvg };
  }

  /** Confirms an enrolment or a sign-in; on success the session counts as second-factor verified. */
  async verify(session: AuthSession, code: unknown, ip: string): Promise<void> {
    const state = secondFactorState(session, this.config);
    if (state === 'not_required') throw ApiError.conflict(TOTP_MESSAGES.notRequired);
    const token = typeof code === 'string' ? code.replace(/\s/g, '') : '';
    if (!/^\d{6}$/.test(token)) throw ApiError.badRequest(TOTP_MESSAGES.codeFormat, { code: TOTP_MESSAGES.codeFormat });
    const [user] = await this.dataSource.query(`SELECT totp_secret, totp_last_time_step FROM users WHERE id = $1`, [session.userId]);
    if (!user?.totp_secret) throw ApiError.conflict(TOTP_MESSAGES.notEnrolled);

    const result = await verify({
      secret: this.sealer.unseal(user.totp_secret),
      token,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(user.totp_last_time_step === null ? {} : { afterTimeStep: Number(user.totp_last_time_step) }),
    }).catch(() => ({ valid: false as const }));

    const timeStep = result.valid && 'timeStep' in result ? result.timeStep : null;
    const accepted =
      timeStep !== null &&
      (await runTransaction(this.dataSource, async (manager) => {
        // The condition on the last step makes two concurrent uses of one code accept only one.
        const [, updated] = await manager.query(
          `UPDATE users SET totp_last_time_step = $2, totp_enrolled_at = COALESCE(totp_enrolled_at, now())
            WHERE id = $1 AND (totp_last_time_step IS NULL OR totp_last_time_step < $2)`,
          [session.userId, timeStep],
        );
        if (!updated) return false;
        await this.sessions.markSecondFactorPassed(session.sessionId, manager);
        await this.audit.record(
          { actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorSucceeded, entity: 'user', entityId: session.userId, after: { enrolment: state === 'enrol' }, ip },
          manager,
        );
        return true;
      }));
    if (accepted) return;
    await this.audit.record({ actorEmail: session.email, action: AUDIT_ACTIONS.secondFactorFailed, entity: 'user', entityId: session.userId, ip });
    throw ApiError.badRequest(TOTP_MESSAGES.codeWrong, { code: TOTP_MESSAGES.codeWrong });
  }
}
