import type { Response } from 'express';
import { z } from 'zod';
import { ApiError } from './api-error';
import { someText } from './nul-characters.middleware';

/** The query conventions of react-admin's ra-data-simple-rest: `filter`, `sort` and `range` as JSON, `Content-Range` back. */
const INVALID_QUERY_MESSAGE = 'Ungültige Abfrage: Bitte überprüfen Sie Filter, Sortierung und Bereich.';
const MAX_PAGE = 500;
/** The last row a page may reach: far beyond any list the product keeps. */
const MAX_ROW = 1_000_000_000;

const INVALID_TEXT_MESSAGE = 'Enthält ungültige Zeichen.';
const LONE_SURROGATE = /\p{Cs}/u;

type SortDirection = 'ASC' | 'DESC';

/**
 * A query parameter's JSON. Its escapes (`\u0000`, `\ud800`) make text no check of the URL sees,
 * so every string and key in it is checked here, once for every list, statistic and export.
 */
function parseJsonQuery(name: 'filter' | 'sort' | 'range', raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw ApiError.badRequest(INVALID_QUERY_MESSAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE);
  }
  // NUL, which PostgreSQL refuses in text, or half a UTF-16 surrogate pair, which is no character at all.
  if (someText(parsed, (text) => text.includes('\u0000') || LONE_SURROGATE.test(text))) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, { [name]: INVALID_TEXT_MESSAGE });
  }
  return parsed;
}

function isPair(value: unknown): value is [unknown, unknown] {
  return Array.isArray(value) && value.length === 2;
}

function isRange(value: unknown): value is [number, number] {
  return isPair(value) && value.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0);
}

/** `filter={...}` through its zod schema; field messages as `filter.<field>`. */
export function parseFilterQuery<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(parseJsonQuery('filter', raw, {}));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[`filter.${issue.path.map(String).join('.')}`] ??= issue.message;
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, fields);
  }
  return parsed.data;
}

/**
 * `sort=["field","ASC"]` to an ORDER BY over whitelisted columns (a field may sort by several
 * expressions, e.g. date then start time); the id column last makes the order total.
 */
export function parseSortQuery(
  raw: unknown,
  columns: Record<string, string | string[]>,
  fallback: [string, SortDirection],
  idColumn: string,
): string {
  const sort = parseJsonQuery('sort', raw, fallback);
  if (
    !isPair(sort) ||
    !Object.hasOwn(columns, String(sort[0])) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, { sort: 'Nach diesem Feld kann nicht sortiert werden.' });
  }
  const direction = String(sort[1]).toUpperCase();
  return [...[columns[String(sort[0])]].flat(), idColumn].map((expression) => `${expression} ${direction}`).join(', ');
}

/** `range=[0,24]` (inclusive) to offset and limit; both bounded, so no value reaches PostgreSQL out of its integer range. */
export function parseRange(raw: unknown): { offset: number; limit: number } {
  let range: unknown;
  try {
    range = parseJsonQuery('range', raw, [0, 24]);
  } catch {
    // Not JSON: answered below with the range's own message.
  }
  if (!isRange(range) || range[1] < range[0]) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, {
      range: 'Bitte geben Sie den Bereich als [von, bis] mit ganzen Zahlen ab 0 an.',
    });
  }
  if (range[1] - range[0] >= MAX_PAGE) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, {
      range: `Bitte fragen Sie höchstens ${MAX_PAGE} Zeilen auf einmal ab.`,
    });
  }
  if (range[1] > MAX_ROW) {
    throw ApiError.badRequest(INVALID_QUERY_MESSAGE, { range: `Bitte fragen Sie nur Zeilen bis 1.000.000.000 ab.` });
  }
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

/** `Content-Range: <resource> <first>-<last>/<total>`, which ra-data-simple-rest reads the total from. */
export function setContentRange(
  response: Response,
  resource: string,
  page: { offset: number },
  rowCount: number,
  total: number,
): void {
  const last = rowCount ? page.offset + rowCount - 1 : page.offset;
  response.setHeader('Content-Range', `${resource} ${page.offset}-${last}/${total}`);
}
