// Admin lists at scale: 100,000 bookings (BENCH_BOOKINGS), then p50/p99 of the bookings list (first
// page, filtered, searched, a deep page) and the stats endpoint over BENCH_ROUNDS sequential
// requests each, and a full CSV export: its time, its size and the API's resident memory before
// and at its peak during the export, for a quarter of the rows and for all of them, and once more with
// the API's heap capped (the export keeps no rows, so it finishes there with flat memory). Each case's query plan (EXPLAIN ANALYZE, BUFFERS) is printed
// from the very SQL the API runs, built by the compiled query modules of the backend, and the
// figures side by side with those measured before the indexes, cursor and daily totals existed.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_BOOKINGS, BENCH_ROUNDS, BENCH_API_NODE_ARGS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { openBenchEnvironment, percentile, startApi } from '../lib/bench-environment.mjs';

export const title = 'admin lists at scale';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const ADMIN = 'bench-admin@example.de';
const TARGET_MS = 100;
const TARGET_EXPORT_SECONDS = 3;
const CAPPED_HEAP_MIB = 128;

/** Measured on this machine with the code before (ILIKE scans, OFFSET over formatted rows, stats by scan, keyset CSV in batches of 1,000). */
const BEFORE = {
  measured:
    '2026-11-25 02:11 UTC (code of 10e159e), 100,000 bookings, 50 requests per case; load average 7.8 (1 min) at the start, 10.5 at the end, on 2 shared cores',
  cases: {
    'first page': [61.0, 113.6],
    'status filter': [37.7, 82.1],
    'age filter, sorted by name': [155.4, 284.1],
    search: [473.5, 772.8],
    'deep page': [265.8, 514.2],
    stats: [258.8, 731.2],
  },
  exports: {
    'CSV export, all rows': '4.58 s, 19.8 MB; API memory 142 MiB before, 188 MiB at its peak',
    'CSV export, pending only': '0.81 s, 4.6 MB; API memory 176 MiB before, 180 MiB at its peak',
  },
};

/** The backend's own query builders, from the benchmark's compiled build. */
function queryModules(environment) {
  const root = environment.workerEntry.replace(/backend\/src\/worker\.js$/, '');
  const require = createRequire(join(root, 'bench.js'));
  const admin = (name) => require(join(root, 'backend/src/bookings/admin', name));
  return {
    ...admin('admin-bookings.repository.js'),
    ...admin('admin-stats.repository.js'),
    ...require(join(root, 'backend/src/core/http/admin-list.js')),
  };
}

/** Prints the plan and returns its execution time in ms. */
async function printPlan(db, label, statement) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
  console.log(`    ${label}:`);
  for (const row of rows) console.log(`      ${row['QUERY PLAN']}`);
  return Number(/Execution Time: ([\d.]+)/.exec(rows.at(-1)['QUERY PLAN'])?.[1] ?? NaN);
}

async function seed(db) {
  const { rows: courses } = await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, price, max_participants, available_spots)
     SELECT title, DATE '2099-01-01' + n::int, '08:30', '16:00', 39900, 47481, 47481, 10, 10
       FROM unnest(ARRAY['Medizinprodukteberater Basiszertifizierung', 'Auffrischung MPG']) WITH ORDINALITY AS t(title, n) RETURNING id, title, date`,
  );
  await db.query(
    `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                           amount, original_amount, booking_status, payment_status, paid_amount, created_at)
     SELECT CASE WHEN n % 2 = 0 THEN $1::uuid ELSE $2::uuid END, CASE WHEN n % 2 = 0 THEN $3 ELSE $4 END, $5, '08:30', '16:00',
            'Kundin Nummer ' || n, 'kundin' || n || '@beispiel.de', 47481, 47481,
            (ARRAY['confirmed', 'pending', 'cancelled', 'failed'])[1 + n % 4],
            CASE WHEN n % 4 = 0 THEN 'paid' ELSE 'pending' END, CASE WHEN n % 4 = 0 THEN 47481 END,
            now() - (n || ' minutes')::interval
       FROM generate_series(1, $6::int) AS n`,
    [courses[0].id, courses[1].id, courses[0].title, courses[1].title, courses[0].date, BOOKINGS],
  );
  // Autovacuum does the same soon after a bulk insert; index-only scans need its visibility map.
  await db.query('VACUUM ANALYZE bookings');
}

/** A signed-in admin who passed the second factor, as the sign-in would leave it. */
async function adminCookie(db) {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query(
    `INSERT INTO users (email, role, totp_enrolled_at) VALUES ($1, 'admin', now()) RETURNING id`,
    [ADMIN],
  );
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at, absolute_expires_at, second_factor_at)
     VALUES ($1, $2, now() + interval '1 day', now() + interval '1 day', now())`,
    [rows[0].id, createHash('sha256').update(token).digest('hex')],
  );
  return `__Host-mpb_session=${token}`;
}

