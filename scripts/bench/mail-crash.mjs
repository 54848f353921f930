// Mail crash: 1,000 `booking.confirmed` outbox events; the worker is SIGKILLed while it delivers
// them and a second worker takes over. Prints how many mails arrived, how many were lost (must be
// 0, else the benchmark fails) and how many arrived twice (only mails the SMTP server accepted
// but the killed worker had not recorded may).
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_MAILS (1000), BENCH_KILL_AFTER (mails delivered before
// the kill, 300), BENCH_DATABASE_ADMIN_URL, REDIS_URL.
import { SMTPServer } from 'smtp-server';
import { openBenchEnvironment } from '../lib/bench-environment.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? Math.round(MAILS * 0.3));

/** An SMTP server that counts how often each recipient received a message. */
async function startSink() {
  const deliveries = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) deliveries.set(recipient.address, (deliveries.get(recipient.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, deliveries, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function until(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startWorker(environment, env) {
  const { child, output } = environment.startProcess(environment.workerEntry, env);
  await until('worker start', 60_000, () => {
    if (child.exitCode !== null) throw new Error(`worker exited:\n${output().slice(-3000)}`);
    return output().includes('"msg":"worker running"');
  });
  return child;
}

export async function run() {
  const environment = await openBenchEnvironment();
  const { db } = environment;
  const sink = await startSink();
  try {
    const { rows: [course] } = await db.query(
      `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, max_participants, available_spots)
       VALUES ('Medizinprodukteberater Basiszertifizierung', '2099-06-15', '08:30', '16:00', 39900, 47481, $1, 0) RETURNING id`,
      [MAILS],
    );
    const { rows: bookings } = await db.query(
      `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                             amount, original_amount, booking_status, payment_status, confirmed_at)
       SELECT $1, 'Medizinprodukteberater Basiszertifizierung', '2099-06-15', '08:30', '16:00', 'Teilnehmer ' || n,
              'teilnehmer-' || n || '@bench.example.de', 47481, 47481, 'confirmed', 'paid', now()
         FROM generate_series(1, $2) AS n
       RETURNING id`,
      [course.id, MAILS],
    );
    // Short job locks, SMTP timeouts (so claim leases) and retry delays: the second worker takes over within seconds.
    const env = {
      ...environment.processEnv,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      WEBINAR_ACCESS_URL: 'https://webinar.bench.test/raum',
      LOG_LEVEL: 'info',
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
      MAIL_SEND_TIMEOUT_MS: '2000',
      MAIL_RETRY_BASE_DELAY_MS: '200',
      MAIL_RETRY_MAX_DELAY_MS: '2000',
    };
    const first = await startWorker(environment, env);
    await db.query(
      `INSERT INTO outbox_events (type, payload)
       SELECT 'booking.confirmed', jsonb_build_object('bookingId', id, 'courseId', $1::text) FROM unnest($2::uuid[]) AS id`,
      [course.id, bookings.map((booking) => booking.id)],
    );
    await until(`${KILL_AFTER} deliveries`, 5 * 60_000, () => sink.deliveries.size >= KILL_AFTER);
    first.kill('SIGKILL');
    const deliveredAtKill = sink.deliveries.size;
    const { rows: [{ recorded }] } = await db.query(`SELECT count(*)::int AS recorded FROM email_log WHERE status = 'sent'`);

    await startWorker(environment, env);
    const settled = async () => {
      const { rows: [{ owed }] } = await db.query(`SELECT count(*)::int AS owed FROM email_log WHERE status IN ('queued', 'sending')`);
      return sink.deliveries.size === MAILS && owed === 0;
    };
    await until('every mail delivered and recorded', 10 * 60_000, settled).catch(() => undefined);

    const duplicated = [...sink.deliveries.values()].reduce((sum, count) => sum + count - 1, 0);
    const lost = MAILS - sink.deliveries.size;
    const { rows: statuses } = await db.query(`SELECT status, count(*)::int AS count FROM email_log GROUP BY 1 ORDER BY 1`);
    console.log(`  killed the worker after:  ${deliveredAtKill} of ${MAILS} mails delivered (${recorded} recorded as sent)`);
    console.log(`  delivered:                ${sink.deliveries.size} of ${MAILS}`);
    console.log(`  lost:                     ${lost}`);
    console.log(`  duplicated:               ${duplicated} (at most the ${deliveredAtKill - recorded} accepted but unrecorded at the kill)`);
    console.log(`  email_log:                ${statuses.map((row) => `${row.status}=${row.count}`).join(', ')}`);
    if (lost > 0) throw new Error(`${lost} mails lost`);
    if (duplicated > deliveredAtKill - recorded) throw new Error(`${duplicated} duplicates, more than were in flight at the kill`);
    return { delivered: sink.deliveries.size, lost, duplicated };
  } finally {
    await environment.close();
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('## Mail crash');
  await run();
}
