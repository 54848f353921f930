import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string>;

/** The one error shape the API answers with: a German message and optional per-field messages. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, fields?: FieldErrors) {
    super(fields ? { error: message, fields } : { error: message }, status);
  }

  static badRequest(message: string, fields?: FieldErrors) {
    return new ApiError(HttpStatus.BAD_REQUEST, message, fields);
  }
  static notFound(message = 'Nicht gefunden.') {
    return new ApiError(HttpStatus.NOT_FOUND, message);
  }
  static conflict(message: string) {
    return new ApiError(HttpStatus.CONFLICT, message);
  }
  static forbidden(message = 'Zugriff verweigert') {
    return new ApiError(HttpStatus.FORBIDDEN, message);
  }
  static unauthorized(message = 'Bitte melden Sie sich an.') {
    return new ApiError(HttpStatus.UNAUTHORIZED, message);
  }
  static tooManyRequests(message = 'Zu viele Anfragen. Bitte warten Sie einen Moment.') {
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}
