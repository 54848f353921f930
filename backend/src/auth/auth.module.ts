import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminAreaGuard } from './admin-area.guard';
import { AdminSessionController } from './admin-session.controller';
import { AuthController } from './auth.controller';
import { MagicLinkMailModule } from './magic-link-mail.module';
import { MailLinkController } from './mail-link.controller';
import { MagicLinkAuthGuard } from './magic-link-auth.guard';
import { MagicLinkTokensRepository } from './magic-link-tokens.repository';
import { MagicLinkService } from './magic-link.service';
import { MagicLinkStrategy } from './magic-link.strategy';
import { RecoveryCodeRepository } from './second-factor/recovery-code.repository';
import { SecondFactorCodeService } from './second-factor/second-factor-code.service';
import { SecurityNoticeMailer } from './second-factor/security-notice.mailer';
import { TotpLockoutService } from './second-factor/totp-lockout.service';
import { TotpRepository } from './second-factor/totp.repository';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { SignInService } from './sign-in.service';
import { SignedInAdminGuard, TotpRateLimitGuard } from './totp.guards';
import { TotpController } from './totp.controller';
import { TotpService } from './totp.service';
import { UsersRepository } from './users.repository';
import { MagicLinkToken } from './magic-link-token.entity';
import { Session } from './session.entity';
import { TotpFailure } from './second-factor/totp-failure.entity';
import { TotpRecoveryCode } from './second-factor/totp-recovery-code.entity';
import { User } from './user.entity';

/** Magic-link sign-in, sessions, the admins' second factor and the guard on /api/admin. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MagicLinkToken, Session, TotpFailure, TotpRecoveryCode, User]),
    PassportModule.register({ session: false }),
    MagicLinkMailModule,
  ],
  controllers: [AuthController, MailLinkController, TotpController, AdminSessionController],
  providers: [
    { provide: APP_GUARD, useClass: AdminAreaGuard },
    MagicLinkService,
    MagicLinkTokensRepository,
    MagicLinkStrategy,
    MagicLinkAuthGuard,
    SessionService,
    SessionRepository,
    UsersRepository,
    SignInService,
    TotpService,
    RecoveryCodeRepository,
    SecondFactorCodeService,
    TotpLockoutService,
    TotpRepository,
    SecurityNoticeMailer,
    SignedInAdminGuard,
    TotpRateLimitGuard,
  ],
  exports: [SessionService],
})
export class AuthModule {}
