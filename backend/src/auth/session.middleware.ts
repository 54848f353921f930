import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../core/config/app-config';
import { setAuthSession } from '../core/http/auth-session';
import { readSessionCookie } from './session-cookie';
import { SessionService } from './session.service';

/** Paths that read the session; static files and prerendered pages never need it. */
const SESSION_PATHS = /^\/(api|admin\/queues)(\/|$)/i;

/** Loads the session behind the cookie once per request, for the guards and controllers. */
export function loadSession(sessions: SessionService, config: AppConfig) {
  return (request: Request, _response: Response, next: NextFunction) => {
    setAuthSession(request, null);
    const token = SESSION_PATHS.test(request.path) ? readSessionCookie(request, config) : undefined;
    if (!token) return next();
    sessions
      .resolve(token)
      .then((session) => {
        setAuthSession(request, session);
        next();
      })
      .catch(next);
  };
}
