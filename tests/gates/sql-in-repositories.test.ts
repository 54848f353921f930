import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const backend = fileURLToPath(new URL('../../backend/src/', import.meta.url));

interface Source {
  path: string;
  text: string;
}

const sources: Source[] = readdirSync(backend, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts'))
  .map((path) => ({ path: path.replaceAll('\\', '/'), text: readFileSync(backend + path, 'utf8') }));

const MAY_QUERY = [/\.repository\.ts$/, /^core\/database\//, /^seed\//];
const QUERIES = /\.query(<[^>]*>)?\(|\bDataSource\b/;
/** A booking or payment status written into SQL by hand: `booking_status = 'confirmed'`, `payment_status IN ('paid'`. */
const STATUS_LITERAL = /\b(booking_status|payment_status)\s*(=|<>|!=|(NOT\s+)?IN)\s*\(?\s*'[a-z_]+'/gi;

/** Files that query the database outside a repository. */
const queryingOutsideRepositories = (files: Source[]) =>
  files.filter(({ path, text }) => !MAY_QUERY.some((allowed) => allowed.test(path)) && QUERIES.test(text));

/** Each status literal in SQL outside the predicates, as `path: match`. */
const statusLiterals = (files: Source[]) =>
  files
    .filter(({ path }) => path !== 'core/database/booking-predicates.ts')
    .flatMap(({ path, text }) => [...text.matchAll(STATUS_LITERAL)].map(([match]) => `${path}: ${match}`));

describe('SQL lives in repositories and asks for statuses through core/database/booking-predicates.ts', () => {
  it('has no query and no DataSource outside *.repository.ts, core/database/ and seed/', () => {
    expect(queryingOutsideRepositories(sources).map(({ path }) => path)).toEqual([]);
  });

  it('writes no more status literals into SQL than the ones left (status writes, test checkout)', () => {
    const found = statusLiterals(sources);
    expect(found, found.join('\n')).toHaveLength(7);
  });

  it('finds a planted query, DataSource and status literal', () => {
    const planted = [
      { path: 'courses/planted.service.ts', text: 'await manager.query<Row[]>(`SELECT 1`);' },
      { path: 'courses/planted-data.service.ts', text: 'constructor(private readonly dataSource: DataSource) {}' },
      { path: 'courses/planted.repository.ts', text: 'await manager.query(`SELECT 1`);' },
    ];
    expect(queryingOutsideRepositories(planted).map(({ path }) => path)).toEqual([
      'courses/planted.service.ts',
      'courses/planted-data.service.ts',
    ]);
    const literals = [
      {
        path: 'courses/planted.repository.ts',
        text: "WHERE b.booking_status = 'confirmed' AND payment_status IN ('paid')",
      },
      { path: 'core/database/booking-predicates.ts', text: "booking_status = 'confirmed'" },
      { path: 'courses/planted.service.ts', text: "if (booking.booking_status === 'confirmed') return;" },
    ];
    expect(statusLiterals(literals)).toEqual([
      "courses/planted.repository.ts: booking_status = 'confirmed'",
      "courses/planted.repository.ts: payment_status IN ('paid'",
    ]);
  });
});
