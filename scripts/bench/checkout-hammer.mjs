// Checkout hammer: N concurrent clients (BENCH_CLIENTS, default 200) against one 10-seat course,
// then against 50 courses of 10 seats, then mixing checkouts and waitlist sign-ups on 10 courses
// that sell out during the run, through BENCH_API_INSTANCES (default 2) real API processes sharing
// one PostgreSQL and Redis. Prints seats sold, oversold (must be 0), 409s, deliberate 503s (the
// database busy: answered with Retry-After, the client is asked to try again), other 5xx (must be
// 0), errors, p50/p99 latency and requests per second; throws when a seat is oversold or a request
// fails. A 503 with Retry-After is a refusal by design, counted on its own and not as a failure.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_CLIENTS, BENCH_REQUESTS_PER_CLIENT (spread scenario, 5),
// BENCH_API_INSTANCES, BENCH_API_NODE_ARGS (e.g. --cpu-prof), BENCH_DATABASE_ADMIN_URL, REDIS_URL.
import { randomUUID } from 'node:crypto';
import { openBenchEnvironment, percentile, startApi } from '../lib/bench-environment.mjs';

export const title = 'checkout hammer';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_REQUESTS_PER_CLIENT ?? 5);
const INSTANCES = Number(process.env.BENCH_API_INSTANCES ?? 2);
const PRICE = 47481;
const SOLD_OUT =
  'Dieser Kurs ist leider ausgebucht. Versuchen Sie es mit der Warteliste oder wählen Sie einen anderen Termin.';
const HAS_SEATS = 'Für diesen Kurstermin sind noch Plätze frei. Sie können ihn direkt buchen.';

async function createCourses(db, count, seats) {
  const { rows } = await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, price, max_participants, available_spots)
     SELECT 'Medizinprodukteberater Basiszertifizierung', DATE '2099-01-01' + n, '08:30', '16:00', 39900, $3, $3, $2, $2
       FROM generate_series(1, $1) AS n RETURNING id`,
    [count, seats, PRICE],
  );
  return rows.map((row) => row.id);
}

/** @typedef {{ path: string; body: Record<string, unknown> }} BenchRequest */

/**
 * @param {string} courseId
 * @returns {BenchRequest}
 */
const checkout = (courseId) => ({
  path: '/api/checkout',
  body: {
    courseId,
    customerName: 'Bench Teilnehmerin',
    customerEmail: `bench-${randomUUID()}@example.de`,
    customerType: 'private',
    billingAddress: { street: 'Benchstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    acceptedAGB: true,
    selectedPrice: PRICE,
    discountCode: null,
    discountAmount: 0,
    originalAmount: PRICE,
  },
});

/**
 * @param {string} courseId
 * @returns {BenchRequest}
 */
const waitlistSignUp = (courseId) => ({
  path: '/api/waitlist',
  body: { courseId, customerName: 'Bench Wartende', customerEmail: `bench-${randomUUID()}@example.de` },
});

/** The expected refusals: a full course for a checkout, a course with seats for a sign-up. */
const EXPECTED_CONFLICTS = new Set([SOLD_OUT, HAS_SEATS]);
/** The answer of an API that refuses while its database is busy (http-exception.filter.ts). */
const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';

/**
 * A deliberate 'busy' refusal: 503 with Retry-After and the busy message, not a failure.
 * @param {number} status
 * @param {string | null} retryAfter
 * @param {unknown} error
 */
const isBusyRefusal = (status, retryAfter, error) => status === 503 && retryAfter !== null && error === BUSY;

/**
 * `clients` concurrent loops, each sending `perClient` requests one after another; `next` picks
 * the request (a checkout unless told otherwise) for a random course.
 * @param {{ url: string }[]} apis
 * @param {string[]} courseIds
 * @param {number} clients
 * @param {number} perClient
 * @param {(courseId: string, request: number) => BenchRequest} next
 */
async function hammer(apis, courseIds, clients, perClient, next = checkout) {
  /** @type {{ ok: number; soldOut: number; waitlisted: number; busy: number; errors: number; serverErrors: number; statuses: Map<number, number>; latencies: number[]; seconds: number }} */
  const outcomes = {
    ok: 0,
    soldOut: 0,
    waitlisted: 0,
    busy: 0,
    errors: 0,
    serverErrors: 0,
    statuses: new Map(),
    latencies: [],
    seconds: 0,
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let request = 0; request < perClient; request += 1) {
        const api = apis[(client + request) % apis.length];
        const { path, body } = next(courseIds[Math.floor(Math.random() * courseIds.length)], request);
        const sent = performance.now();
        let status;
        let error = null;
        let retryAfter = null;
        try {
          const response = await fetch(`${api.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          status = response.status;
          retryAfter = response.headers.get('retry-after');
          error = (await response.json()).error;
        } catch {
          status = -1;
        }
        outcomes.latencies.push(performance.now() - sent);
        outcomes.statuses.set(status, (outcomes.statuses.get(status) ?? 0) + 1);
        if (isBusyRefusal(status, retryAfter, error)) outcomes.busy += 1;
        else if (status >= 500) outcomes.serverErrors += 1;
        else if (status === 200 && path === '/api/checkout') outcomes.ok += 1;
        else if (status === 200) outcomes.waitlisted += 1;
        else if (status === 409 && EXPECTED_CONFLICTS.has(error)) outcomes.soldOut += 1;
        else outcomes.errors += 1;
      }
    }),
  );
  outcomes.seconds = (performance.now() - started) / 1000;
  outcomes.latencies.sort((a, b) => a - b);
  return outcomes;
}

