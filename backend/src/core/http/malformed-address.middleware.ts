import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { isApiPath } from './api-path';

const MALFORMED_ADDRESS_MESSAGE = 'Ungültige Adresse.';

/**
 * An API address whose percent-encoding decodes to no UTF-8 text (`/api/%E0%A4%A`, in the path or
 * the query) is answered 400 as JSON here; otherwise the site's static files would answer it as
 * text/html, before any API route is reached.
 */
export function refuseMalformedAddresses(request: Request, _response: Response, next: NextFunction) {
  if (!isApiPath(request.path)) return next();
  try {
    decodeURIComponent(request.originalUrl);
  } catch {
    return next(ApiError.badRequest(MALFORMED_ADDRESS_MESSAGE));
  }
  next();
}
