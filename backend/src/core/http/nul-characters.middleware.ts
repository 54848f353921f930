import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { INVALID_DATA_MESSAGE } from './parse-body';

const NUL = '\u0000';

/**
 * PostgreSQL refuses NUL in text and jsonb, so a NUL anywhere in the URL (path or query), the
 * parsed JSON body or a cookie is answered 400 here instead of 500 from the database.
 * Runs after the body and cookie parsers; headers cannot carry NUL (Node's parser refuses it).
 */
export function refuseNulCharacters(request: Request, _response: Response, next: NextFunction) {
  const found = /%00/i.test(request.originalUrl) || containsNul(request.body) || containsNul(request.cookies);
  next(found ? ApiError.badRequest(INVALID_DATA_MESSAGE) : undefined);
}

export function containsNul(value: unknown): boolean {
  return someText(value, (text) => text.includes(NUL));
}

/** Whether any string or key in a parsed JSON value passes the test; walks without recursion, as a 100 kB body can nest 50,000 levels. */
export function someText(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (test(current)) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
