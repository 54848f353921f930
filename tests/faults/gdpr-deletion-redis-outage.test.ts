import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { requestMagicLink } from '../support/auth';
import { eventually } from '../support/eventually';
import { scrape } from '../support/metrics-scrape';
import { PrivateRedis } from '../support/private-redis';
import { redisEntries } from '../support/redis-entries';
import { uniqueEmail } from '../integration/helpers/booking-fixtures';
import { adminCalls, startAdminApp } from '../integration/helpers/admin-bookings-fixtures';
import { GdprLogRow, gdprLogRow, scrubbedGdprLogRow } from '../integration/helpers/gdpr-log';

const METRICS_TOKEN = 'gdpr-redis-outage-scrape-token';

describe('a GDPR deletion while Redis does not answer', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let cookie: string;
  const { get, post } = adminCalls(
    () => app,
    () => cookie,
    'gdpr-deletions',
  );

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    ({ app, cookie } = await startAdminApp({ env: { REDIS_URL: redis.url, METRICS_TOKEN } }));
  });
  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    await app?.close();
    await redis?.stop();
  });

  const tracesInRedis = async (value: string) =>
    (await redisEntries(redis.url, app.config.redis.prefix)).filter(({ key, value: stored }) =>
      `${key} ${stored}`.toLowerCase().includes(value),
    );
  const logRow = (id: string) => gdprLogRow(get, id);
  const unpublishedDeletionEvents = async () =>
    Number(
      (
        await app.dataSource.query(
          `SELECT count(*)::int AS count FROM outbox_events WHERE type = 'gdpr.deleted' AND published_at IS NULL`,
        )
      )[0].count,
    );

  /** What monitoring sees: how long the oldest deletion has waited for its scrub (GdprQueueScrubPending). */
  const oldestPendingScrubAge = async () =>
    (await scrape(`${app.url}/metrics`, METRICS_TOKEN)).value('mpb_gdpr_queue_scrub_oldest_age_seconds');

  /** A person with a sign-in mail sent: its finished job in Redis names them. */
  async function personInRedis(name: string): Promise<string> {
    const person = uniqueEmail(name);
    await requestMagicLink(app, person);
    await app.smtp.waitFor(1, (mail) => mail.to.includes(person));
    await eventually(async () => (await tracesInRedis(person)).length > 0, { what: 'the sign-in job in Redis' });
    return person;
  }

  it('answers the admin at once while Redis refuses writes, and removes the jobs naming the person once it takes them again', async () => {
    const person = await personInRedis('pausiert');
    const control = redis.client();
    let row: GdprLogRow;
    try {
      // Long enough for any test run; the test ends the pause itself once the deletion has answered.
      await control.call('CLIENT', 'PAUSE', '120000', 'WRITE');
      const deleted = await post('/api/admin/gdpr-deletions', { email: person });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
      row = deleted.body as GdprLogRow;
      expect(row.queue_scrub_pending).toBe(true);
      // Nothing has reached Redis yet: the deletion's event waits in the outbox.
      expect(await unpublishedDeletionEvents()).toBe(1);
      expect(await logRow(row.id)).toMatchObject({ queue_scrub_pending: true });
      // Monitoring still gets its scrape: the queue gauges are left out while Redis does not answer.
      const stalled = await scrape(`${app.url}/metrics`, METRICS_TOKEN);
      expect(stalled.status).toBe(200);
      expect(stalled.value('mpb_queue_jobs')).toBeUndefined();
      expect(stalled.value('mpb_gdpr_queue_scrub_oldest_age_seconds')).toBeGreaterThan(0);
      expect(await tracesInRedis(person)).not.toEqual([]);
      // What the worker has yet to look for is kept sealed: the database holds the address nowhere.
      const owed = await app.dataSource.query(`SELECT * FROM gdpr_queue_scrubs WHERE deletion_id = $1`, [row.id]);
      expect(owed).toHaveLength(1);
      expect(JSON.stringify(owed).toLowerCase()).not.toContain('pausiert');
    } finally {
      await control.call('CLIENT', 'UNPAUSE').catch(() => undefined);
      control.disconnect();
    }

    expect((await scrubbedGdprLogRow(get, row.id, 60_000)).affected_counts.redis_jobs).toBeGreaterThan(0);
    expect(await tracesInRedis(person)).toEqual([]);
    expect(await oldestPendingScrubAge()).toBe(0);
  });

  it('answers while Redis is down, and finishes the deletion once Redis is back', async () => {
    const person = uniqueEmail('ausgefallen');
    await redis.stop();
    const deleted = await post('/api/admin/gdpr-deletions', { email: person });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    const row = deleted.body as GdprLogRow;
    expect(row.queue_scrub_pending).toBe(true);

    // Redis comes back without its data: nothing names the person any more, and the log says so.
    await redis.start();
    expect((await scrubbedGdprLogRow(get, row.id, 60_000)).affected_counts).not.toHaveProperty('redis_jobs');
    expect(await app.dataSource.query(`SELECT 1 FROM gdpr_queue_scrubs WHERE deletion_id = $1`, [row.id])).toEqual([]);
  });
});
