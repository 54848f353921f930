import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { startTestApp, TestApp } from '../support/app';
import {
  BurstRequest,
  burstFromOtherProcess,
  countStatuses,
  postJsonAnswer,
  runConcurrently,
  answerTo,
  Answer,
} from '../support/request-burst';
import { checkoutBody, createCourse, INVALID_DATA, uniqueEmail } from '../integration/helpers/booking-fixtures';

const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';

/** Every answer of 500 or more is a refusal: 503 with Retry-After and the German message. */
function expectOnlyRefusals(responses: Answer[]) {
  const failures = responses.filter((response) => response.status >= 500 || response.status === 0);
  expect(countStatuses(failures.filter((response) => response.status !== 503))).toEqual({});
  for (const refusal of failures) {
    expect(refusal.body).toEqual({ error: BUSY });
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
  }
}

/** Reads GET /api/courses one request after another until `done` settles; returns the answers. */
async function watchCourseList(app: TestApp, done: Promise<unknown>): Promise<Answer[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const answers: Answer[] = [];
  while (!finished) answers.push(await answerTo(`${app.url}/api/courses`));
  return answers;
}

describe('a busy database is refused with 503, never failed (DECISIONS 28)', () => {
  let app: TestApp;

  beforeAll(async () => {
    // X-Forwarded-For names the customer, so checkouts from different people do not share a client lock.
    app = await startTestApp({
      worker: false,
      captureLogs: 'warn',
      env: { ALLOW_TEST_CHECKOUT: 'true', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('1,000 magic-link requests and 1,000 checkouts at once: only 200, 400, 409 or 503, and the course list keeps answering', async () => {
    const courses: Course[] = [];
    for (let i = 0; i < 4; i += 1) courses.push(await createCourse(app.dataSource, { max_participants: 400 }));
    const headers = { 'content-type': 'application/json', Origin: app.url };
    const magicLinks: BurstRequest[] = Array.from({ length: 1000 }, () => ({
      url: `${app.url}/api/auth/magic-link`,
      method: 'POST',
      headers,
      body: { email: uniqueEmail('anmeldung') },
    }));
    // One in ten is invalid: refused with 400 before any database work, even now. All come from one address.
    const checkouts: BurstRequest[] = Array.from({ length: 1000 }, (_, i) => ({
      url: `${app.url}/api/checkout`,
      method: 'POST',
      headers,
      body: checkoutBody(courses[i % 4], i % 10 === 0 ? { customerName: '1' } : {}),
    }));

    // 300 in flight: far more than the pool serves, and well below the listen backlog (beyond it the kernel resets connections).
    const burst = burstFromOtherProcess(
      magicLinks.flatMap((magicLink, i) => [magicLink, checkouts[i]]),
      300,
    );
    const [responses, listAnswers] = await Promise.all([burst, watchCourseList(app, burst)]);
    const magicLinkAnswers = responses.filter((_, i) => i % 2 === 0);
    const checkoutAnswers = responses.filter((_, i) => i % 2 === 1);

    expectOnlyRefusals(responses);
    expect(magicLinkAnswers.filter((answer) => answer.status === 202).length).toBeGreaterThan(0);
    expect(checkoutAnswers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    for (const [i, answer] of checkoutAnswers.entries()) {
      if (i % 10 === 0) expect(answer).toMatchObject({ status: 400, body: { error: INVALID_DATA } });
    }
    expect(listAnswers.every((answer) => answer.status === 200)).toBe(true);
    expect(listAnswers.length).toBeGreaterThan(10);
  }, 120_000);

  it('a course row locked while 100 checkouts arrive: they are refused with 503 while the lock is held, and checkouts of another course go through', async () => {
    const locked = await createCourse(app.dataSource, { max_participants: 200 });
    const other = await createCourse(app.dataSource, { max_participants: 200 });
    const holder = new Client({ connectionString: app.env.DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM courses WHERE id = $1 FOR UPDATE', [locked.id]);
    const logsBefore = app.logs.length;
    try {
      const customer = (i: number) => ({ Origin: app.url, 'X-Forwarded-For': `198.51.100.${i}` });
      const onLocked = runConcurrently(
        Array.from(
          { length: 100 },
          (_, i) => () => postJsonAnswer(`${app.url}/api/checkout`, checkoutBody(locked), customer(i)),
        ),
        100,
      );
      const onOther: Answer[] = [];
      for (let i = 0; i < 10; i += 1) {
        onOther.push(
          await postJsonAnswer(`${app.url}/api/checkout`, checkoutBody(other), {
            Origin: app.url,
            'X-Forwarded-For': `203.0.113.${i}`,
          }),
        );
      }
      // Every answer arrives while the lock is still held.
      const lockedAnswers = await onLocked;

      expectOnlyRefusals(lockedAnswers);
      expect(countStatuses(lockedAnswers)).toEqual({ 503: 100 });
      expect(onOther.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      // Refused by the lock timeout (or while queued for the course behind those waiting for the lock),
      // not left waiting for the lock until the statement timeout (57014) ends them.
      const causes = app.logs
        .slice(logsBefore)
        .filter((line) => line.msg === 'request refused: database unavailable')
        .map((line) => line.err as { type: string; code: string });
      expect(causes).toContainEqual(expect.objectContaining({ type: 'QueryFailedError', code: '55P03' }));
      expect(causes.filter((cause) => cause.code !== '55P03')).toEqual([]);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    const after = await postJsonAnswer(`${app.url}/api/checkout`, checkoutBody(locked), {
      Origin: app.url,
      'X-Forwarded-For': '192.0.2.1',
    });
    expect(after.status).toBe(200);
  }, 90_000);
});
