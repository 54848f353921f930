import { Inject, Injectable } from '@nestjs/common';
import { verify } from 'otplib';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { ApiError } from '../../core/http/api-error';
import { AuthSession } from '../auth-session';
import { TokenSealer } from '../sealed-token';
import { RecoveryCodeStore } from './recovery-code.store';
import { normaliseRecoveryCode } from './recovery-codes';
import { TotpLockoutService } from './totp-lockout.service';

export const TOTP_SEAL_PURPOSE = 'totp-secret';

interface TotpSecretRow {
  totp_secret: string | null;
  /** bigint, as text */
  totp_last_time_step: string | null;
}

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
    private readonly dataSource: DataSource,
    private readonly recoveryCodes: RecoveryCodeStore,
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
    const [user] = await manager.query<TotpSecretRow[]>(
      `SELECT totp_secret, totp_last_time_step FROM users WHERE id = $1`,
      [session.userId],
    );
    if (!user?.totp_secret) return null;
    const result = await verify({
      secret: this.sealer.unseal(user.totp_secret),
      token: entered.token,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(user.totp_last_time_step === null ? {} : { afterTimeStep: Number(user.totp_last_time_step) }),
    }).catch(() => ({ valid: false as const }));
    const timeStep = result.valid && 'timeStep' in result ? result.timeStep : null;
    if (timeStep === null) return null;
    // The condition on the last step makes two concurrent uses of one code accept only one; the one
    // on the pending enrolment keeps a session that lost it (expiry, a new start) from confirming it.
    const [, updated] = await manager.query<UpdateQueryResult>(
      `UPDATE users SET totp_last_time_step = $2, totp_enrolled_at = COALESCE(totp_enrolled_at, now()),
              totp_enrolment_session_id = NULL, totp_enrolment_expires_at = NULL
        WHERE id = $1 AND (totp_last_time_step IS NULL OR totp_last_time_step < $2)
          AND (totp_enrolled_at IS NOT NULL OR ($5::boolean AND totp_enrolment_session_id = $3 AND totp_enrolment_expires_at > $4))`,
      [session.userId, timeStep, session.sessionId, now, pendingOwner],
    );
    return updated ? { kind: 'totp' } : null;
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
