// Admin lists at scale: 100,000 bookings (BENCH_BOOKINGS) on two courses and a few on 80 more, past
// and upcoming; then p50/p99 of the bookings list (first page, filtered, searched, a deep page), the
// stats endpoint and the courses tab's first page over BENCH_ROUNDS sequential requests each, while
// busy database connections keep the machine at a load of about BENCH_LOAD (4; the runnable tasks
// of others are counted first, so only the rest is added). Each request is followed by a reference
// request, one booking by id through the same session check, so both see the same load: each
// case prints its p50/p99 beside the reference's and their ratio. Then a full CSV export: its time,
// its size and the API's resident memory before and at its peak during the export, for a quarter
// of the rows and for all of them, and once more with the API's heap capped (the export keeps no
// rows, so it finishes there with flat memory). Each case's query plans (EXPLAIN ANALYZE, BUFFERS)
// are printed from the very SQL the API runs, built by the compiled query modules of the backend:
// the lists' pages and totals, the date states of the page's courses, the courses tab's seat
// counts, the dashboard's statements; and the figures side by side with those measured the same
// way before the counts were cut down to the page's and the ended dates' (BEFORE).
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_BOOKINGS, BENCH_ROUNDS, BENCH_LOAD, BENCH_BUSY (the
// number of busy connections, instead of BENCH_LOAD's estimate), BENCH_API_NODE_ARGS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openBenchEnvironment, percentile, startApi } from '../lib/bench-environment.mjs';

export const title = 'admin lists at scale';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const ADMIN = 'bench-admin@example.de';
const TARGET_MS = 100;
const TARGET_EXPORT_SECONDS = 3;
const CAPPED_HEAP_MIB = 128;
const TARGET_LOAD = Number(process.env.BENCH_LOAD ?? 4);
/** Courses besides the two that hold the 100,000 bookings: this many past ones, then upcoming ones. */
const PAST_COURSES = 20;
const UPCOMING_COURSES = 60;
const BOOKINGS_PER_SMALL_COURSE = 8;
const SMALL_BOOKINGS = (PAST_COURSES + UPCOMING_COURSES) * BOOKINGS_PER_SMALL_COURSE;

/**
 * Measured by this benchmark on this machine with the code before (48f667c: date states counting
 * every participant of upcoming dates, the courses tab counting every course's bookings before
 * paging, the dashboard's unpaid bookings by a scan): p50, p99, and the reference's p50 and p99.
 */
const BEFORE = {
  measured:
    '2026-11-29 05:21 UTC (code of 48f667c, before the change), 100,000 bookings, 50 requests per case; 12.1 runnable tasks on average while measuring, load average 9.4 (1 min) at the start, 12.2 at the end, on 2 shared cores',
  cases: {
    'first page': [50.1, 100.8, 9.0, 21.8],
    'status filter': [15.6, 35.9, 6.4, 23.3],
    'age filter, sorted by name': [52.2, 95.1, 7.2, 26.0],
    search: [54.4, 91.2, 5.8, 17.8],
    'deep page': [65.4, 135.3, 9.4, 63.0],
    stats: [1352.5, 2323.7, 9.0, 62.5],
    'courses tab, first page': [112.3, 305.4, 6.9, 41.0],
  },
  exports: {
    'CSV export, all rows': '4.15 s, 25.7 MB; API memory 223 MiB before, 249 MiB at its peak',
    'CSV export, pending only': '2.10 s, 6.1 MB; API memory 194 MiB before, 223 MiB at its peak',
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
    ...require(join(root, 'backend/src/courses/admin/admin-courses.repository.js')),
    ...require(join(root, 'backend/src/courses/date-states.repository.js')),
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
  // Small courses as the courses tab lists them: past ones with attendance partly recorded, upcoming
  // ones after the two large ones (so the dashboard's upcoming courses still count those); their
  // bookings older than all others, so the bookings list's pages stay as they were.
  const { rows: small } = await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, price, max_participants, available_spots)
     SELECT 'Medizinprodukteberater Basiszertifizierung',
            CASE WHEN n <= $1 THEN CURRENT_DATE - 7 * n ELSE DATE '2099-02-01' + n END, '08:30', '16:00', 39900, 47481, 47481, 10, 10
       FROM generate_series(1, $2::int) AS n RETURNING id`,
    [PAST_COURSES, PAST_COURSES + UPCOMING_COURSES],
  );
  await db.query(
    `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                           amount, original_amount, booking_status, payment_status, paid_amount, holds_seat, attendance, created_at)
     SELECT c.id, t.title, t.date, '08:30', '16:00', 'Teilnehmerin ' || k || '-' || j, 'teilnehmerin' || k || '-' || j || '@beispiel.de',
            47481, 47481, CASE WHEN j <= 6 THEN 'confirmed' ELSE 'cancelled' END, CASE WHEN j <= 6 THEN 'paid' ELSE 'refunded' END,
            47481, j <= 6, CASE WHEN t.date < CURRENT_DATE AND j <= 6 AND k % 3 > 0 THEN (CASE WHEN j = 6 THEN 'absent' ELSE 'present' END) END,
            now() - (($3::int + k * $2::int + j) || ' minutes')::interval
       FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, k) CROSS JOIN generate_series(1, $2::int) AS j
       CROSS JOIN LATERAL (SELECT title, date FROM courses WHERE id = c.id) AS t`,
    [small.map((row) => row.id), BOOKINGS_PER_SMALL_COURSE, BOOKINGS],
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

/** Tasks running or ready to run right now, the reading process not counted (/proc/loadavg). */
const runnableNow = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[3].split('/')[0]) - 1;

/** Samples the runnable tasks every 100 ms until `stop()`, which returns their mean. */
function sampleRunnable() {
  const samples = [runnableNow()];
  const timer = setInterval(() => samples.push(runnableNow()), 100);
  return () => {
    clearInterval(timer);
    return samples.reduce((sum, value) => sum + value, 0) / samples.length;
  };
}

/** `count` connections that keep a PostgreSQL backend computing each, until `stop()`. */
async function busyConnections(databaseUrl, count) {
  let stopped = false;
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const loops = clients.map(async (client) => {
    while (!stopped) await client.query('SELECT count(*) FROM generate_series(1, 300000)');
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
    await Promise.all(clients.map((client) => client.end()));
  };
}

/** The date-status statement of a page's courses, found by running the page: the API reads the page, then its courses' states. */
async function pageDateStates(sql, db, statement, column) {
  const { rows } = await db.query(statement.sql, statement.params);
  return sql.dateStatesStatement([...new Set(rows.map((row) => row[column]).filter(Boolean))], new Date());
}

export async function run() {
  const environment = await openBenchEnvironment();
  try {
    await seed(environment.db);
    const cookie = await adminCookie(environment.db);
    const api = await startApi(environment, { ...environment.processEnv, ADMIN_EMAILS: ADMIN });
    const sql = queryModules(environment);
    const { rows: newest } = await environment.db.query(`SELECT id FROM bookings ORDER BY created_at DESC LIMIT 1`);
    const reference = `/api/admin/bookings/${newest[0].id}`;
    const parsed = (spec, params) =>
      sql.parseAdminList(spec, {
        filter: JSON.stringify(params.filter ?? {}),
        sort: params.sort ? JSON.stringify(params.sort) : undefined,
        range: JSON.stringify(params.range),
      });
    const list = (params) => ({
      path: `/api/admin/bookings?${query(params)}`,
      statements: async (db) => {
        const { filter, orderBy, page } = parsed(sql.BOOKING_LIST, params);
        const statements = sql.listStatements(filter, orderBy, page, new Date());
        return {
          'page (ids by index, then the rows)': statements.page,
          'exact total (Content-Range)': statements.total,
          "date states of the page's courses": await pageDateStates(sql, db, statements.page, 'course_id'),
        };
      },
    });
    const courseList = { sort: ['date', 'ASC'], range: [0, 24] };
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
          'unpaid bookings starting within 7 days': sql.unpaidStatement(
            new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }),
            7,
          ),
        }),
      },
      'courses tab, first page': {
        path: `/api/admin/courses?${query(courseList)}`,
        statements: async (db) => {
          const statements = sql.courseListStatements(parsed(sql.COURSE_LIST, courseList), new Date());
          return {
            "page with the page's seat counts": statements.page,
            'total (Content-Range)': statements.total,
            "date states of the page's courses": await pageDateStates(sql, db, statements.page, 'id'),
          };
        },
      },
    };

    const others = sampleRunnable();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const othersRunnable = others();
    // The bench's own requests keep about one task busy besides the busy connections.
    const busy = Number(process.env.BENCH_BUSY ?? Math.max(0, Math.round(TARGET_LOAD - othersRunnable - 1)));
    const stopBusy = await busyConnections(environment.processEnv.DATABASE_URL, busy);
    const loadAtStart = loadavg()[0];
    const during = sampleRunnable();
    console.log(
      `  ${BOOKINGS.toLocaleString('en')} bookings on 2 courses and ${SMALL_BOOKINGS} on ${PAST_COURSES + UPCOMING_COURSES} more (${PAST_COURSES} past), ${ROUNDS} requests per case, one API process`,
    );
    console.log(
      `  background load: ${othersRunnable.toFixed(1)} runnable tasks of others before the cases, ${busy} busy database connections added (target ${TARGET_LOAD})`,
    );
    console.log(`  reference: GET ${reference.replace(/[^/]+$/, ':id')} (one booking), after each request of a case`);
    const figures = {};
    try {
      for (const [name, { path }] of Object.entries(cases)) {
        await timed(api, cookie, path);
        await timed(api, cookie, reference);
        const times = [];
        const referenceTimes = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          times.push(await timed(api, cookie, path));
          referenceTimes.push(await timed(api, cookie, reference));
        }
        times.sort((a, b) => a - b);
        referenceTimes.sort((a, b) => a - b);
        figures[name] = {
          p50: percentile(times, 0.5),
          p99: percentile(times, 0.99),
          referenceP50: percentile(referenceTimes, 0.5),
          referenceP99: percentile(referenceTimes, 0.99),
        };
        const f = figures[name];
        console.log(
          `  ${name.padEnd(28)} p50 ${f.p50.toFixed(1)} ms   p99 ${f.p99.toFixed(1)} ms   reference p50 ${f.referenceP50.toFixed(1)} ms   p99 ${f.referenceP99.toFixed(1)} ms   ratio p50 ${(f.p50 / f.referenceP50).toFixed(2)}x   p99 ${(f.p99 / f.referenceP99).toFixed(2)}x`,
        );
      }
    } finally {
      await stopBusy();
    }
    const loadDuring = `${during().toFixed(1)} runnable tasks on average while measuring; load average ${loadAtStart.toFixed(1)} (1 min) at the start, ${loadavg()[0].toFixed(1)} at the end, on ${availableParallelism()} cores`;
    console.log(`  ${loadDuring}`);
    const exports = {};
    // A quarter of the rows first, then all of them: the same growth for four times the rows is flat memory.
    for (const [name, filter, rows] of /** @type {[string, Record<string, string>, number][]} */ ([
      ['CSV export, pending only', { booking_status: 'pending' }, BOOKINGS / 4],
      ['CSV export, all rows', {}, BOOKINGS + SMALL_BOOKINGS],
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
    const cappedExport = await exportRun(capped, cookie, {}, BOOKINGS + SMALL_BOOKINGS + 1);
    capped.child.kill();
    console.log(
      `  ${'CSV export, heap capped'.padEnd(28)} ${cappedExport.seconds.toFixed(2)} s with --max-old-space-size=${CAPPED_HEAP_MIB}; API memory ${cappedExport.before.toFixed(0)} MiB before, ${cappedExport.peak.toFixed(0)} MiB at its peak; after each fifth of the rows ${cappedExport.byFifth.map((mib) => mib.toFixed(0)).join(' / ')} MiB`,
    );

    console.log('\n  Query plans (EXPLAIN ANALYZE, BUFFERS) of the SQL the API runs:');
    const sqlTimes = {};
    for (const [name, { statements }] of Object.entries(cases)) {
      console.log(`  ${name}`);
      sqlTimes[name] = [];
      for (const [label, statement] of Object.entries(await statements(environment.db)))
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
      `  Now:    ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${BOOKINGS.toLocaleString('en')} bookings, ${ROUNDS} requests per case; ${loadDuring}`,
    );
    const columns = [
      'before p50 / p99',
      'ref. before p50 / p99',
      'ratio p50 / p99 before',
      'now p50 / p99',
      'reference p50 / p99',
      'ratio p50 / p99',
      'SQL now (EXPLAIN)',
    ];
    console.log(
      `  ${'case'.padEnd(28)} ${columns.map((column) => column.padEnd(22)).join(' ')} target p99 <= ${TARGET_MS} ms`,
    );
    const missed = [];
    const pair = (p50, p99) => `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`;
    const ratio = (p50, p99, referenceP50, referenceP99) =>
      `${(p50 / referenceP50).toFixed(2)}x / ${(p99 / referenceP99).toFixed(2)}x`;
    for (const [name, { p50, p99, referenceP50, referenceP99 }] of Object.entries(figures)) {
      const before = BEFORE.cases[name];
      if (p99 > TARGET_MS) missed.push(name);
      const cells = [
        pair(before[0], before[1]),
        pair(before[2], before[3]),
        ratio(before[0], before[1], before[2], before[3]),
        pair(p50, p99),
        pair(referenceP50, referenceP99),
        ratio(p50, p99, referenceP50, referenceP99),
        `${sqlTimes[name].map((ms) => ms.toFixed(1)).join(' + ')} ms`,
      ];
      console.log(
        `  ${name.padEnd(28)} ${cells.map((cell) => cell.padEnd(22)).join(' ')} ${p99 <= TARGET_MS ? 'met' : 'MISSED'}`,
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
