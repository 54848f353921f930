import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatsLeftMessage } from '@mpb/domain';
import {
  checkoutBody,
  companyOrderBody,
  createCourse,
  SOLD_OUT,
  spotsOf,
  uniqueEmail,
} from '../integration/helpers/booking-fixtures';
import {
  Answer,
  burstFromOtherProcess,
  countStatuses,
  customerHeaders,
  postJsonAnswer,
} from '../support/request-burst';
import { ScaledInstallation } from '../support/scaled-installation';
import { removeCompiledWorker } from '../support/worker-process';

const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';
const SEATS = 25;
const ORDERS = 200;
/** Refusals as overload (503) the burst may cause: a few, never the rule. */
const BUSY_AT_MOST = ORDERS / 20;
const SEATS_LEFT = /^Nur noch (\d+) (?:Platz|Plätze) frei\./;

interface PlacedOrder {
  buyer: string;
  participants: { name: string; email: string }[];
  answer: Answer;
}

interface Accepted {
  url: string;
  orderId: string;
  bookingIds: string[];
  bookingId: string;
}

describe('company orders of several participants, all at once, on two API processes', () => {
  let installation: ScaledInstallation;
  let apis: string[];

  beforeAll(async () => {
    // Seats are taken by the APIs alone: no worker needed.
    installation = await ScaledInstallation.start({ apis: 2, workers: 0, env: { TRUST_PROXY_HOPS: '1' } });
    apis = installation.apis.map((api) => api.url);
    // One checkout through each API first, so neither meets the burst with its checkout path still cold.
    const warmUp = await createCourse(installation.dataSource, { max_participants: apis.length });
    for (const [index, api] of apis.entries()) {
      const answer = await postJsonAnswer(`${api}/api/checkout`, checkoutBody(warmUp), customerHeaders(ORDERS + index));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await installation?.stop();
    removeCompiledWorker();
  });

  it(`never oversells ${SEATS} seats to ${ORDERS} orders of 1 to 5 participants, and books each order whole or not at all`, async () => {
    const { dataSource } = installation;
    const course = await createCourse(dataSource, { max_participants: SEATS });
    // Sizes cycle 1..5; every order has a buyer, participants and a client address of its own.
    const orders = Array.from({ length: ORDERS }, (_, index) => {
      const size = (index % 5) + 1;
      return {
        buyer: uniqueEmail(`einkauf${index}`),
        participants: Array.from({ length: size }, (_, seat) => ({
          name: ['Jonas Weber', 'Aylin Demir', 'Ida Krause', 'Paul Schmitt', 'Erika Einkauf'][seat],
          email: uniqueEmail(`b${index}p${seat}`),
        })),
      };
    });
    const answers = await burstFromOtherProcess(
      orders.map(({ buyer, participants }, index) => ({
        url: `${apis[index % 2]}/api/checkout`,
        method: 'POST',
        headers: customerHeaders(index),
        body: companyOrderBody(course, buyer, participants),
      })),
      ORDERS,
    );
    const placed: PlacedOrder[] = orders.map((order, index) => ({ ...order, answer: answers[index] }));
    const withStatus = (status: number) => placed.filter((order) => order.answer.status === status);

    // A checkout that waits too long for the course or a connection is refused as overload (DECISIONS 28).
    const { 200: acceptedCount = 0, 409: refusedCount = 0, 503: busyCount = 0, ...others } = countStatuses(answers);
    expect(others, JSON.stringify(answers.filter((answer) => ![200, 409, 503].includes(answer.status)))).toEqual({});
    expect(acceptedCount + refusedCount + busyCount).toBe(ORDERS);
    expect(busyCount).toBeLessThanOrEqual(BUSY_AT_MOST);
    for (const { answer } of withStatus(503)) {
      expect(answer.body).toEqual({ error: BUSY });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(acceptedCount).toBeGreaterThan(0);
    expect(refusedCount).toBeGreaterThan(0);

    // The seats on the course row match the bookings holding one, and never more than there are.
    const left = await spotsOf(dataSource, course.id);
    const [{ holding }] = await dataSource.query(
      `SELECT count(*)::int AS holding FROM bookings WHERE course_id = $1 AND holds_seat`,
      [course.id],
    );
    expect(left).toBeGreaterThanOrEqual(0);
    expect(SEATS - left).toBe(holding);

    const accepted = withStatus(200);
    const soldSeats = accepted.reduce((sum, order) => sum + order.participants.length, 0);
    expect(soldSeats).toBeLessThanOrEqual(SEATS);
    expect(holding).toBe(soldSeats);

    // Seats only go, so a refused order of n found fewer than n left, and fewer still are left now.
    const refused = withStatus(409);
    const smallestRefused = Math.min(...refused.map((order) => order.participants.length));
    expect(left).toBeLessThan(smallestRefused);
    for (const { answer, participants } of refused) {
      const error = (answer.body as { error: string }).error;
      if (error === SOLD_OUT) continue;
      const free = Number(SEATS_LEFT.exec(error)?.[1]);
      expect(error).toBe(seatsLeftMessage(free));
      expect(free).toBeGreaterThan(0);
      expect(free).toBeLessThan(participants.length);
      expect(free).toBeGreaterThanOrEqual(left);
    }

    // Each accepted order: one booking per participant under its order, the first with the order's id.
    const orderIds = new Set<string>();
    for (const { answer, participants } of accepted) {
      const { orderId, bookingIds, bookingId, url } = answer.body as Accepted;
      expect(url).toMatch(/^http/);
      expect(bookingIds).toHaveLength(participants.length);
      expect(bookingIds[0]).toBe(orderId);
      expect(bookingId).toBe(orderId);
      orderIds.add(orderId);
      const bookings: { id: string; customer_email: string; course_id: string; holds_seat: boolean }[] =
        await dataSource.query(
          `SELECT id, customer_email, course_id, holds_seat FROM bookings WHERE order_id = $1 ORDER BY id`,
          [orderId],
        );
      expect(bookings.map((booking) => booking.id)).toEqual([...bookingIds].sort());
      expect(bookings.map((booking) => booking.customer_email).sort()).toEqual(
        participants.map((participant) => participant.email).sort(),
      );
      expect(bookings.every((booking) => booking.course_id === course.id && booking.holds_seat)).toBe(true);
    }
    expect(orderIds.size).toBe(accepted.length);
    // No booking on the course outside the accepted orders.
    const [{ outside }] = await dataSource.query(
      `SELECT count(*)::int AS outside FROM bookings WHERE course_id = $1 AND NOT (order_id = ANY($2::uuid[]))`,
      [course.id, [...orderIds]],
    );
    expect(outside).toBe(0);

    // Refused orders, for seats or as overload, left nothing behind: no booking, no order.
    const notTaken = placed.filter((order) => order.answer.status !== 200);
    const leftovers = await dataSource.query(`SELECT id, customer_email FROM bookings WHERE customer_email = ANY($1)`, [
      notTaken.flatMap((order) => order.participants.map((participant) => participant.email)),
    ]);
    expect(leftovers).toEqual([]);
    const orphanOrders = await dataSource.query(`SELECT id, buyer_email FROM orders WHERE buyer_email = ANY($1)`, [
      notTaken.map((order) => order.buyer),
    ]);
    expect(orphanOrders).toEqual([]);
  });
});
