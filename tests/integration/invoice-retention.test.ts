import { Job, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { JOB_SCHEDULES } from '../../backend/src/core/queue/job-schedules';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import type { Course } from '../../backend/src/courses/course.entity';
import { adminCalls, paidBooking, pendingBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import { createCourse, payTestCheckout, sessionOf, uniqueEmail } from './helpers/booking-fixtures';

const THIS_YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
);
/** Midsummer of a year, far from any time zone's turn of the year. */
const inYear = (year: number) => new Date(Date.UTC(year, 6, 1, 10));
const REFUSED = /append-only/;

describe('deleting invoices after their retention period', () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );
  /** Issued 9 years ago with its cancellation (period over); 8 years ago (kept to this year's end); 10 years ago but named by a cancellation of this year; this year. */
  const ids = {} as Record<
    'expired' | 'expiredCancellation' | 'boundary' | 'named' | 'namingCancellation' | 'recent',
    string
  >;

  /** Runs `work` with the API's and the worker's clock at `at`: what it issues is dated then. */
  async function dated<T>(at: Date, work: () => Promise<T>): Promise<T> {
    const spies = [app.api, app.worker!].map((context) => vi.spyOn(context.get(Clock), 'now').mockReturnValue(at));
    try {
      return await work();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }
  /** A booking checked out now and paid at `at` (the test checkout's session expires by the real time). */
  async function paidAt(at: Date, course: Course, overrides: Record<string, unknown> = {}) {
    const booking = await pendingBooking(app, course, overrides);
    const sessionId = (await sessionOf(app.dataSource, booking.id)).id;
    await dated(at, async () => {
      await payTestCheckout(app.url, sessionId);
      await eventually(async () => (await invoicesOf(booking.id)).length > 0, { what: 'invoice issued' });
    });
    return booking;
  }
  const invoicesOf = async (bookingId: string) =>
    (
      await app.dataSource.query<{ id: string; kind: string }[]>(
        `SELECT id, kind FROM invoices WHERE booking_id = $1 ORDER BY kind DESC`,
        [bookingId],
      )
    ).map((row) => row.id);
  const cancel = async (bookingId: string) =>
    expect((await admin.post(`/api/admin/bookings/${bookingId}/cancel`, { refundCents: 47481 })).status).toBe(200);
  const existing = async (table: string, column: string) =>
    (
      await app.dataSource.query<{ id: string }[]>(`SELECT ${column} AS id FROM ${table} WHERE ${column} = ANY($1)`, [
        Object.values(ids),
      ])
    )
      .map((row) => row.id)
      .sort();
  const documented = () =>
    eventually(async () => {
      const rendered = await existing('invoice_documents', 'invoice_id');
      return rendered.length === Object.keys(ids).length ? rendered : undefined;
    });
  const inTransaction = (work: (query: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<unknown>) =>
    app.dataSource.transaction((manager) => work((sql, params) => manager.query(sql, params)));
  /** Runs the job as the schedule does: through the bookings queue and the worker. */
  const runJob = async () => {
    const queue: Queue = app.worker!.get(QueueRegistry).get(QUEUES.bookings);
    const { id } = await queue.add(JOBS.deleteExpiredInvoices, {});
    return eventually(async () => {
      const job = await Job.fromId(queue, id!);
      if (job?.failedReason) throw new Error(job.failedReason);
      return job?.finishedOn ? job.returnvalue : undefined;
    });
  };
  const retentionOn = `SELECT set_config('mpb.invoice_retention', 'on', true)`;

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp());
    const course = await createCourse(app.dataSource);
    const buyer = uniqueEmail('aufbewahrt');
    const expired = await paidAt(inYear(THIS_YEAR - 9), course, { customerEmail: buyer });
    await dated(inYear(THIS_YEAR - 9), () => cancel(expired.id));
    [ids.expired, ids.expiredCancellation] = await invoicesOf(expired.id);
    // The buyer asked to be erased: the invoices are restricted, and their restriction goes with them.
    expect((await admin.post('/api/admin/gdpr-deletions', { email: buyer })).status).toBe(201);
    [ids.boundary] = await invoicesOf((await paidAt(inYear(THIS_YEAR - 8), course)).id);
    const named = await paidAt(inYear(THIS_YEAR - 10), course);
    await cancel(named.id);
    [ids.named, ids.namingCancellation] = await invoicesOf(named.id);
    [ids.recent] = await invoicesOf((await paidBooking(app, course)).id);
    await documented();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is scheduled daily on the bookings queue', async () => {
    const queue: Queue = app.worker!.get(QueueRegistry).get(QUEUES.bookings);
    expect(await queue.getJobScheduler(JOB_SCHEDULES.deleteExpiredInvoices.id)).toMatchObject({
      name: JOBS.deleteExpiredInvoices,
      every: 86_400_000,
    });
  });

  it('refuses a delete without the retention setting, or of an invoice still in its period, and every update', async () => {
    const years = await app.dataSource.query<{ id: string; year: number }[]>(
      `SELECT id, year FROM invoices WHERE id = ANY($1)`,
      [Object.values(ids)],
    );
    expect(Object.fromEntries(years.map(({ id, year }) => [id, THIS_YEAR - year]))).toEqual({
      [ids.expired]: 9,
      [ids.expiredCancellation]: 9,
      [ids.boundary]: 8,
      [ids.named]: 10,
      [ids.namingCancellation]: 0,
      [ids.recent]: 0,
    });
    await expect(app.dataSource.query(`DELETE FROM invoices WHERE id = $1`, [ids.expiredCancellation])).rejects.toThrow(
      REFUSED,
    );
    await expect(
      app.dataSource.query(`DELETE FROM invoice_documents WHERE invoice_id = $1`, [ids.expiredCancellation]),
    ).rejects.toThrow(REFUSED);
    for (const id of [ids.boundary, ids.recent]) {
      await expect(
        inTransaction(async (query) => {
          await query(retentionOn);
          await query(`DELETE FROM invoice_documents WHERE invoice_id = $1`, [id]);
        }),
      ).rejects.toThrow(REFUSED);
      await expect(
        inTransaction(async (query) => {
          await query(retentionOn);
          await query(`DELETE FROM invoices WHERE id = $1`, [id]);
        }),
      ).rejects.toThrow(REFUSED);
    }
    for (const statement of [
      `UPDATE invoices SET gross_cents = gross_cents WHERE id = $1`,
      `UPDATE invoice_restrictions SET retain_until = retain_until WHERE invoice_id = $1`,
    ]) {
      await expect(
        inTransaction(async (query) => {
          await query(retentionOn);
          await query(statement, [ids.expiredCancellation]);
        }),
      ).rejects.toThrow(REFUSED);
    }
    await expect(
      inTransaction(async (query) => {
        await query(retentionOn);
        await query(`TRUNCATE invoice_restrictions`);
      }),
    ).rejects.toThrow(REFUSED);
    expect(await existing('invoices', 'id')).toHaveLength(6);
  });

  it('deletes the invoices, documents, restrictions and billed seats whose period ended, keeping the rest and what a kept one names', async () => {
    const before = await existing('invoice_restrictions', 'invoice_id');
    expect(before).toEqual([ids.expired, ids.expiredCancellation].sort());

    expect(await runJob()).toEqual({ deleted: 2 });
    const kept = [ids.boundary, ids.named, ids.namingCancellation, ids.recent].sort();
    expect(await existing('invoices', 'id')).toEqual(kept);
    expect(await existing('invoice_documents', 'invoice_id')).toEqual(kept);
    expect(await existing('invoice_restrictions', 'invoice_id')).toEqual([]);
    expect(await existing('invoice_seats', 'invoice_id')).toEqual([ids.boundary, ids.named, ids.recent].sort());

    expect(await runJob()).toEqual({ deleted: 0 });
  });
});
