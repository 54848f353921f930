import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { COURSES_CHANGED_CHANNEL, EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import { announceCoursesChanged } from '../support/course-changes';
import { queuesDrained } from '../support/eventually';

describe('foundation', () => {
  let app: TestApp;

  let redis: Redis;

  beforeAll(async () => {
    app = await startTestApp();
    redis = new Redis(app.env.REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await app?.close();
  });

  const courseChangeSubscribers = async () => {
    const [, count] = (await redis.pubsub('NUMSUB', `${app.env.REDIS_PREFIX}:${COURSES_CHANGED_CHANNEL}`)) as [
      string,
      number,
    ];
    return Number(count);
  };
  const openStream = (url: string, controller: AbortController) =>
    fetch(`${url}/api/courses/stream`, { signal: controller.signal });

  it('reports database and Redis as up', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers unknown API routes with German JSON 404', async () => {
    const response = await fetch(`${app.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toEqual({ error: 'Nicht gefunden.' });
  });

  it('answers malformed JSON with a German 400 and no stack trace', async () => {
    const response = await fetch(`${app.url}/api/courses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Ungültiges JSON im Anfrage-Body.' });
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('lists only active courses from today on, by date then start time', async () => {
    const repository = app.dataSource.getRepository(Course);
    const base = {
      title: 'Medizinprodukteberater Basiszertifizierung',
      net_price: 39900,
      gross_price: 47481,
      max_participants: 10,
      available_spots: 5,
    };
    await repository.insert([
      { ...base, date: '2099-03-02', start_time: '13:00', end_time: '16:00' },
      { ...base, date: '2099-03-02', start_time: '08:30', end_time: '12:00' },
      { ...base, date: '2099-03-01', start_time: '08:30', end_time: '16:00', status: 'inactive' },
      { ...base, date: '2000-01-01', start_time: '08:30', end_time: '16:00' },
    ]);
    await announceCoursesChanged(app.dataSource);
    const response = await fetch(`${app.url}/api/courses`);
    expect(response.status).toBe(200);
    const courses = (await response.json()) as Course[];
    const ours = courses.filter((course) => course.date.startsWith('2099-03') || course.date === '2000-01-01');
    expect(ours.map((course) => [course.date, course.start_time])).toEqual([
      ['2099-03-02', '08:30:00'],
      ['2099-03-02', '13:00:00'],
    ]);
    expect(ours[0]).toMatchObject({ gross_price: 47481, available_spots: 5, currency: 'EUR', status: 'active' });
  });

  it('refuses a course with more free spots than seats', async () => {
    await expect(
      app.dataSource.getRepository(Course).insert({
        title: 'Kaputt',
        date: '2099-01-01',
        start_time: '08:30',
        end_time: '16:00',
        net_price: 1,
        gross_price: 1,
        max_participants: 2,
        available_spots: 3,
      }),
    ).rejects.toThrow(/courses_spots_within_capacity/);
  });

  it('streams courses-changed after a committed course event', async () => {
    const controller = new AbortController();
    const response = await openStream(app.url, controller);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();

    const outbox = app.api.get(OutboxService);
    await app.dataSource.transaction((manager) => outbox.record(manager, EVENTS.courseChanged, { courseId: null }));

    let received = '';
    while (!received.includes('event: courses-changed')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(received).toContain('event: courses-changed');
  });

  it('serves security headers and the OpenAPI document', async () => {
    const response = await fetch(`${app.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const document = await response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/courses', '/api/courses/stream', '/api/health']),
    );
    expect((await fetch(`${app.url}/api/docs`)).status).toBe(200);
  });

  it('announces course changes to the streams of every API instance', async () => {
    const second = await startTestApp({ worker: false, shareWith: app });
    try {
      const controller = new AbortController();
      // Each instance listens from its start, before any page opens a stream.
      expect(await courseChangeSubscribers()).toBe(2);
      const response = await openStream(second.url, controller);
      const reader = response.body!.getReader();
      await app.dataSource.transaction((manager) =>
        app.api.get(OutboxService).record(manager, EVENTS.courseChanged, { courseId: null }),
      );
      let received = '';
      while (!received.includes('courses-changed')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += new TextDecoder().decode(value);
      }
      controller.abort();
      expect(received).toContain('event: courses-changed');
    } finally {
      await second.close();
    }
  });

  it('sends a queued e-mail over SMTP through the worker, once', async () => {
    const key = `foundation-test-mail-${Date.now()}`;
    const templateName = `Zustellprobe ${Date.now()}`;
    const message = {
      type: 'test-email' as const,
      props: { templateName, recipient: 'team@example.de', sentAt: '2026-11-21T10:00:00Z' },
    };
    const outbox = app.api.get(OutboxService);
    await app.dataSource.transaction(async (manager) => {
      await outbox.record(manager, EVENTS.emailRequested, { idempotencyKey: key, to: 'team@example.de', message });
      await outbox.record(manager, EVENTS.emailRequested, { idempotencyKey: key, to: 'team@example.de', message });
    });
    const [mail] = await app.smtp.waitFor(1, (candidate) => candidate.subject === `[Test] ${templateName}`);
    expect(mail.to).toEqual(['team@example.de']);
    expect(mail.html).toContain('Test-E-Mail');
    expect(mail.text).toContain('Test-E-Mail');
    await queuesDrained(app);
    expect(app.smtp.mails.filter((candidate) => candidate.subject === `[Test] ${templateName}`)).toHaveLength(1);
    const [log] = await app.dataSource.query(`SELECT status, attempts FROM email_log WHERE idempotency_key = $1`, [
      key,
    ]);
    expect(log).toEqual({ status: 'sent', attempts: 1 });
  });
});
