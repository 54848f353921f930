import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { startTestApp, TestApp } from '../support/app';
import {
  BurstRequest,
  burstFromOtherProcess,
  countStatuses,
  percentile,
  postJsonTimed,
  runConcurrently,
  timedRequest,
  TimedResponse,
} from '../support/request-burst';
import { checkoutBody, createCourse, INVALID_DATA, uniqueEmail } from '../integration/helpers/booking-fixtures';

const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';

/** Every answer of 500 or more is a refusal: 503 with Retry-After and the German message. */
function expectOnlyRefusals(responses: Omit<TimedResponse, 'ms'>[]) {
  const failures = responses.filter((response) => response.status >= 500 || response.status === 0);
  expect(countStatuses(failures.filter((response) => response.status !== 503))).toEqual({});
  for (const refusal of failures) {
    expect(refusal.body).toEqual({ error: BUSY });
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
  }
}

/** Reads GET /api/courses one request after another until `done` settles; returns each answer's time. */
async function watchCourseList(app: TestApp, done: Promise<unknown>): Promise<TimedResponse[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const answers: TimedResponse[] = [];
  while (!finished) answers.push(await timedRequest(`${app.url}/api/courses`));
  return answers;
}

describe('a busy database is refused with 503, never failed (DECISIONS 28)', () => {
  let app: TestApp;

  beforeAll(async () => {
    // X-Forwarded-For names the customer, so checkouts from different people do not share a client lock.
    app = await startTestApp({ worker: false, env: { ALLOW_TEST_CHECKOUT: 'true', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('1,000 magic-link requests and 1,000 checkouts at once: only 200, 400, 409 or 503, and the course list keeps answering fast', async () => {
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
    expect(
      percentile(
        listAnswers.map((answer) => answer.ms),
        99,
      ),
    ).toBeLessThanOrEqual(500);
  }, 120_000);

  it('a course row locked for 8 s while 100 checkouts arrive: no 500, and checkouts of another course go through as usual', async () => {
    const locked = await createCourse(app.dataSource, { max_participants: 200 });
    const other = await createCourse(app.dataSource, { max_participants: 200 });
    const holder = new Client({ connectionString: app.env.DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM courses WHERE id = $1 FOR UPDATE', [locked.id]);
    const lockedSince = Date.now();
    try {
      const customer = (i: number) => ({ Origin: app.url, 'X-Forwarded-For': `198.51.100.${i}` });
      const onLocked = runConcurrently(
        Array.from(
          { length: 100 },
          (_, i) => () => postJsonTimed(`${app.url}/api/checkout`, checkoutBody(locked), customer(i)),
        ),
        100,
      );
      const onOther: TimedResponse[] = [];
      for (let i = 0; i < 10; i += 1) {
        onOther.push(
          await postJsonTimed(`${app.url}/api/checkout`, checkoutBody(other), {
            Origin: app.url,
            'X-Forwarded-For': `203.0.113.${i}`,
          }),
        );
      }
      const lockedAnswers = await onLocked;
      expect(Date.now() - lockedSince).toBeLessThan(8000);

      expectOnlyRefusals(lockedAnswers);
      expect(onOther.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(Math.max(...onOther.map((answer) => answer.ms))).toBeLessThan(1500);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lockedSince + 8000 - Date.now())));
      await holder.query('ROLLBACK');
      await holder.end();
    }
    const after = await postJsonTimed(`${app.url}/api/checkout`, checkoutBody(locked), {
      Origin: app.url,
      'X-Forwarded-For': '192.0.2.1',
    });
    expect(after.status).toBe(200);
  }, 90_000);
});
