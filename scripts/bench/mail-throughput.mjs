// Mail throughput: 1,000 `booking.confirmed` outbox events through the real relay, BullMQ and the
// worker's renderer to a local SMTP sink. Prints mails per second and event-to-delivery latency
// (outbox row created -> message accepted by the sink), p50 and p99.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_MAILS (1000), BENCH_MAIL_WORKERS (worker processes, 1),
// BENCH_DATABASE_ADMIN_URL, REDIS_URL.
import { readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { nodeArgsFrom, openBenchEnvironment, percentile } from '../lib/bench-environment.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const WORKERS = Number(process.env.BENCH_MAIL_WORKERS ?? 1);

/** An SMTP server that keeps only who received a message and when. */
async function startSink() {
  const deliveries = new Map();
  let wake = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const at = Date.now();
        for (const recipient of session.envelope.rcptTo) deliveries.set(recipient.address, [...(deliveries.get(recipient.address) ?? []), at]);
        wake();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    deliveries,
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.size < count) {
        if (Date.now() > deadline) throw new Error(`only ${deliveries.size} of ${count} mails arrived`);
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function startWorker(environment, env) {
  const { child, output } = environment.startProcess(environment.workerEntry, env, nodeArgsFrom('BENCH_WORKER_NODE_ARGS'));
  const ready = new Promise((resolve, reject) => {
    const onData = () => {
      if (output().includes('"msg":"worker running"')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output().slice(-3000)}`)));
  });
  return { child, ready };
}

/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export async function run() {
  const environment = await openBenchEnvironment();
  const { db } = environment;
  const sink = await startSink();
  try {
    const [course] = (
      await db.query(
        `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, max_participants, available_spots)
         VALUES ('Medizinprodukteberater Basiszertifizierung', '2099-06-15', '08:30', '16:00', 39900, 47481, $1, 0) RETURNING id`,
        [MAILS],
      )
    ).rows;
    const { rows: bookings } = await db.query(
      `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                             amount, original_amount, booking_status, payment_status, confirmed_at)
       SELECT $1, 'Medizinprodukteberater Basiszertifizierung', '2099-06-15', '08:30', '16:00', 'Teilnehmer ' || n,
              'teilnehmer-' || n || '@bench.example.de', 47481, 47481, 'confirmed', 'paid', now()
         FROM generate_series(1, $2) AS n
       RETURNING id, customer_email`,
      [course.id, MAILS],
    );

    const env = {
      ...environment.processEnv,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      WEBINAR_ACCESS_URL: 'https://webinar.bench.test/raum',
      LOG_LEVEL: 'info',
    };
    const workers = Array.from({ length: WORKERS }, () => startWorker(environment, env));
    await Promise.all(workers.map((worker) => worker.ready));

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cpuBefore = workers.map((worker) => cpuMs(worker.child.pid));
    // One statement: every event is committed at the same moment, a burst of 1,000 confirmations.
    await db.query(
      `INSERT INTO outbox_events (type, payload)
       SELECT 'booking.confirmed', jsonb_build_object('bookingId', id, 'courseId', $1::text) FROM unnest($2::uuid[]) AS id`,
      [course.id, bookings.map((booking) => booking.id)],
    );
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

    console.log(`  mails delivered:        ${sink.deliveries.size} of ${MAILS} (${duplicates} duplicates), ${WORKERS} worker process(es), mail concurrency 10 each`);
    console.log(`  throughput:             ${(MAILS / seconds).toFixed(1)} mails/second (${seconds.toFixed(2)} s from commit to last delivery)`);
    console.log(`  event-to-delivery p50:  ${Math.round(percentile(latencies, 0.5))} ms`);
    console.log(`  event-to-delivery p99:  ${Math.round(percentile(latencies, 0.99))} ms`);
    if (![...cpuBefore, ...cpuAfter].includes(null)) {
      const used = cpuAfter.reduce((sum, value, index) => sum + value - cpuBefore[index], 0);
      console.log(`  worker CPU per mail:    ${(used / MAILS).toFixed(1)} ms (render, plain text, .ics, SMTP, database; load-independent)`);
    }
    console.log(`  bookings.email_status:  ${statuses.map((row) => `${row.email_status}=${row.count}`).join(', ')}`);
    return { mailsPerSecond: MAILS / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), duplicates };
  } finally {
    await environment.close();
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('## Mail throughput');
  await run();
}
