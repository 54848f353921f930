import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { keyedHash } from '../security/keyed-hash';
import { ApiError } from './api-error';
import { clientIp } from './client-ip';
import { RateLimitService } from './rate-limit.service';

const RATE_LIMIT = Symbol('RATE_LIMIT');

interface RateLimitOptions {
  /** Separates the counters of different endpoints, e.g. 'checkout'. */
  scope: string;
  /** Body fields holding the visitor's e-mail address; counted per address as well as per IP. */
  emailFields: string[];
}

/**
 * Limits a public write endpoint to RATE_LIMIT_PER_MINUTE requests per IP address and per
 * e-mail address, answering 429 'Zu viele Anfragen. Bitte warten Sie einen Moment.'.
 * Usage: `@RateLimited('waitlist')` on a controller method.
 */
export function RateLimited(scope: string, options: { emailFields?: string[] } = {}) {
  const settings: RateLimitOptions = { scope, emailFields: options.emailFields ?? ['customerEmail', 'email'] };
  return applyDecorators(
    SetMetadata(RATE_LIMIT, settings),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' }),
  );
}

/**
 * Resolves RateLimitService lazily, so a module with rate-limited controllers can also be loaded
 * by the worker process, which has no RateLimitModule.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private service?: RateLimitService;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  private get limits(): RateLimitService {
    this.service ??= this.moduleRef.get(RateLimitService, { strict: false });
    return this.service;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<RateLimitOptions | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const keys = rateLimitKeys(options, clientIp(request), request.body, this.limits.hashSecret);
    const verdict = await this.limits.hit(keys);
    if (verdict.allowed) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw ApiError.tooManyRequests();
  }
}

/**
 * The counters one request touches. An e-mail address appears only as its keyed hash (HMAC under
 * the server secret): an unkeyed hash of a known address can be recomputed by anyone.
 */
export function rateLimitKeys(options: RateLimitOptions, ip: string, body: unknown, secret: string): string[] {
  const keys = [`${options.scope}:ip:${ip}`];
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const email = options.emailFields
    .map((field) => record[field])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (email) keys.push(`${options.scope}:email:${keyedHash(secret, 'rate-limit-email', email.trim().toLowerCase())}`);
  return keys;
}
