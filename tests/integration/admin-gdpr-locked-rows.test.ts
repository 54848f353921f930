import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import { uniqueEmail } from './helpers/booking-fixtures';
import { adminCalls, createCourse, loadBooking, paidBooking, startAdminApp } from './helpers/admin-bookings-fixtures';

const LOCK_TIMEOUT_MS = 1000;

describe('a GDPR deletion of a person whose rows another transaction holds', () => {
  let app: TestApp;
  let cookie: string;
  const { post } = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ env: { DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) } }));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Start times of the transactions that wait for a lock on a bookings row, held by another backend than `holder`. */
  async function waitingDeletions(holder: number): Promise<string[]> {
    const rows: { xact_start: string }[] = await app.dataSource.query(
      `SELECT DISTINCT a.xact_start::text AS xact_start FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE NOT l.granted AND a.pid <> $1 AND a.datname = current_database() AND a.query ILIKE '%FROM bookings%FOR UPDATE%'`,
      [holder],
    );
    return rows.map((row) => row.xact_start);
  }

  it('waits for them past a lock timeout and erases the person once they are free, instead of answering 503', async () => {
    const person = uniqueEmail('gesperrt');
    const booking = await paidBooking(app, await createCourse(app.dataSource), { customerEmail: person });
    await queuesDrained(app);

    // A worker's transaction (an invoice being issued, say) holds the person's booking.
    const holder = app.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [booking.id]);
      const [{ pid }] = (await holder.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];

      let answered = false;
      const deletion = post('/api/admin/gdpr-deletions', { email: person, reason: 'Auf Wunsch der Person' }).finally(
        () => (answered = true),
      );
      // The first attempt waits, passes the lock timeout and is rolled back; a second one waits again.
      const seen = new Set<string>();
      await eventually(
        async () => {
          for (const started of await waitingDeletions(pid)) seen.add(started);
          return seen.size >= 2 || answered;
        },
        { what: 'a second attempt of the deletion waiting for the row' },
      );
      await holder.commitTransaction();

      expect(await deletion).toMatchObject({ status: 201 });
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    const erased = await loadBooking(app.dataSource, booking.id);
    expect(erased.customer_email).not.toBe(person);
  });
});
