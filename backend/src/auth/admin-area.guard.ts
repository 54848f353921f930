import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { ADMIN_ACCESS_MESSAGES, adminAccess, getAuthSession } from '../core/http/auth-session';

/**
 * Registered as a global guard: every route under /api/admin, whichever module adds it later,
 * needs a signed-in admin who passed the second factor. Keyed on the path, not on a decorator a
 * new controller could forget. Express matches routes case-insensitively, so this compares
 * lower-cased paths, both the route's pattern and the URL as requested.
 */
@Injectable()
export class AdminAreaGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const routePath = (request.route as { path?: unknown } | undefined)?.path;
    if (!isAdminApiPath(typeof routePath === 'string' ? routePath : '') && !isAdminApiPath(request.path)) return true;
    const access = adminAccess(getAuthSession(request), this.config);
    if (access === 'ok') return true;
    const refusal = ADMIN_ACCESS_MESSAGES[access];
    throw new ApiError(refusal.status, refusal.error);
  }
}

function isAdminApiPath(path: string): boolean {
  const normalised = path.toLowerCase().replace(/\/{2,}/g, '/');
  return normalised === '/api/admin' || normalised.startsWith('/api/admin/');
}
