import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { runTransaction } from '../core/database/transaction';
import { AuthSession, isAdminEmail } from './auth-session';
import { SessionService } from './session.service';

/** What happens after Passport accepted a magic link, and at sign-out. */
@Injectable()
export class SignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account on first sign-in and a new session; returns the session cookie's token. */
  async signIn(email: string, ip: string): Promise<string> {
    return runTransaction(this.dataSource, async (manager) => {
      const [user] = await manager.query<{ id: string }[]>(
        `INSERT INTO users (email, last_login_at) VALUES ($1, now())
         ON CONFLICT (email) DO UPDATE SET last_login_at = now() RETURNING id`,
        [email],
      );
      const token = await this.sessions.create(manager, user.id);
      await this.audit.record(
        {
          actorEmail: email,
          action: AUDIT_ACTIONS.signIn,
          entity: 'user',
          entityId: user.id,
          after: { admin: isAdminEmail(email, this.config) },
          ip,
        },
        manager,
      );
      return token;
    });
  }

  async refuseAdminSignIn(email: string, ip: string): Promise<void> {
    await this.audit.record({ actorEmail: email, action: AUDIT_ACTIONS.adminSignInRefused, ip });
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
