import { Inject, Injectable } from '@nestjs/common';
import { verify } from 'otplib';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { ApiError } from '../../core/http/api-error';
import { AuthSession } from '../../core/http/auth-session';
import { TokenSealer } from '../../core/security/sealed-token';
import { RecoveryCodeRepository } from './recovery-code.repository';
import { normaliseRecoveryCode } from './recovery-codes';
import { TotpLockoutService } from './totp-lockout.service';
import { TotpRepository } from './totp.repository';

export const TOTP_SEAL_PURPOSE = 'totp-secret';

const CODE_MESSAGES = {
  totpFormat: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  totpOrRecoveryFormat:
    'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  wrong: 'Der Code ist ungültig oder wurde bereits verwendet. Bitte geben Sie den aktuellen Code ein.',
} as const;

/** One 30-second step either side of the server's clock, for phones whose clock is a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;

type EnteredCode = { kind: 'totp'; token: string } | { kind: 'recovery'; code: string };
export type UsedCode = { kind: 'totp' } | { kind: 'recovery'; remaining: number };

/**
 * Checks and uses up the code an admin typed: a TOTP code (its time step must be later than the
 * last accepted one, so an observed code cannot be used again) or a single-use recovery code.
 */
@Injectable()
export class SecondFactorCodeService {
  private readonly sealer: TokenSealer;

  constructor(
    private readonly totp: TotpRepository,
    private readonly recoveryCodes: RecoveryCodeRepository,
    private readonly lockout: TotpLockoutService,
    private readonly audit: AuditLogService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, TOTP_SEAL_PURPOSE);
  }

  /** What the input is; a 400 when it is neither kind allowed here. */
  parse(code: unknown, allowRecoveryCode: boolean): EnteredCode {
    const input = typeof code === 'string' ? code.trim() : '';
    const token = input.replace(/\s/g, '');
    if (/^\d{6}$/.test(token)) return { kind: 'totp', token };
    const recoveryCode = allowRecoveryCode ? normaliseRecoveryCode(input) : null;
    if (recoveryCode) return { kind: 'recovery', code: recoveryCode };
    const message = allowRecoveryCode ? CODE_MESSAGES.totpOrRecoveryFormat : CODE_MESSAGES.totpFormat;
    throw ApiError.badRequest(message, { code: message });
  }

  /**
   * Uses the code up in the caller's transaction, or returns null when it is wrong. `pendingOwner`:
   * the code confirms the pending enrolment of this session (only while it is still its own).
   */
  async use(
    manager: EntityManager,
    session: AuthSession,
    entered: EnteredCode,
    now: Date,
    pendingOwner = false,
  ): Promise<UsedCode | null> {
    if (entered.kind === 'recovery') {
      const remaining = await this.recoveryCodes.redeem(manager, session.userId, entered.code);
      return remaining === null ? null : { kind: 'recovery', remaining };
    }
    const user = await this.totp.secretOf(manager, session.userId);
    if (!user?.totp_secret) return null;
    const result = await verify({
      secret: this.sealer.unseal(user.totp_secret),
      token: entered.token,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(user.totp_last_time_step === null ? {} : { afterTimeStep: Number(user.totp_last_time_step) }),
    }).catch(() => ({ valid: false as const }));
    const timeStep = result.valid && 'timeStep' in result ? result.timeStep : null;
    if (timeStep === null) return null;
    const accepted = await this.totp.acceptTimeStep(manager, {
      userId: session.userId,
      timeStep,
      sessionId: session.sessionId,
      now,
      pendingOwner,
    });
    return accepted ? { kind: 'totp' } : null;
  }

  /** A wrong code: recorded, counted towards the lockout (which may answer 429 instead), refused. */
  async refuse(session: AuthSession, ip: string): Promise<never> {
    await this.audit.record({
      actorEmail: session.email,
      action: AUDIT_ACTIONS.secondFactorFailed,
      entity: 'user',
      entityId: session.userId,
      ip,
    });
    await this.lockout.recordFailure(session.userId, session.email, ip);
    throw ApiError.badRequest(CODE_MESSAGES.wrong, { code: CODE_MESSAGES.wrong });
  }
}
