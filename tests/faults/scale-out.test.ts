import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { COURSES_CHANGED_CHANNEL } from '../../backend/src/core/queue/job-names';
import { checkoutBody, createCourse, SOLD_OUT, spotsOf } from '../integration/helpers/booking-fixtures';
import { eventually } from '../support/eventually';
import { burstFromOtherProcess, countStatuses, customerHeaders } from '../support/request-burst';
import { ScaledInstallation } from '../support/scaled-installation';
import { removeCompiledWorker } from '../support/worker-process';

const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
const SEATS = 20;
const CHECKOUTS = 400;

describe('two API and two worker processes on one PostgreSQL and one Redis: seats and live updates', () => {
  let installation: ScaledInstallation;
  let apiA: string;
  let apiB: string;

  beforeAll(async () => {
    installation = await ScaledInstallation.start({ apis: 2, workers: 2, env: { TRUST_PROXY_HOPS: '1' } });
    [apiA, apiB] = installation.apis.map((api) => api.url);
  }, 180_000);
  afterAll(async () => {
    await installation?.stop();
    removeCompiledWorker();
  });

  it(`sells exactly the ${SEATS} seats there are when ${CHECKOUTS} checkouts hit both APIs at once, with no 500`, async () => {
    const course = await createCourse(installation.dataSource, { max_participants: SEATS });
    const answers = await burstFromOtherProcess(
      Array.from({ length: CHECKOUTS }, (_, index) => ({
        url: `${index % 2 ? apiB : apiA}/api/checkout`,
        method: 'POST',
        headers: customerHeaders(index),
        body: checkoutBody(course),
      })),
      40,
    );

    // A checkout that waits too long for a database connection is refused as overload (503, DECISIONS 28).
    const { 200: sold, 409: soldOut, 503: busy = 0, ...others } = countStatuses(answers);
    expect(others).toEqual({});
    expect(sold).toBe(SEATS);
    expect(soldOut + busy).toBe(CHECKOUTS - SEATS);
    for (const answer of answers.filter((answer) => answer.status === 409))
      expect(answer.body).toEqual({ error: SOLD_OUT });
    for (const answer of answers.filter((answer) => answer.status === 503)) {
      expect(answer.body).toEqual({ error: BUSY });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const soldBy = (parity: number) => answers.filter((answer, index) => answer.status === 200 && index % 2 === parity);
    expect(soldBy(0).length).toBeGreaterThan(0);
    expect(soldBy(1).length).toBeGreaterThan(0);
    expect(await spotsOf(installation.dataSource, course.id)).toBe(0);
    const bookings = installation.dataSource.getRepository(Booking);
    expect(await bookings.countBy({ course_id: course.id })).toBe(SEATS);
    expect(await bookings.countBy({ course_id: course.id, holds_seat: true })).toBe(SEATS);
  });

  it('shows a live-update client on API B a checkout made through API A within a second', async () => {
    const course = await createCourse(installation.dataSource, { max_participants: 12 });
    // Nothing from earlier tests may still be on its way to the stream.
    await installation.drained();
    const redis = new Redis(installation.env.REDIS_URL);
    try {
      await eventually(
        async () => {
          const [, listeners] = await redis.pubsub(
            'NUMSUB',
            `${installation.env.REDIS_PREFIX}:${COURSES_CHANGED_CHANNEL}`,
          );
          return Number(listeners) === 2;
        },
        { what: 'both APIs listening for course changes' },
      );
    } finally {
      redis.disconnect();
    }

    const controller = new AbortController();
    const stream = await fetch(`${apiB}/api/courses/stream`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const changeArrived = (async () => {
      while (!received.includes('event: courses-changed')) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${received}`);
        received += value;
      }
      return Date.now();
    })();

    try {
      const checkout = await fetch(`${apiA}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checkoutBody(course)),
      });
      expect(checkout.status).toBe(200);
      const committedAt = Date.now();
      const arrivedAt = await Promise.race([
        changeArrived,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no change within 10 s')), 10_000)),
      ]);
      expect(arrivedAt - committedAt).toBeLessThan(1000);

      const listed = await (await fetch(`${apiB}/api/courses`)).json();
      expect(listed.find((entry: { id: string }) => entry.id === course.id)).toMatchObject({ available_spots: 11 });
    } finally {
      controller.abort();
    }
  });
});
