import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { OutboxRelayService } from '../../backend/src/core/queue/outbox-relay.service';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';

/** A local port with nothing listening on it. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('foundation without Redis', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { REDIS_URL: `redis://127.0.0.1:${await deadPort()}` } });
  });
  afterAll(async () => {
    await app?.api.close();
    await app?.smtp.stop();
  });

  it('reports 503 with redis down from the health check', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'up', redis: 'down' });
  });

  it('keeps outbox rows waiting while Redis is unreachable and publishes them once it is back', async () => {
    const marker = randomUUID();
    await app.dataSource.transaction((manager) =>
      app.api.get(OutboxService).record(manager, EVENTS.courseChanged, { courseId: marker }),
    );
    const silent = { info() {}, warn() {}, error() {} } as never;
    const unreachable = new OutboxRelayService(app.dataSource, app.api.get(QueueRegistry), app.config, silent);
    await expect(unreachable.relayBatch()).rejects.toThrow();
    const waiting = await app.dataSource.query(
      `SELECT published_at FROM outbox_events WHERE payload->>'courseId' = $1`,
      [marker],
    );
    expect(waiting).toEqual([{ published_at: null }]);

    const healthyConfig = { ...app.config, redis: { ...app.config.redis, url: inject('redisUrl') } };
    const queues = new QueueRegistry(healthyConfig, silent);
    try {
      const relay = new OutboxRelayService(app.dataSource, queues, healthyConfig, silent);
      expect(await relay.relayBatch()).toBeGreaterThanOrEqual(1);
      const [published] = await app.dataSource.query(
        `SELECT published_at FROM outbox_events WHERE payload->>'courseId' = $1`,
        [marker],
      );
      expect(published.published_at).toBeInstanceOf(Date);
    } finally {
      await queues.onApplicationShutdown();
    }
  });

  it('deletes published events after a week, never unpublished ones', async () => {
    const silent = { info() {}, warn() {}, error() {} } as never;
    const [old] = await app.dataSource.query(
      `INSERT INTO outbox_events (type, payload, published_at) VALUES ('course.changed', '{}', now() - interval '8 days') RETURNING id`,
    );
    const [recent] = await app.dataSource.query(
      `INSERT INTO outbox_events (type, payload, published_at) VALUES ('course.changed', '{}', now() - interval '6 days') RETURNING id`,
    );
    const [waiting] = await app.dataSource.query(
      `INSERT INTO outbox_events (type, payload, created_at) VALUES ('course.changed', '{}', now() - interval '30 days') RETURNING id`,
    );
    await new OutboxRelayService(app.dataSource, app.api.get(QueueRegistry), app.config, silent).prunePublished();
    const left = await app.dataSource.query(`SELECT id FROM outbox_events WHERE id = ANY($1::bigint[])`, [
      [old.id, recent.id, waiting.id],
    ]);
    expect(left.map((row: { id: string }) => row.id).sort()).toEqual([recent.id, waiting.id].sort());
  });
});
