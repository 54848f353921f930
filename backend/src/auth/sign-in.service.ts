import { ADMIN_ACCESS_DENIED_PATH } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { AuthSession, isAdminEmail } from '../core/http/auth-session';
import { MagicLinkUser } from './magic-link.strategy';
import { isAdminPath, landingPath } from './redirect-target';
import { SessionService } from './session.service';
import { UsersRepository } from './users.repository';

/** What happens after Passport accepted a magic link, and at sign-out. */
@Injectable()
export class SignInService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account on first sign-in and a new session; returns the session cookie's token. */
  private async signIn(email: string, ip: string): Promise<string> {
    return this.transactions.run(async (manager) => {
      const userId = await this.users.recordSignIn(manager, email);
      const token = await this.sessions.create(manager, userId);
      await this.audit.record(
        {
          actorEmail: email,
          action: AUDIT_ACTIONS.signIn,
          entity: 'user',
          entityId: userId,
          after: { admin: isAdminEmail(email, this.config) },
          ip,
        },
        manager,
      );
      return token;
    });
  }

  /**
   * An accepted link ends the browser's previous session and starts one for its address; a
   * non-admin's link into the admin area starts none (001 §4/§6). The new session's token (null:
   * none) and where the browser goes.
   */
  async signInByLink(
    user: MagicLinkUser,
    previousToken: string | undefined,
    ip: string,
  ): Promise<{ token: string | null; landing: string }> {
    if (previousToken) await this.signOut(previousToken, null, ip);
    const isAdmin = isAdminEmail(user.email, this.config);
    if (!isAdmin && isAdminPath(user.redirectTo)) {
      await this.audit.record({ actorEmail: user.email, action: AUDIT_ACTIONS.adminSignInRefused, ip });
      return { token: null, landing: ADMIN_ACCESS_DENIED_PATH };
    }
    return { token: await this.signIn(user.email, ip), landing: landingPath(user.redirectTo, isAdmin) };
  }

  async signOut(token: string, session: AuthSession | null, ip: string): Promise<void> {
    await this.sessions.destroy(token);
    if (session)
      await this.audit.record({
        actorEmail: session.email,
        action: AUDIT_ACTIONS.signOut,
        entity: 'user',
        entityId: session.userId,
        ip,
      });
  }
}
