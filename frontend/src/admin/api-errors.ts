import { HttpError } from 'react-admin';
import type { ApiSchema } from '../api/types';

/** The API's German field messages (`{ error, fields }`), keyed by the body field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fields =
    error instanceof HttpError ? (error.body as Partial<ApiSchema<'ApiError'>> | undefined)?.fields : undefined;
  return fields && Object.keys(fields).length ? fields : undefined;
}

/**
 * 'Löschen fehlgeschlagen: <the server's reason>' (its first field message if it gave any), without
 * repeating a title the server already gave; the title alone when there is no reason.
 */
export function failureMessage(title: string, error: unknown): string {
  const fields = fieldErrorsOf(error);
  const reason = fields ? Object.values(fields)[0] : error instanceof Error ? error.message : '';
  if (!reason || reason === title) return title;
  return reason.startsWith(title) ? reason : `${title}: ${reason}`;
}
