import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import { BookingFixture, insertBooking, insertCourse } from '../support/mail-fixtures';
import { CaughtMail } from '../support/smtp-catcher';
import { compiledWorkerEntry, removeCompiledWorker, WorkerProcess } from '../support/worker-process';

const MAILS = 200;

describe('mail worker killed mid-way', () => {
  let app: TestApp;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    compiledWorkerEntry();
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill('SIGKILL')));
    await app?.close();
    removeCompiledWorker();
  });

  // Short locks, SMTP timeouts (so leases) and retry delays: the next worker takes over within seconds.
  const workerEnv = () => ({
    ...app.env,
    QUEUE_LOCK_DURATION_MS: '2000',
    QUEUE_STALLED_INTERVAL_MS: '1000',
    MAIL_SEND_TIMEOUT_MS: '3000',
    MAIL_RETRY_BASE_DELAY_MS: '200',
    MAIL_RETRY_MAX_DELAY_MS: '2000',
  });

  async function startWorker() {
    const worker = await WorkerProcess.start(workerEnv());
    workers.push(worker);
    return worker;
  }

  /** MAILS confirmed bookings of one course, their outbox events committed at once. */
  async function confirmationBurst() {
    const course = await insertCourse(app.dataSource, { max_participants: MAILS, available_spots: 0 });
    const outbox = app.api.get(OutboxService);
    const bookings = await app.dataSource.transaction(async (manager) => {
      const created: BookingFixture[] = [];
      for (let index = 0; index < MAILS; index += 1) {
        const booking = await insertBooking(manager, course, { customer_name: `Teilnehmer ${index}` });
        await outbox.record(manager, EVENTS.bookingConfirmed, { bookingId: booking.id, courseId: course.id });
        created.push(booking);
      }
      return created;
    });
    const ours = new Set(bookings.map((booking) => booking.customer_email));
    const isOurs = (mail: CaughtMail) => mail.to.some((address) => ours.has(address));
    const addressesCaught = () => app.smtp.mails.filter(isOurs).flatMap((mail) => mail.to);
    return { bookings, ids: bookings.map((booking) => booking.id), isOurs, addressesCaught };
  }

  const sentCount = async (ids: string[]) => {
    const [{ sent }] = await app.dataSource.query(
      `SELECT count(*)::int AS sent FROM bookings WHERE id = ANY($1::uuid[]) AND email_status = 'sent'`,
      [ids],
    );
    return sent as number;
  };

  /** Holds the mail server's answers until mails have waited 1.5 s: no transaction may stay open meanwhile. */
  async function expectNoTransactionOpenWhileServerStalls() {
    app.smtp.hold();
    await eventually(() => app.smtp.heldCount >= 3, { timeoutMs: 20_000, everyMs: 10, what: 'three held mails' });
    await eventually(() => app.smtp.longestHeldMs > 1500, { what: 'a mail held for 1.5 s' });
    expect(app.smtp.heldCount).toBeGreaterThanOrEqual(3);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND xact_start < now() - interval '1 second'`,
    );
    expect(count).toBe(0);
  }

  it(`delivers all ${MAILS} queued confirmations exactly once after a SIGKILL while the mail server stalls`, async () => {
    const { ids, isOurs, addressesCaught } = await confirmationBurst();

    const first = await startWorker();
    await app.smtp.waitFor(60, isOurs, 60_000);
    // The mail server stops answering: the worker's connections wait mid-delivery.
    await expectNoTransactionOpenWhileServerStalls();
    // Everything the server accepted is recorded, so nothing is in the crash window at the kill.
    await eventually(async () => (await sentCount(ids)) === addressesCaught().length, {
      what: 'accepted mails recorded',
    });
    const deliveredBeforeKill = addressesCaught().length;

    await first.kill('SIGKILL');
    await eventually(() => app.smtp.heldCount === 0, {
      timeoutMs: 10_000,
      everyMs: 10,
      what: 'held connections closed',
    });
    app.smtp.release();
    expect(deliveredBeforeKill).toBeGreaterThanOrEqual(60);
    expect(deliveredBeforeKill).toBeLessThan(MAILS);
    expect(await sentCount(ids)).toBe(deliveredBeforeKill);

    const second = await startWorker();
    await app.smtp.waitFor(MAILS, isOurs, 90_000);
    await queuesDrained(app);

    const received = addressesCaught();
    expect(received).toHaveLength(MAILS);
    expect(new Set(received).size).toBe(MAILS);
    const statuses = await app.dataSource.query(
      `SELECT b.email_status, l.status AS log_status, count(*)::int AS count
         FROM bookings b JOIN email_log l ON l.booking_id = b.id
        WHERE b.id = ANY($1::uuid[]) GROUP BY 1, 2`,
      [ids],
    );
    expect(statuses).toEqual([{ email_status: 'sent', log_status: 'sent', count: MAILS }]);
    await second.kill('SIGTERM');
  });

  it('sends twice only the mails the server accepted but the killed worker had not recorded', async () => {
    const { ids, isOurs, addressesCaught } = await confirmationBurst();
    const first = await startWorker();
    await app.smtp.waitFor(10, isOurs, 60_000);
    await expectNoTransactionOpenWhileServerStalls();
    app.smtp.release();
    await app.smtp.waitFor(20, isOurs, 60_000);

    /** Accepted by the mail server, not recorded as sent. */
    const unrecorded = async () => {
      const recorded: { recipient: string }[] = await app.dataSource.query(
        `SELECT recipient FROM email_log WHERE booking_id = ANY($1::uuid[]) AND status = 'sent'`,
        [ids],
      );
      const sent = new Set(recorded.map((row) => row.recipient));
      return new Set(addressesCaught().filter((address) => !sent.has(address)));
    };

    // Recording a result updates the booking: with the bookings locked, accepted mails stay unrecorded.
    const locker = app.dataSource.createQueryRunner();
    await locker.connect();
    await locker.startTransaction();
    let inFlight: Set<string>;
    try {
      await locker.query(`SELECT id FROM bookings WHERE id = ANY($1::uuid[]) FOR UPDATE`, [ids]);
      expect(addressesCaught().length).toBeLessThan(MAILS - 10);
      await eventually(async () => (await unrecorded()).size >= 3, { what: 'accepted mails waiting to be recorded' });
      await first.kill('SIGKILL');
      // A message the worker sent in full just before it died may still be being parsed.
      await app.smtp.waitUntilIdle();
      inFlight = await unrecorded();
    } finally {
      await locker.rollbackTransaction();
      await locker.release();
    }
    expect(inFlight.size).toBeGreaterThanOrEqual(3);

    const second = await startWorker();
    await app.smtp.waitFor(MAILS, isOurs, 90_000);
    await queuesDrained(app);

    const received = addressesCaught();
    expect(new Set(received).size).toBe(MAILS);
    const twice = [...new Set(received.filter((address, index) => received.indexOf(address) !== index))];
    expect(twice.filter((address) => !inFlight.has(address))).toEqual([]);
    expect(received.length - MAILS).toBe(twice.length);
    expect(await sentCount(ids)).toBe(MAILS);
    await second.kill('SIGTERM');
  });
});
