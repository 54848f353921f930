// Mail throughput: 1,000 `booking.confirmed` outbox events through the real relay, BullMQ and the
// worker's renderer to a local SMTP sink. Prints mails per second and event-to-delivery latency
// (outbox row created -> message accepted by the sink), p50 and p99.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_MAILS (1000), BENCH_MAIL_WORKERS (worker processes, 1),
// BENCH_DATABASE_ADMIN_URL, REDIS_URL.
import { readFileSync } from 'node:fs';
import { openBenchEnvironment, percentile } from '../lib/bench-environment.mjs';
import {
  confirmAll,
  insertConfirmedBookings,
  mailWorkerEnv,
  startMailSink,
  startMailWorker,
} from '../lib/mail-bench.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const WORKERS = Number(process.env.BENCH_MAIL_WORKERS ?? 1);

/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU ms used between two readings per process, summed; null where a reading is missing.
 * @param {(number | null)[]} before
 * @param {(number | null)[]} after
 */
function cpuUsed(before, after) {
  let used = 0;
  for (const [index, value] of after.entries()) {
    const start = before[index];
    if (value === null || start === null) return null;
    used += value - start;
  }
  return used;
}

export async function run() {
  const environment = await openBenchEnvironment();
  const { db } = environment;
  const sink = await startMailSink();
  try {
    const { courseId, bookings } = await insertConfirmedBookings(db, MAILS);
    const env = mailWorkerEnv(environment, sink);
    const workers = Array.from({ length: WORKERS }, () => startMailWorker(environment, env));
    await Promise.all(workers.map((worker) => worker.ready));

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cpuBefore = workers.map((worker) => cpuMs(worker.child.pid));
    await confirmAll(db, courseId, bookings);
    const { rows: events } = await db.query(
      `SELECT payload->>'bookingId' AS booking_id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM outbox_events`,
    );
    await sink.waitFor(MAILS, 10 * 60_000);
    const cpuAfter = workers.map((worker) => cpuMs(worker.child.pid));
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const createdByEmail = new Map();
    const emailById = new Map(bookings.map((booking) => [booking.id, booking.customer_email]));
    for (const event of events) createdByEmail.set(emailById.get(event.booking_id), event.created_ms);
    const latencies = [];
    let duplicates = 0;
    for (const [address, times] of sink.deliveries) {
      duplicates += times.length - 1;
      latencies.push(times[0] - createdByEmail.get(address));
    }
    latencies.sort((a, b) => a - b);
    const start = Math.min(...createdByEmail.values());
    const end = Math.max(...[...sink.deliveries.values()].map((times) => times[0]));
    const seconds = (end - start) / 1000;
    const { rows: statuses } = await db.query(`SELECT email_status, count(*)::int AS count FROM bookings GROUP BY 1`);

    console.log(
      `  mails delivered:        ${sink.deliveries.size} of ${MAILS} (${duplicates} duplicates), ${WORKERS} worker process(es), mail concurrency 10 each`,
    );
    console.log(
      `  throughput:             ${(MAILS / seconds).toFixed(1)} mails/second (${seconds.toFixed(2)} s from commit to last delivery)`,
    );
    console.log(`  event-to-delivery p50:  ${Math.round(percentile(latencies, 0.5))} ms`);
    console.log(`  event-to-delivery p99:  ${Math.round(percentile(latencies, 0.99))} ms`);
    const used = cpuUsed(cpuBefore, cpuAfter);
    if (used !== null) {
      console.log(
        `  worker CPU per mail:    ${(used / MAILS).toFixed(1)} ms (render, plain text, .ics, SMTP, database; load-independent)`,
      );
    }
    console.log(`  bookings.email_status:  ${statuses.map((row) => `${row.email_status}=${row.count}`).join(', ')}`);
    return {
      mailsPerSecond: MAILS / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      duplicates,
    };
  } finally {
    await environment.close();
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('## Mail throughput');
  await run();
}
