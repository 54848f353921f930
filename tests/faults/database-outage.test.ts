import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { startTestApp, TestApp } from '../support/app';
import { announceCoursesChanged } from '../support/course-changes';
import { eventually } from '../support/eventually';
import { PrivatePostgres } from '../support/private-postgres';
import { countStatuses, postJsonAnswer, runConcurrently, answerTo, Answer } from '../support/request-burst';
import { checkoutBody, createCourse, uniqueEmail } from '../integration/helpers/booking-fixtures';

const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
const OUTAGE_MS = 20_000;

describe('PostgreSQL stopped for 20 s under load (DECISIONS 28)', () => {
  let cluster: PrivatePostgres;
  let app: TestApp;
  let course: Course;

  beforeAll(async () => {
    cluster = await PrivatePostgres.create();
    app = await startTestApp({
      worker: false,
      captureLogs: 'warn',
      env: {
        DATABASE_URL: await cluster.migratedDatabase('mpb_outage'),
        ALLOW_TEST_CHECKOUT: 'true',
        TRUST_PROXY_HOPS: '1',
      },
    });
    course = await createCourse(app.dataSource, { max_participants: 1000 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.remove();
  });

  it('answers only 503 with Retry-After and a German message, logged as warnings, lists courses from memory, and recovers without a restart', async () => {
    let customer = 0;
    const checkout = () =>
      postJsonAnswer(`${app.url}/api/checkout`, checkoutBody(course), {
        Origin: app.url,
        'X-Forwarded-For': `10.0.${Math.floor(customer / 250)}.${customer++ % 250}`,
      });
    const magicLink = () =>
      postJsonAnswer(`${app.url}/api/auth/magic-link`, { email: uniqueEmail('ausfall') }, { Origin: app.url });
    const courseList = () => answerTo(`${app.url}/api/courses`);
    const kinds = [checkout, magicLink, courseList];
    let phase: 'before' | 'down' | 'after' = 'before';
    let running = true;
    const answers: (Answer & { phase: string; kind: number })[] = [];
    const load = runConcurrently(
      Array.from({ length: 12 }, (_, lane) => async () => {
        while (running) answers.push({ ...(await kinds[lane % 3]()), phase, kind: lane % 3 });
      }),
      12,
    );

    await eventually(() => answers.filter((answer) => answer.kind === 0 && answer.status === 200).length >= 5, {
      what: 'checkouts before the stop',
    });
    await cluster.stop();
    phase = 'down';
    const downSince = Date.now();
    // A change announced meanwhile cannot be read: the list read last keeps being served.
    await announceCoursesChanged(app.dataSource);
    await eventually(() => Date.now() - downSince >= OUTAGE_MS || undefined, {
      timeoutMs: OUTAGE_MS + 5000,
      everyMs: 250,
      what: 'the outage',
    });
    await cluster.start();
    phase = 'after';
    const recovered = await eventually(
      async () => {
        const [paid, signIn] = [await checkout(), await magicLink()];
        return paid.status === 200 && signIn.status === 202 ? { paid, signIn } : undefined;
      },
      { timeoutMs: 30_000, what: 'checkout and sign-in working again' },
    );
    running = false;
    await load;

    const down = answers.filter((answer) => answer.phase === 'down');
    expect(down.length).toBeGreaterThan(30);
    expect(
      countStatuses(answers.filter((answer) => (answer.status >= 500 && answer.status !== 503) || answer.status === 0)),
    ).toEqual({});
    for (const refusal of answers.filter((answer) => answer.status === 503)) {
      expect(refusal.body).toEqual({ error: BUSY });
      expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    }
    expect(down.filter((answer) => answer.kind !== 2).some((answer) => answer.status === 503)).toBe(true);
    expect(countStatuses(down.filter((answer) => answer.kind === 2))).toEqual({ 200: expect.any(Number) });
    expect(recovered.paid.body).toMatchObject({ bookingId: expect.any(String) });

    // Each refusal is expected and answered: a warning, not an error an operator is paged for.
    expect(app.logs.filter((line) => (line.level as number) >= 50).map((line) => line.msg)).toEqual([]);
    const refusalLines = app.logs.filter((line) => line.msg === 'request refused: database unavailable');
    expect(refusalLines.length).toBe(answers.filter((answer) => answer.status === 503).length);
    expect(refusalLines.every((line) => line.level === 40)).toBe(true);
  }, 120_000);
});
