import type { NextFunction, Request, Response } from 'express';
import { ADMIN_ACCESS_MESSAGES, adminAccess, getAuthSession } from '../core/http/auth-session';
import { AppConfig } from '../core/config/app-config';

/** Where the OpenAPI UI, its assets and the document are served. */
export const API_DOCS_PATH = '/api/docs';

/**
 * In production the API documentation is for signed-in admins only: it maps every admin route for
 * an attacker. Elsewhere it stays open for developers. Needs the session loaded before it.
 */
export function apiDocsAccess(config: AppConfig) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (config.environment !== 'production') return next();
    response.setHeader('Cache-Control', 'no-store');
    const access = adminAccess(getAuthSession(request), config);
    if (access === 'ok') return next();
    const refusal = ADMIN_ACCESS_MESSAGES[access];
    return response.status(refusal.status).json({ error: refusal.error });
  };
}