const query = (params) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

async function timed(api, cookie, path) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${api.url}${path}`, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** @param {number | undefined} pid */
function residentMiB(pid) {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Downloads the export; the API's resident memory is read before, every 20 ms, and at each fifth of the rows. */
async function exportRun(api, cookie, filter, expectedRows) {
  const before = residentMiB(api.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(api.child.pid))), 20);
  const started = Date.now();
  const response = await fetch(`${api.url}/api/admin/bookings/export.csv?${query({ filter })}`, {
    headers: { cookie },
  });
  let bytes = 0;
  let rows = 0;
  const byFifth = [];
  if (!response.body) throw new Error(`export answered ${response.status} without a body`);
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
    while (byFifth.length < 5 && rows >= (expectedRows * (byFifth.length + 1)) / 5)
      byFifth.push(residentMiB(api.child.pid));
  }
  clearInterval(sampler);
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return { seconds: (Date.now() - started) / 1000, megabytes: bytes / 1e6, before, peak, byFifth };
}

export async function run() {
  const environment = await openBenchEnvironment();
  try {
    await seed(environment.db);
    const cookie = await adminCookie(environment.db);
    const api = await startApi(environment, { ...environment.processEnv, ADMIN_EMAILS: ADMIN });
    console.log(`  ${BOOKINGS.toLocaleString('en')} bookings, ${ROUNDS} requests per case, one API process`);
    const sql = queryModules(environment);
    const list = (params) => ({
      path: `/api/admin/bookings?${query(params)}`,
      statements: () => {
        const { filter, orderBy, page } = sql.parseAdminList(sql.BOOKING_LIST, {
          filter: JSON.stringify(params.filter ?? {}),
          sort: params.sort ? JSON.stringify(params.sort) : undefined,
          range: JSON.stringify(params.range),
        });
        const statements = sql.listStatements(filter, orderBy, page, new Date());
        return {
          'page (ids by index, then the rows)': statements.page,
          'exact total (Content-Range)': statements.total,
        };
      },
    });
    const cases = {
      'first page': list({ range: [0, 24] }),
      'status filter': list({ filter: { booking_status: 'pending' }, range: [0, 24] }),
      'age filter, sorted by name': list({
        filter: { age: 'older_7d' },
        sort: ['customer_name', 'ASC'],
        range: [0, 24],
      }),
      search: list({ filter: { q: 'nummer 4242' }, range: [0, 24] }),
      'deep page': list({ range: [90_000, 90_024] }),
      stats: {
        path: '/api/admin/stats',
        statements: () => ({
          'figures (daily totals)': sql.figuresStatement({}, new Date()),
          'upcoming courses': sql.coursesStatement(new Date()),
        }),
      },
    };
    const figures = {};
    for (const [name, { path }] of Object.entries(cases)) {
      await timed(api, cookie, path);
      const times = [];
      for (let round = 0; round < ROUNDS; round += 1) times.push(await timed(api, cookie, path));
      times.sort((a, b) => a - b);
      figures[name] = [percentile(times, 0.5), percentile(times, 0.99)];
      console.log(`  ${name.padEnd(28)} p50 ${figures[name][0].toFixed(1)} ms   p99 ${figures[name][1].toFixed(1)} ms`);
    }
    const exports = {};
    // A quarter of the rows first, then all of them: the same growth for four times the rows is flat memory.
    for (const [name, filter, rows] of /** @type {[string, Record<string, string>, number][]} */ ([
      ['CSV export, pending only', { booking_status: 'pending' }, BOOKINGS / 4],
      ['CSV export, all rows', {}, BOOKINGS],
    ])) {
      const result = await exportRun(api, cookie, filter, rows + 1);
      exports[name] = result;
      console.log(
        `  ${name.padEnd(28)} ${result.seconds.toFixed(2)} s, ${result.megabytes.toFixed(1)} MB; API memory ${result.before.toFixed(0)} MiB before, ${result.peak.toFixed(0)} MiB at its peak; after each fifth of the rows ${result.byFifth.map((mib) => mib.toFixed(0)).join(' / ')} MiB`,
      );
    }
    // V8 grows its heap lazily while memory is free; a capped heap shows what the export really keeps.
    const capped = await startApi(environment, { ...environment.processEnv, ADMIN_EMAILS: ADMIN }, [
      `--max-old-space-size=${CAPPED_HEAP_MIB}`,
    ]);
    const cappedExport = await exportRun(capped, cookie, {}, BOOKINGS + 1);
    capped.child.kill();
    console.log(
      `  ${'CSV export, heap capped'.padEnd(28)} ${cappedExport.seconds.toFixed(2)} s with --max-old-space-size=${CAPPED_HEAP_MIB}; API memory ${cappedExport.before.toFixed(0)} MiB before, ${cappedExport.peak.toFixed(0)} MiB at its peak; after each fifth of the rows ${cappedExport.byFifth.map((mib) => mib.toFixed(0)).join(' / ')} MiB`,
    );
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');

    console.log('\n  Query plans (EXPLAIN ANALYZE, BUFFERS) of the SQL the API runs:');
    const sqlTimes = {};
    for (const [name, { statements }] of Object.entries(cases)) {
      console.log(`  ${name}`);
      sqlTimes[name] = [];
      for (const [label, statement] of Object.entries(statements()))
        sqlTimes[name].push(await printPlan(environment.db, label, statement));
    }
    console.log('  CSV export, all rows');
    await printPlan(
      environment.db,
      "the cursor's query (read in batches of 5,000 through DECLARE/FETCH)",
      sql.exportStatement({}, new Date()),
    );

    console.log(`\n  Before: ${BEFORE.measured}`);
    console.log(
      `  Now:    ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${BOOKINGS.toLocaleString('en')} bookings, ${ROUNDS} requests per case; load average ${load} (1/5/15 min)`,
    );
    console.log(
      `  ${'case'.padEnd(28)} ${'before p50 / p99'.padEnd(22)} ${'now p50 / p99'.padEnd(22)} ${'SQL now (EXPLAIN)'.padEnd(22)} target p99 <= ${TARGET_MS} ms`,
    );
    const missed = [];
    for (const [name, [p50, p99]] of Object.entries(figures)) {
      const [beforeP50, beforeP99] = BEFORE.cases[name];
      if (p99 > TARGET_MS) missed.push(name);
      console.log(
        `  ${name.padEnd(28)} ${`${beforeP50.toFixed(1)} / ${beforeP99.toFixed(1)} ms`.padEnd(22)} ${`${p50.toFixed(1)} / ${p99.toFixed(1)} ms`.padEnd(22)} ${`${sqlTimes[name].map((ms) => ms.toFixed(1)).join(' + ')} ms`.padEnd(22)} ${p99 <= TARGET_MS ? 'met' : 'MISSED'}`,
      );
    }
    for (const [name, result] of Object.entries(exports)) {
      const met = name !== 'CSV export, all rows' || result.seconds <= TARGET_EXPORT_SECONDS;
      if (!met) missed.push(name);
      console.log(`  ${name}: before ${BEFORE.exports[name]}`);
      console.log(
        `  ${''.padEnd(name.length)}  now    ${result.seconds.toFixed(2)} s, ${result.megabytes.toFixed(1)} MB; API memory ${result.before.toFixed(0)} MiB before, ${result.peak.toFixed(0)} MiB at its peak${name === 'CSV export, all rows' ? ` (target <= ${TARGET_EXPORT_SECONDS} s: ${met ? 'met' : 'MISSED'})` : ''}`,
      );
    }
    const growth = (result) => (result.peak - result.before).toFixed(0);
    console.log(
      `  Memory while exporting: +${growth(exports['CSV export, pending only'])} MiB for ${(BOOKINGS / 4).toLocaleString('en')} rows, +${growth(exports['CSV export, all rows'])} MiB for ${BOOKINGS.toLocaleString('en')} rows; +${growth(cappedExport)} MiB for ${BOOKINGS.toLocaleString('en')} rows with the heap capped at ${CAPPED_HEAP_MIB} MiB`,
    );
    if (missed.length) console.log(`  Targets missed: ${missed.join(', ')}`);
  } finally {
    await environment.close();
  }
}
