// What the mail benchmarks share: an SMTP sink, confirmed bookings to mail, a worker process and
// the burst of booking.confirmed events that sets them off.
import { SMTPServer } from 'smtp-server';
import { nodeArgsFrom } from './bench-environment.mjs';

/** An SMTP server that keeps, per recipient, when each message to it arrived. */
export async function startMailSink() {
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
        for (const recipient of session.envelope.rcptTo)
          deliveries.set(recipient.address, [...(deliveries.get(recipient.address) ?? []), at]);
        wake();
        callback();
      });
    },
  });
  // A worker killed in the middle of a message resets its connection; the sink goes on like a mail server.
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP sink is not listening on a TCP port');
  return {
    port: address.port,
    deliveries,
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.size < count) {
        if (Date.now() > deadline) throw new Error(`only ${deliveries.size} of ${count} mails arrived`);
        await /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            wake = resolve;
            setTimeout(resolve, 200);
          })
        );
      }
    },
    close: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))),
  };
}

/** A full course with `count` confirmed, paid bookings, each with its own address. */
export async function insertConfirmedBookings(db, count) {
  const {
    rows: [course],
  } = await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, max_participants, available_spots)
     VALUES ('Medizinprodukteberater Basiszertifizierung', '2099-06-15', '08:30', '16:00', 39900, 47481, $1, 0) RETURNING id`,
    [count],
  );
  const { rows: bookings } = await db.query(
    `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                           amount, original_amount, booking_status, payment_status, confirmed_at)
     SELECT $1, 'Medizinprodukteberater Basiszertifizierung', '2099-06-15', '08:30', '16:00', 'Teilnehmer ' || n,
            'teilnehmer-' || n || '@bench.example.de', 47481, 47481, 'confirmed', 'paid', now()
       FROM generate_series(1, $2) AS n
     RETURNING id, customer_email`,
    [course.id, count],
  );
  return { courseId: course.id, bookings };
}

/** One statement: every confirmation is committed at the same moment, a burst of mails. */
export async function confirmAll(db, courseId, bookings) {
  await db.query(
    `INSERT INTO outbox_events (type, payload)
     SELECT 'booking.confirmed', jsonb_build_object('bookingId', id, 'courseId', $1::text) FROM unnest($2::uuid[]) AS id`,
    [courseId, bookings.map((booking) => booking.id)],
  );
}

/** The environment of a worker process that mails to the sink. */
export function mailWorkerEnv(environment, sink, overrides = {}) {
  return {
    ...environment.processEnv,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    WEBINAR_ACCESS_URL: 'https://webinar.bench.test/raum',
    LOG_LEVEL: 'info',
    ...overrides,
  };
}

/** A worker process; `ready` settles once it says it runs (or rejects if it exits first). */
export function startMailWorker(environment, env) {
  const { child, output } = environment.startProcess(
    environment.workerEntry,
    env,
    nodeArgsFrom('BENCH_WORKER_NODE_ARGS'),
  );
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    const onData = () => {
      if (!output().includes('"msg":"worker running"')) return;
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output().slice(-3000)}`)));
  });
  return { child, ready };
}
