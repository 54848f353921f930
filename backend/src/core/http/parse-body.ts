import { z } from 'zod';
import { ApiError, FieldErrors } from './api-error';

export const INVALID_DATA_MESSAGE = 'Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.';

/**
 * Parses a request body with a zod schema. On failure answers 400 `{ error, fields }` with the
 * first German message per field; `extraChecks` add cross-field rules that should be reported
 * together with the per-field ones (zod skips object refinements once a field failed).
 * `message` replaces the general top-level text, e.g. with the first field's own message.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  extraChecks?: (raw: Record<string, unknown>) => FieldErrors,
  options: { message?: (fields: FieldErrors) => string } = {},
): z.infer<Schema> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.badRequest(INVALID_DATA_MESSAGE);
  const result = schema.safeParse(body);
  const fields: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || '_';
      fields[field] ??= issue.message;
    }
  }
  for (const [field, message] of Object.entries(extraChecks?.(body as Record<string, unknown>) ?? {}))
    fields[field] ??= message;
  if (!result.success || Object.keys(fields).length)
    throw ApiError.badRequest(options.message?.(fields) ?? INVALID_DATA_MESSAGE, fields);
  return result.data;
}
