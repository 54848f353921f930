import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

const JSON_ONLY_MESSAGE = 'Nicht unterstütztes Datenformat: Bitte senden Sie die Daten als JSON (application/json).';

/**
 * RFC 8058 one-click unsubscribe: mail clients post `List-Unsubscribe=One-Click` as a form.
 * Express matches routes case-insensitively, so this does too.
 */
const FORM_POST_ROUTES = [/^\/api\/newsletter\/unsubscribe\/?$/i];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** A file upload of the admin area, whose session cookie (SameSite=Lax) no other site's form sends. */
const UPLOAD_ROUTES = [/^\/api\/admin\/bank-statements\/?$/i];

/**
 * A request body must be JSON (415 otherwise), so a plain HTML form on another site cannot post
 * sign-ups. Requests without a body pass whatever type they name: the built-in test checkout's
 * buttons are empty form posts, react-admin's DELETE names text/plain, a logout sends nothing.
 * Runs before the body parsers, so a refused body is never read.
 */
export function jsonBodyOnly(request: Request, _response: Response, next: NextFunction) {
  if (!carriesBody(request) || request.is('application/json')) return next();
  if (FORM_POST_ROUTES.some((route) => route.test(request.path)) && request.is(FORM_TYPES)) return next();
  if (UPLOAD_ROUTES.some((route) => route.test(request.path)) && request.is('multipart/form-data')) return next();
  next(new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, JSON_ONLY_MESSAGE));
}

function carriesBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
