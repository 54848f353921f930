import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Logger } from 'pino';
import { databaseUnavailability } from '../database/unavailable-error';
import { LOGGER } from '../logging/logging.module';

const GERMAN_DEFAULTS: Record<number, string> = {
  400: 'Ungültige Anfrage.',
  401: 'Bitte melden Sie sich an.',
  403: 'Zugriff verweigert',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  408: 'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  409: 'Die Anfrage steht im Konflikt mit dem aktuellen Stand.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Nicht unterstütztes Datenformat.',
  429: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  431: 'Die Kopfzeilen der Anfrage sind zu groß.',
  500: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  503: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
};
const BUSY_MESSAGE = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
/** Seconds a client should wait: a lock or statement over its limit clears sooner than a database restart. */
const RETRY_AFTER_SECONDS = { busy: 2, down: 5 } as const;

/** The German message for an error status without a message of its own. */
export function germanMessageFor(status: number): string {
  return GERMAN_DEFAULTS[status] ?? GERMAN_DEFAULTS[status >= 500 ? 500 : 400];
}

/** Answers every error as `{ error, fields? }` in German; never leaks stack traces or SQL. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    if (response.headersSent) return;

    const { status, body, retryAfter } = this.toBody(exception);
    if (status >= 500) {
      // The path only: a query string can carry an address (?email=…), as can a failed statement's values (logger.ts).
      const line = { err: exception, method: request.method, url: request.originalUrl.split('?')[0] };
      // A refusal while the database is away or overloaded is expected and answered; a 500 is a bug.
      if (retryAfter) this.logger.warn(line, 'request refused: database unavailable');
      else this.logger.error(line, 'request failed');
    }
    if (retryAfter) response.setHeader('Retry-After', String(retryAfter));
    response.status(status).json(body);
  }

  private toBody(exception: unknown): {
    status: number;
    body: { error: string; fields?: Record<string, string> };
    retryAfter?: number;
  } {
    if (isMalformedJson(exception)) {
      return { status: 400, body: { error: 'Ungültiges JSON im Anfrage-Body.' } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (
        typeof payload === 'object' &&
        payload &&
        'error' in payload &&
        typeof payload.error === 'string' &&
        isGerman(payload)
      ) {
        return { status, body: payload as { error: string; fields?: Record<string, string> } };
      }
      return { status, body: { error: germanMessageFor(status) } };
    }
    const status = (exception as { status?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, body: { error: germanMessageFor(status) } };
    }
    const unavailability = databaseUnavailability(exception);
    if (unavailability) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { error: BUSY_MESSAGE },
        retryAfter: RETRY_AFTER_SECONDS[unavailability],
      };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: GERMAN_DEFAULTS[500] } };
  }
}

function isMalformedJson(exception: unknown) {
  return (
    exception instanceof SyntaxError ||
    (exception as { type?: string })?.type === 'entity.parse.failed' ||
    (exception instanceof HttpException && String(exception.message).includes('JSON'))
  );
}

/** Our own ApiError payloads are German; NestJS's built-in ones ({ statusCode, message, error }) are not. */
function isGerman(payload: object) {
  return !('statusCode' in payload);
}
