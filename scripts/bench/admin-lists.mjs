// Admin lists at scale: 100,000 bookings (BENCH_BOOKINGS), then p50/p99 of the bookings list (first
// page, filtered, searched, a deep page) and the stats endpoint over BENCH_ROUNDS sequential
// requests each, and a full CSV export: its time, its size and the API's resident memory before
// and at its peak during the export, for all rows and for half of them (streaming keeps the peak
// flat however many rows there are).
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_BOOKINGS, BENCH_ROUNDS, BENCH_API_NODE_ARGS.
import { readFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { openBenchEnvironment, percentile, startApi } from '../lib/bench-environment.mjs';

export const title = 'admin lists at scale';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const ADMIN = 'bench-admin@example.de';

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
  await db.query('ANALYZE bookings');
}

/** A signed-in admin who passed the second factor, as the sign-in would leave it. */
async function adminCookie(db) {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query(`INSERT INTO users (email, role, totp_enrolled_at) VALUES ($1, 'admin', now()) RETURNING id`, [ADMIN]);
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

const residentMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function exportRun(api, cookie, filter) {
  const before = residentMiB(api.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(api.child.pid))), 20);
  const started = Date.now();
  const response = await fetch(`${api.url}/api/admin/bookings/export.csv?${query({ filter })}`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  clearInterval(sampler);
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return { seconds: (Date.now() - started) / 1000, megabytes: bytes / 1e6, before, peak };
}

export async function run() {
  const environment = await openBenchEnvironment();
  try {
    await seed(environment.db);
    const cookie = await adminCookie(environment.db);
    const api = await startApi(environment, { ...environment.processEnv, ADMIN_EMAILS: ADMIN });
    console.log(`  ${BOOKINGS.toLocaleString('en')} bookings, ${ROUNDS} requests per case, one API process`);
    const cases = {
      'first page': `/api/admin/bookings?${query({ range: [0, 24] })}`,
      'status filter': `/api/admin/bookings?${query({ filter: { booking_status: 'pending' }, range: [0, 24] })}`,
      'age filter, sorted by name': `/api/admin/bookings?${query({ filter: { age: 'older_7d' }, sort: ['customer_name', 'ASC'], range: [0, 24] })}`,
      search: `/api/admin/bookings?${query({ filter: { q: 'nummer 4242' }, range: [0, 24] })}`,
      'deep page': `/api/admin/bookings?${query({ range: [90_000, 90_024] })}`,
      stats: '/api/admin/stats',
    };
    for (const [name, path] of Object.entries(cases)) {
      await timed(api, cookie, path);
      const times = [];
      for (let round = 0; round < ROUNDS; round += 1) times.push(await timed(api, cookie, path));
      times.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(28)} p50 ${percentile(times, 0.5).toFixed(1)} ms   p99 ${percentile(times, 0.99).toFixed(1)} ms`);
    }
    for (const [name, filter] of [['CSV export, all rows', {}], ['CSV export, pending only', { booking_status: 'pending' }]]) {
      const result = await exportRun(api, cookie, filter);
      console.log(
        `  ${name.padEnd(28)} ${result.seconds.toFixed(2)} s, ${result.megabytes.toFixed(1)} MB; API memory ${result.before.toFixed(0)} MiB before, ${result.peak.toFixed(0)} MiB at its peak`,
      );
    }
  } finally {
    await environment.close();
  }
}
