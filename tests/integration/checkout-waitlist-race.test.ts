import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { checkoutBody, createCourse, postJson, uniqueEmail } from './helpers/booking-fixtures';
import { waitlistFixtures } from './helpers/waitlist-fixtures';

// Enough for the course to sell out midway with 20 requests in flight; volume is for `npm run bench` (checkout hammer).
const CLIENTS = 20;
const REQUESTS = 600;
const SEATS = 150;

describe('checkouts and waitlist sign-ups racing on one course', () => {
  let app: TestApp;
  const { expectSeatsAccountedFor } = waitlistFixtures(() => app);

  beforeAll(async () => {
    // No worker: the race is between API transactions; sign-ups answer without waiting for their mail.
    // Waits for a lock or a connection may take long on a busy machine: refusing them (503) is what a
    // busy database gets (tests/faults/database-overload.test.ts), here every request must be decided.
    app = await startTestApp({
      worker: false,
      env: {
        MAIL_DELIVERY_WAIT_MS: '0',
        DATABASE_POOL_WAIT_MS: '60000',
        DATABASE_LOCK_TIMEOUT_MS: '60000',
        DATABASE_STATEMENT_TIMEOUT_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`answers ${REQUESTS} alternating requests from ${CLIENTS} clients without a single 5xx`, async () => {
    const course = await createCourse(app.dataSource, { max_participants: SEATS });
    const statuses: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < REQUESTS) {
        const index = next++;
        const email = uniqueEmail(`rennen${index}`);
        const response =
          index % 2 === 0
            ? await postJson(`${app.url}/api/checkout`, checkoutBody(course, { customerEmail: email }))
            : await postJson(`${app.url}/api/waitlist`, {
                courseId: course.id,
                customerEmail: email,
                customerName: 'Rita Rennen',
              });
        statuses.push(response.status);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    const counts = statuses.reduce<Record<number, number>>(
      (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
      {},
    );
    expect(statuses).toHaveLength(REQUESTS);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(counts),
    ).toEqual([]);
    // Every seat sold exactly once, and the sign-ups after the sell-out queued without gaps.
    expect(counts[200]).toBeGreaterThanOrEqual(SEATS);
    await expectSeatsAccountedFor(course.id);
    const [queue] = await app.dataSource.query(
      `SELECT count(*)::int AS entries, min(position) AS first, max(position) AS last FROM waitlist_entries WHERE course_id = $1`,
      [course.id],
    );
    expect(queue.entries).toBeGreaterThan(0);
    expect([queue.first, queue.last]).toEqual([1, queue.entries]);
  });
});
