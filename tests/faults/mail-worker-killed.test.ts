import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually, insertBooking, insertCourse } from '../support/mail-fixtures';
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

  // Short locks so the next worker takes over the dead one's jobs within seconds.
  const workerEnv = () => ({ ...app.env, QUEUE_LOCK_DURATION_MS: '2000', QUEUE_STALLED_INTERVAL_MS: '1000' });

  async function startWorker() {
    const worker = await WorkerProcess.start(workerEnv());
    workers.push(worker);
    return worker;
  }

  it(`delivers all ${MAILS} queued confirmations exactly once after a SIGKILL during delivery`, async () => {
    const course = await insertCourse(app.dataSource, { max_participants: MAILS, available_spots: 0 });
    const outbox = app.api.get(OutboxService);
    const bookings = await app.dataSource.transaction(async (manager) => {
      const created = [];
      for (let index = 0; index < MAILS; index += 1) {
        const booking = await insertBooking(manager, course, { customer_name: `Teilnehmer ${index}` });
        await outbox.record(manager, EVENTS.bookingConfirmed, { bookingId: booking.id, courseId: course.id });
        created.push(booking);
      }
      return created;
    });
    const ours = new Set(bookings.map((booking) => booking.customer_email));
    const isOurs = (mail: { to: string[] }) => mail.to.some((address) => ours.has(address));

    const first = await startWorker();
    await app.smtp.waitFor(60, isOurs, 60_000);
    // The mail server stops answering: the worker's connections wait mid-delivery.
    app.smtp.hold();
    await eventually(async () => (app.smtp.heldCount >= 3 ? true : undefined), 20_000, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const deliveredBeforeKill = app.smtp.mails.filter(isOurs).length;

    await first.kill('SIGKILL');
    await eventually(async () => (app.smtp.heldCount === 0 ? true : undefined), 10_000, 10);
    app.smtp.release();
    expect(deliveredBeforeKill).toBeGreaterThanOrEqual(60);
    expect(deliveredBeforeKill).toBeLessThan(MAILS);
    const [{ unfinished }] = await app.dataSource.query(
      `SELECT count(*)::int AS unfinished FROM bookings WHERE id = ANY($1::uuid[]) AND email_status <> 'sent'`,
      [bookings.map((booking) => booking.id)],
    );
    expect(unfinished).toBe(MAILS - deliveredBeforeKill);

    const second = await startWorker();
    await app.smtp.waitFor(MAILS, isOurs, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const received = app.smtp.mails.filter(isOurs).flatMap((mail) => mail.to);
    expect(received).toHaveLength(MAILS);
    expect(new Set(received).size).toBe(MAILS);
    const statuses = await app.dataSource.query(
      `SELECT b.email_status, l.status AS log_status, count(*)::int AS count
         FROM bookings b JOIN email_log l ON l.booking_id = b.id
        WHERE b.id = ANY($1::uuid[]) GROUP BY 1, 2`,
      [bookings.map((booking) => booking.id)],
    );
    expect(statuses).toEqual([{ email_status: 'sent', log_status: 'sent', count: MAILS }]);
    await second.kill('SIGTERM');
  });
});
