import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { runWithLogContext } from '../logging/log-context';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy or client may pass as the request's id; anything else could forge or flood log lines. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(incoming: unknown): string {
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** First of all middleware: keeps a valid incoming X-Request-Id or makes one, and answers with it (errors too). */
export function assignRequestId(request: Request, response: Response, next: NextFunction) {
  const id = requestIdOf(request.headers['x-request-id']);
  (request as Request & { id: string }).id = id; // pino-http logs the request under this id
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/**
 * Runs the rest of the request in its log context, so every log line and every outbox event of
 * its handling carries its id. Mounted after the body parser: the parser's stream callbacks would
 * not keep the context.
 */
export function logUnderRequestId(logger: Logger) {
  return (request: Request, _response: Response, next: NextFunction) =>
    runWithLogContext({ requestId: (request as Request & { id: string }).id, logger }, next);
}
