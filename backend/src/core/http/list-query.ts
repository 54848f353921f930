import { z } from 'zod';
import { ApiError } from './api-error';

/** The query of react-admin's lists (ra-data-simple-rest): `filter`, `sort` and `range` as JSON. */
export const INVALID_QUERY_MESSAGE = 'Ungültige Abfrage: Bitte überprüfen Sie Filter, Sortierung und Bereich.';
const MAX_PAGE = 500;

export function parseJsonQuery(raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw ApiError.badRequest(INVALID_QUERY_MESSAGE);
  try {
    return JSON.parse(raw);
  } catch {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE);
  }
}

/** `filter={...}` checked by its zod schema; bad fields are named `filter.<path>`. */
export function parseFilterQuery<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.output<Schema> {
  const parsed = schema.safeParse(parseJsonQuery(raw, {}));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[`filter.${issue.path.map(String).join('.')}`] ??= issue.message;
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, fields);
  }
  return parsed.data;
}

/**
 * `sort=["field","ASC"]` to an ORDER BY over the whitelisted columns (client field name -> SQL),
 * with `tiebreaker` in the same direction so the order is total.
 */
export function parseSort(raw: unknown, columns: Record<string, string>, fallback: [string, 'ASC' | 'DESC'], tiebreaker: string): string {
  const sort = parseJsonQuery(raw, fallback);
  if (!Array.isArray(sort) || sort.length !== 2 || !Object.hasOwn(columns, sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, { sort: 'Nach diesem Feld kann nicht sortiert werden.' });
  }
  const direction = String(sort[1]).toUpperCase();
  return `${columns[sort[0]]} ${direction}, ${tiebreaker} ${direction}`;
}

/** `range=[0,24]` (inclusive) to offset and limit. */
export function parseRange(raw: unknown): { offset: number; limit: number } {
  const range = parseJsonQuery(raw, [0, 24]);
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] >= MAX_PAGE) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, { range: `Bitte fragen Sie höchstens ${MAX_PAGE} Zeilen auf einmal ab.` });
  }
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

/** The Content-Range header react-admin reads the total from. */
export function contentRange(resource: string, page: { offset: number }, rowCount: number, total: number): string {
  const last = rowCount ? page.offset + rowCount - 1 : page.offset;
  return `${resource} ${page.offset}-${last}/${total}`;
}
