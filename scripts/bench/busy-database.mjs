// Course list while the database is busy: 1,000 sign-in requests and 1,000 checkouts (BENCH_BURST
// each) at once, 300 in flight (BENCH_CONNECTIONS), against one API process, far more than its
// connection pool serves. Meanwhile a thread of its own reads GET /api/courses one request after
// another. Prints the burst's answers by status and the course list's p50/p99/max latency; the goal:
// its p99 at 500 ms or less, as the list is answered from memory. Throws when an answer is neither
// 200, 202, 400, 409 nor 503 (a 5xx other than the refusal means a bug), or the list fails once.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_BURST, BENCH_CONNECTIONS, BENCH_API_NODE_ARGS.
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { openBenchEnvironment, percentile, startApi } from '../lib/bench-environment.mjs';

export const title = 'course list while the database is busy';

const BURST = Number(process.env.BENCH_BURST ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 300);
const TARGET_P99_MS = 500;
const PRICE = 47481;
const EXPECTED_STATUSES = new Set([200, 202, 400, 409, 503]);

/** Reads the list until told to stop, then posts the answers' statuses and latencies (ms). */
const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.once('message', () => (stopped = true));
(async () => {
  const answers = [];
  while (!stopped) {
    const sent = performance.now();
    const status = await fetch(workerData.url).then(async (response) => (await response.arrayBuffer(), response.status), () => 0);
    answers.push({ status, ms: performance.now() - sent });
  }
  parentPort.postMessage(answers);
})();
`;

async function createCourses(db) {
  const { rows } = await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, price, max_participants, available_spots)
     SELECT 'Medizinprodukteberater Basiszertifizierung', DATE '2099-01-01' + n, '08:30', '16:00', 39900, $1, $1, 400, 400
       FROM generate_series(1, 4) AS n RETURNING id`,
    [PRICE],
  );
  return rows.map((row) => row.id);
}

/** @param {string} courseId */
const checkout = (courseId) => ({
  path: '/api/checkout',
  body: {
    courseId,
    customerName: 'Bench Teilnehmerin',
    customerEmail: `bench-${randomUUID()}@example.de`,
    customerType: 'private',
    acceptedAGB: true,
    selectedPrice: PRICE,
    discountCode: null,
    discountAmount: 0,
    originalAmount: PRICE,
  },
});

const signIn = () => ({ path: '/api/auth/magic-link', body: { email: `bench-${randomUUID()}@example.de` } });

/**
 * @param {string} url
 * @param {{ path: string; body: unknown }[]} requests
 * @returns {Promise<Map<number, number>>} answers by status (0: no answer)
 */
async function burst(url, requests) {
  const statuses = new Map();
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const { path, body } = requests[next++];
      const status = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  return statuses;
}

export async function run() {
  const environment = await openBenchEnvironment();
  try {
    const courseIds = await createCourses(environment.db);
    // Every request comes from the loopback address: lift the per-address limits.
    const api = await startApi(environment, {
      ...environment.processEnv,
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_OPEN_HOLDS_PER_IP: '1000000',
      LOG_LEVEL: 'error',
    });
    console.log(
      `  ${BURST} sign-in requests and ${BURST} checkouts (4 courses), ${CONNECTIONS} in flight, one API process`,
    );
    const requests = Array.from({ length: BURST }, (_, index) => [signIn(), checkout(courseIds[index % 4])]).flat();

    const watcher = new Worker(WATCHER, { eval: true, workerData: { url: `${api.url}/api/courses` } });
    const listed = new Promise((resolve) => watcher.once('message', resolve));
    const started = performance.now();
    const statuses = await burst(api.url, requests);
    const seconds = (performance.now() - started) / 1000;
    watcher.postMessage('stop');
    const answers = /** @type {{ status: number; ms: number }[]} */ (await listed);
    await watcher.terminate();

    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const p99 = percentile(latencies, 0.99);
    console.log(
      `  burst:        ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')} in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  course list:  ${answers.length} reads, p50 ${Math.round(percentile(latencies, 0.5))} ms, p99 ${Math.round(p99)} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms (goal: p99 <= ${TARGET_P99_MS} ms${p99 <= TARGET_P99_MS ? ', met' : ', MISSED'})`,
    );
    const unexpected = [...statuses.keys()].filter((status) => !EXPECTED_STATUSES.has(status));
    const failedReads = answers.filter((answer) => answer.status !== 200).length;
    if (unexpected.length || failedReads)
      throw new Error(`unexpected answers ${unexpected.join(', ') || 'none'}; ${failedReads} course list reads failed`);
  } finally {
    await environment.close();
  }
}
