import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../backend/src/core/queue/job-names';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { ScrubGdprQueuesJob } from '../../backend/src/gdpr/jobs/scrub-gdpr-queues.job';
import type { TestApp } from '../support/app';
import { requestMagicLink } from '../support/auth';
import { uniqueEmail } from './helpers/booking-fixtures';
import { adminCalls, startAdminApp } from './helpers/admin-bookings-fixtures';
import { GdprLogRow, gdprLogRow } from './helpers/gdpr-log';

describe('the Redis part of a GDPR deletion', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post } = adminCalls(
    () => app,
    () => cookie,
    'gdpr-deletions',
  );
  const bookingsQueue = () => app.api.get(QueueRegistry).get(QUEUES.bookings);
  const scrub = () => app.worker!.get(ScrubGdprQueuesJob).handle();
  const logRow = (id: string) => gdprLogRow(get, id);

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await bookingsQueue()?.resume();
    await app?.close();
  });

  /** A deletion whose scrub the worker has not run yet (the bookings queue is held). */
  async function pendingDeletion(): Promise<string> {
    const person = uniqueEmail('gleichzeitig');
    await requestMagicLink(app, person);
    await app.smtp.waitFor(1, (mail) => mail.to.includes(person));
    const deleted = await post('/api/admin/gdpr-deletions', { email: person });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    return (deleted.body as GdprLogRow).id;
  }

  it('is scrubbed by one run when two run at once, and counted once', async () => {
    await bookingsQueue().pause();
    const id = await pendingDeletion();
    const runs = await Promise.all([scrub(), scrub()]);
    expect(runs.map((run) => run.due).sort()).toEqual([0, 1]);
    expect(runs.map((run) => run.scrubbed).sort()).toEqual([0, 1]);
    expect(await logRow(id)).toMatchObject({ queue_scrub_pending: false, affected_counts: { redis_jobs: 1 } });
    await bookingsQueue().resume();
  });

  it('is taken up again once the lease of a run that died has run out', async () => {
    await bookingsQueue().pause();
    const id = await pendingDeletion();
    // A run leased the deletion and died before it finished; the next run leaves it until the lease ends.
    await app.dataSource.query(
      `UPDATE gdpr_queue_scrubs SET leased_until = now() + interval '1 hour' WHERE deletion_id = $1`,
      [id],
    );
    expect(await scrub()).toEqual({ due: 0, scrubbed: 0 });
    expect(await logRow(id)).toMatchObject({ queue_scrub_pending: true });
    await app.dataSource.query(
      `UPDATE gdpr_queue_scrubs SET leased_until = now() - interval '1 second' WHERE deletion_id = $1`,
      [id],
    );
    expect(await scrub()).toEqual({ due: 1, scrubbed: 1 });
    expect(await logRow(id)).toMatchObject({ queue_scrub_pending: false, affected_counts: { redis_jobs: 1 } });
    await bookingsQueue().resume();
  });
});
