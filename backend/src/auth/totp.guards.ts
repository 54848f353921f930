import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { clientIp } from '../core/http/client-ip';
import { RateLimitService } from '../core/http/rate-limit.service';
import { ADMIN_ACCESS_MESSAGES, getAuthSession, isAdminEmail } from '../core/http/auth-session';

/** The TOTP endpoints: a signed-in admin (by magic link), second factor not yet required. */
@Injectable()
export class SignedInAdminGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const session = getAuthSession(context.switchToHttp().getRequest<Request>());
    const refusal = !session
      ? ADMIN_ACCESS_MESSAGES.anonymous
      : !isAdminEmail(session.email, this.config)
        ? ADMIN_ACCESS_MESSAGES.not_admin
        : null;
    if (refusal) throw new ApiError(refusal.status, refusal.error);
    return true;
  }
}

/** Guessing codes: at most this many tries a minute per account and per client IP. */
const TOTP_ATTEMPTS_PER_MINUTE = 5;

@Injectable()
export class TotpRateLimitGuard implements CanActivate {
  constructor(
    private readonly limits: RateLimitService,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const session = getAuthSession(request);
    const keys = [`totp:ip:${clientIp(request)}`];
    if (session) keys.push(`totp:user:${session.userId}`);
    const verdict = await this.limits.hit(keys, TOTP_ATTEMPTS_PER_MINUTE, this.clock.now().getTime());
    if (verdict.allowed) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw ApiError.tooManyRequests();
  }
}