async function report(db, label, courseIds, seatsPerCourse, outcomes) {
  const { rows } = await db.query(
    `SELECT c.id, c.available_spots, count(b.id) FILTER (WHERE b.holds_seat)::int AS held,
            (SELECT count(*)::int FROM waitlist_entries w WHERE w.course_id = c.id AND w.status = 'offered') AS offered
       FROM courses c LEFT JOIN bookings b ON b.course_id = c.id WHERE c.id = ANY($1::uuid[]) GROUP BY c.id`,
    [courseIds],
  );
  const sold = rows.reduce((sum, row) => sum + row.held, 0);
  const oversold = rows.reduce((sum, row) => sum + Math.max(0, row.held - seatsPerCourse), 0);
  const inconsistent = rows.filter(
    (row) => row.available_spots < 0 || row.available_spots + row.held + row.offered !== seatsPerCourse,
  ).length;
  const requests = outcomes.latencies.length;
  console.log(`  ${label}`);
  console.log(
    `    seats sold:      ${sold} of ${courseIds.length * seatsPerCourse}   oversold: ${oversold}   courses with spots != seats - holds: ${inconsistent}`,
  );
  console.log(
    `    answers:         ${outcomes.ok} booked, ${outcomes.waitlisted} waitlisted, ${outcomes.soldOut} × 409 (sold out / seats free), ${outcomes.busy} × 503 busy (Retry-After), ${outcomes.serverErrors} × other 5xx, ${outcomes.errors} errors (${[...outcomes.statuses].map(([status, count]) => `${status}: ${count}`).join(', ')})`,
  );
  console.log(
    `    latency:         p50 ${Math.round(percentile(outcomes.latencies, 0.5))} ms, p99 ${Math.round(percentile(outcomes.latencies, 0.99))} ms`,
  );
  console.log(
    `    throughput:      ${(requests / outcomes.seconds).toFixed(0)} requests/s (${requests} requests in ${outcomes.seconds.toFixed(2)} s)`,
  );
  if (oversold || inconsistent || outcomes.errors || outcomes.serverErrors || sold !== outcomes.ok) {
    throw new Error(
      `${label}: oversold ${oversold}, inconsistent ${inconsistent}, 5xx ${outcomes.serverErrors}, errors ${outcomes.errors}, sold ${sold} vs answered ${outcomes.ok}`,
    );
  }
  return {
    sold,
    oversold,
    soldOut: outcomes.soldOut,
    busy: outcomes.busy,
    errors: outcomes.errors,
    p50: percentile(outcomes.latencies, 0.5),
    p99: percentile(outcomes.latencies, 0.99),
    rps: requests / outcomes.seconds,
  };
}

export async function run() {
  const environment = await openBenchEnvironment();
  const { db } = environment;
  try {
    // Every simulated client shares the loopback address: lift the per-address limits; sign-ups answer without waiting for their mail.
    const env = {
      ...environment.processEnv,
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_OPEN_HOLDS_PER_IP: '1000000',
      MAIL_DELIVERY_WAIT_MS: '0',
      LOG_LEVEL: 'error',
    };
    const apis = [];
    for (let index = 0; index < INSTANCES; index += 1) apis.push(await startApi(environment, env));
    console.log(`  ${INSTANCES} API process(es), built-in test checkout, one PostgreSQL, one Redis`);

    // Warm-up (JIT, connection pools), not measured.
    await hammer(apis, await createCourses(db, 5, 10), 20, 3);

    const single = await createCourses(db, 1, 10);
    await report(
      db,
      `one course with 10 seats, ${CLIENTS} concurrent clients × 1 checkout`,
      single,
      10,
      await hammer(apis, single, CLIENTS, 1),
    );

    const spread = await createCourses(db, 50, 10);
    await report(
      db,
      `50 courses with 10 seats each, ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} checkouts (random course)`,
      spread,
      10,
      await hammer(apis, spread, CLIENTS, REQUESTS_PER_CLIENT),
    );

    const mixed = await createCourses(db, 10, 40);
    await report(
      db,
      `10 courses with 40 seats each, ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests alternating checkout and waitlist sign-up`,
      mixed,
      40,
      await hammer(apis, mixed, CLIENTS, REQUESTS_PER_CLIENT, (courseId, request) =>
        request % 2 === 0 ? checkout(courseId) : waitlistSignUp(courseId),
      ),
    );
  } finally {
    await environment.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('## Checkout hammer');
  await run();
}
