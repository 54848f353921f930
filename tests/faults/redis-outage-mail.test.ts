import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { startTestApp, TestApp } from '../support/app';
import { emailStatusOf, eventually, insertBooking, insertCourse, withEvent } from '../support/mail-fixtures';
import { freePort } from '../support/worker-process';

/** A private throw-away Redis, so stopping it disturbs no other test run or service on this machine. */
class PrivateRedis {
  private process?: ChildProcess;
  constructor(readonly port: number) {}

  async start() {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const client = new Redis({ port: this.port, lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    await eventually(async () => ((await client.ping().catch(() => undefined)) === 'PONG' ? true : undefined), 10_000, 50);
    client.disconnect();
  }

  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }
}

describe('Redis stopped while bookings are confirmed', () => {
  let app: TestApp;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${redis.port}` } });
  });
  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    await app?.close();
    await redis?.stop();
  });

  async function confirmWithEvent() {
    const course = await insertCourse(app.dataSource);
    return withEvent(app.dataSource, app.api.get(OutboxService), (manager) => insertBooking(manager, course), (booking) => ({
      type: EVENTS.bookingConfirmed,
      payload: { bookingId: booking.id, courseId: course.id },
    }));
  }

  it('loses no event and mails every confirmation once Redis is back', async () => {
    const before = await confirmWithEvent();
    await app.smtp.waitFor(1, (mail) => mail.to.includes(before.customer_email));

    await redis.stop();
    const during = [];
    for (let index = 0; index < 5; index += 1) during.push(await confirmWithEvent());
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const waiting = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox_events WHERE published_at IS NULL AND payload->>'bookingId' = ANY($1::text[])`,
      [during.map((booking) => booking.id)],
    );
    expect(waiting).toEqual([{ count: 5 }]);
    for (const booking of during) {
      expect(app.smtp.mails.some((mail) => mail.to.includes(booking.customer_email))).toBe(false);
      expect(await emailStatusOf(app.dataSource, booking.id)).toBe('nicht_gesendet');
    }

    await redis.start();
    for (const booking of during) await app.smtp.waitFor(1, (mail) => mail.to.includes(booking.customer_email), 60_000);
    for (const booking of during) {
      expect(await eventually(async () => ((await emailStatusOf(app.dataSource, booking.id)) === 'sent' ? true : undefined))).toBe(true);
    }
    const published = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox_events WHERE published_at IS NOT NULL AND payload->>'bookingId' = ANY($1::text[])`,
      [during.map((booking) => booking.id)],
    );
    expect(published).toEqual([{ count: 5 }]);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const booking of [before, ...during]) {
      expect(app.smtp.mails.filter((mail) => mail.to.includes(booking.customer_email))).toHaveLength(1);
    }
  });
});
