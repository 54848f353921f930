import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { COURSES_CHANGED_CHANNEL } from '../../backend/src/core/queue/job-names';
import {
  checkoutBody,
  createCourse,
  sessionIdOfCheckoutUrl,
  SOLD_OUT,
  spotsOf,
  uniqueEmail,
} from '../integration/helpers/booking-fixtures';
import { eventually } from '../support/eventually';
import { burstFromOtherProcess, burstUntilServed, countStatuses, customerHeaders } from '../support/request-burst';
import { ScaledInstallation } from '../support/scaled-installation';
import { CaughtMail } from '../support/smtp-catcher';
import { removeCompiledWorker } from '../support/worker-process';

const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
const SEATS = 20;
const CHECKOUTS = 400;
const PAID_BOOKINGS = 300;

describe('two API and two worker processes on one PostgreSQL and one Redis', () => {
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

  it('shows a live-update client on API B a checkout made through API A', async () => {
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
    })();

    try {
      const checkout = await fetch(`${apiA}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checkoutBody(course)),
      });
      expect(checkout.status).toBe(200);
      await changeArrived;

      const listed = await (await fetch(`${apiB}/api/courses`)).json();
      expect(listed.find((entry: { id: string }) => entry.id === course.id)).toMatchObject({ available_spots: 11 });
    } finally {
      controller.abort();
    }
  });

  it(`delivers the confirmation of each of ${PAID_BOOKINGS} bookings paid through both APIs exactly once`, async () => {
    const course = await createCourse(installation.dataSource, { max_participants: PAID_BOOKINGS });
    const addresses = Array.from({ length: PAID_BOOKINGS }, () => uniqueEmail('bezahlt'));
    const checkouts = await burstUntilServed(
      addresses.map((customerEmail, index) => ({
        url: `${index % 2 ? apiB : apiA}/api/checkout`,
        method: 'POST',
        headers: customerHeaders(index),
        body: checkoutBody(course, { customerEmail }),
      })),
      20,
    );
    expect(countStatuses(checkouts)).toEqual({ 200: PAID_BOOKINGS });

    // Each booking is paid through the other API than the one that created it.
    const payments = await burstUntilServed(
      checkouts.map((checkout, index) => ({
        url: `${index % 2 ? apiA : apiB}/api/test-checkout/${sessionIdOfCheckoutUrl((checkout.body as { url: string }).url)}/pay`,
        method: 'POST',
        headers: customerHeaders(index),
      })),
      20,
    );
    expect(countStatuses(payments)).toEqual({ 303: PAID_BOOKINGS });

    const ours = new Set(addresses);
    // Their invoice mails are counted in invoices.test.ts.
    const isOurs = (mail: CaughtMail) =>
      mail.to.some((address) => ours.has(address)) && !mail.subject.startsWith('Ihre Rechnung');
    await installation.smtp.waitFor(PAID_BOOKINGS, isOurs, 180_000);
    await installation.drained(120_000);
    const [{ sent }] = await installation.dataSource.query(
      `SELECT count(*)::int AS sent FROM bookings WHERE course_id = $1 AND booking_status = 'confirmed' AND email_status = 'sent'`,
      [course.id],
    );
    expect(sent).toBe(PAID_BOOKINGS);

    const perRecipient = new Map<string, number>();
    for (const mail of installation.smtp.mails.filter(isOurs)) {
      expect(mail.subject).toMatch(/^Buchungsbestätigung: /);
      for (const address of mail.to) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
    }
    expect(perRecipient.size).toBe(PAID_BOOKINGS);
    expect([...perRecipient.entries()].filter(([, count]) => count !== 1)).toEqual([]);
  }, 300_000);
});
