// Mail crash: 1,000 `booking.confirmed` outbox events; the worker is SIGKILLed while it delivers
// them and a second worker takes over. Prints how many mails arrived, how many were lost (must be
// 0, else the benchmark fails) and how many arrived twice (only mails the SMTP server accepted
// but the killed worker had not recorded may).
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_MAILS (1000), BENCH_KILL_AFTER (mails delivered before
// the kill, 300), BENCH_DATABASE_ADMIN_URL, REDIS_URL.
import { openBenchEnvironment } from '../lib/bench-environment.mjs';
import {
  confirmAll,
  insertConfirmedBookings,
  mailWorkerEnv,
  startMailSink,
  startMailWorker,
} from '../lib/mail-bench.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? Math.round(MAILS * 0.3));

async function until(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function run() {
  const environment = await openBenchEnvironment();
  const { db } = environment;
  const sink = await startMailSink();
  try {
    const { courseId, bookings } = await insertConfirmedBookings(db, MAILS);
    // Short job locks, SMTP timeouts (so claim leases) and retry delays: the second worker takes over within seconds.
    const env = mailWorkerEnv(environment, sink, {
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
      MAIL_SEND_TIMEOUT_MS: '2000',
      MAIL_RETRY_BASE_DELAY_MS: '200',
      MAIL_RETRY_MAX_DELAY_MS: '2000',
    });
    const first = startMailWorker(environment, env);
    await first.ready;
    await confirmAll(db, courseId, bookings);
    await until(`${KILL_AFTER} deliveries`, 5 * 60_000, () => sink.deliveries.size >= KILL_AFTER);
    first.child.kill('SIGKILL');
    const deliveredAtKill = sink.deliveries.size;
    const {
      rows: [{ recorded }],
    } = await db.query(`SELECT count(*)::int AS recorded FROM email_log WHERE status = 'sent'`);

    await startMailWorker(environment, env).ready;
    const settled = async () => {
      const {
        rows: [{ owed }],
      } = await db.query(`SELECT count(*)::int AS owed FROM email_log WHERE status IN ('queued', 'sending')`);
      return sink.deliveries.size === MAILS && owed === 0;
    };
    await until('every mail delivered and recorded', 10 * 60_000, settled).catch(() => undefined);

    const duplicated = [...sink.deliveries.values()].reduce((sum, times) => sum + times.length - 1, 0);
    const lost = MAILS - sink.deliveries.size;
    const { rows: statuses } = await db.query(
      `SELECT status, count(*)::int AS count FROM email_log GROUP BY 1 ORDER BY 1`,
    );
    console.log(
      `  killed the worker after:  ${deliveredAtKill} of ${MAILS} mails delivered (${recorded} recorded as sent)`,
    );
    console.log(`  delivered:                ${sink.deliveries.size} of ${MAILS}`);
    console.log(`  lost:                     ${lost}`);
    console.log(
      `  duplicated:               ${duplicated} (at most the ${deliveredAtKill - recorded} accepted but unrecorded at the kill)`,
    );
    console.log(`  email_log:                ${statuses.map((row) => `${row.status}=${row.count}`).join(', ')}`);
    if (lost > 0) throw new Error(`${lost} mails lost`);
    if (duplicated > deliveredAtKill - recorded)
      throw new Error(`${duplicated} duplicates, more than were in flight at the kill`);
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
