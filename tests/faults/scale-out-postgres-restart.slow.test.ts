import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createCourse,
  sessionIdOfCheckoutUrl,
  uniqueEmail,
} from '../integration/helpers/booking-fixtures';
import { eventually } from '../support/eventually';
import { PrivatePostgres } from '../support/private-postgres';
import { countStatuses, customerHeaders, postJsonAnswer, answerTo } from '../support/request-burst';
import { ScaledInstallation } from '../support/scaled-installation';
import { CaughtMail } from '../support/smtp-catcher';
import { removeCompiledWorker } from '../support/worker-process';

const LANES = 6;
/** Bookings paid before the restart, and after it through each API, before the load stops. */
const PAID_BEFORE = 10;
const PAID_AFTER_PER_API = 5;

interface Attempt {
  phase: 'before' | 'restart' | 'after';
  email: string;
  checkoutApi: number;
  checkout: number;
  payApi?: number;
  pay?: number;
  sessionId?: string;
}

describe('PostgreSQL restarted while two APIs and two workers take bookings', () => {
  let postgres: PrivatePostgres;
  let installation: ScaledInstallation;

  beforeAll(async () => {
    postgres = await PrivatePostgres.create();
    installation = await ScaledInstallation.start({
      databaseUrl: await postgres.migratedDatabase('mpb_scale_restart'),
      // Short SMTP timeouts (so mail leases) and retry delays: a retried mail shows within the test.
      env: {
        TRUST_PROXY_HOPS: '1',
        MAIL_SEND_TIMEOUT_MS: '5000',
        MAIL_RETRY_BASE_DELAY_MS: '200',
        MAIL_RETRY_MAX_DELAY_MS: '2000',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await postgres?.start().catch(() => undefined);
    await installation?.stop();
    await postgres?.remove();
    removeCompiledWorker();
  });

  const readiness = async (api: string) => (await answerTo(`${api}/api/health/ready`)).status;
  /** The test's own queries fail while the server is down; they count as 'not yet'. */
  const query = <T>(sql: string, parameters: unknown[] = []) =>
    installation.dataSource.query(sql, parameters).then(
      (rows: T[]) => rows,
      () => undefined,
    );

  it('goes unready and ready again, recovers without restarts and loses or strands no paid booking', async () => {
    const apis = installation.apis.map((api) => api.url);
    const course = await createCourse(installation.dataSource, { max_participants: 1000 });
    let phase: Attempt['phase'] = 'before';
    let running = true;
    const attempts: Attempt[] = [];
    // Each lane books through one API and pays through the other, one booking after the other.
    const lane = async (index: number) => {
      while (running) {
        const attempt: Attempt = { phase, email: uniqueEmail('neustart'), checkoutApi: index % 2, checkout: 0 };
        attempts.push(attempt);
        const headers = customerHeaders(attempts.length);
        const checkout = await postJsonAnswer(
          `${apis[attempt.checkoutApi]}/api/checkout`,
          checkoutBody(course, { customerEmail: attempt.email }),
          headers,
        );
        attempt.checkout = checkout.status;
        if (checkout.status !== 200) {
          // Refused (the database is away): the customer tries again a moment later.
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        attempt.sessionId = sessionIdOfCheckoutUrl((checkout.body as { url: string }).url);
        attempt.payApi = (index + 1) % 2;
        attempt.pay = (
          await answerTo(`${apis[attempt.payApi]}/api/test-checkout/${attempt.sessionId}/pay`, {
            method: 'POST',
            headers,
          })
        ).status;
      }
    };
    const load = Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));
    const paid = (filter: (attempt: Attempt) => boolean) =>
      attempts.filter((attempt) => attempt.pay === 303 && filter(attempt)).length;

    try {
      await eventually(() => paid((attempt) => attempt.phase === 'before') >= PAID_BEFORE, {
        timeoutMs: 60_000,
        what: `${PAID_BEFORE} bookings paid before the restart`,
      });
      expect(await Promise.all(apis.map(readiness))).toEqual([200, 200]);

      await postgres.stop();
      phase = 'restart';
      for (const api of apis) {
        await eventually(async () => (await readiness(api)) === 503, { timeoutMs: 30_000, what: `${api} unready` });
      }
      await postgres.start();
      for (const api of apis) {
        await eventually(async () => (await readiness(api)) === 200, { timeoutMs: 60_000, what: `${api} ready again` });
      }
      phase = 'after';
      for (const payApi of [0, 1]) {
        await eventually(
          () => paid((attempt) => attempt.phase === 'after' && attempt.payApi === payApi) >= PAID_AFTER_PER_API,
          { timeoutMs: 60_000, what: `${PAID_AFTER_PER_API} bookings paid through ${apis[payApi]} after the restart` },
        );
      }
    } finally {
      running = false;
      await load;
    }

    // Refusals while the database was away are the overload answer, never a 500 or a dropped connection.
    const statuses = countStatuses([
      ...attempts.map((attempt) => ({ status: attempt.checkout })),
      ...attempts.filter((attempt) => attempt.pay !== undefined).map((attempt) => ({ status: attempt.pay! })),
    ]);
    expect(Object.keys(statuses).filter((status) => !['200', '303', '503'].includes(status))).toEqual([]);
    const refusedDuringRestart = attempts.filter(
      (attempt) => attempt.phase === 'restart' && (attempt.checkout === 503 || attempt.pay === 503),
    );
    expect(refusedDuringRestart.length).toBeGreaterThan(0);
    const stopped = [...installation.apis, ...installation.workers].filter((process) => !process.running);
    expect(stopped.map((process) => process.log.slice(-3000))).toEqual([]);

    // Every session the customer paid is a confirmed, paid booking: none lost, none left pending.
    const paidSessions = await eventually(
      async () => {
        const rows = await query<{ session_id: string; booking_status: string; payment_status: string }>(
          `SELECT s.id AS session_id, b.booking_status, b.payment_status
             FROM test_checkout_sessions s JOIN bookings b ON b.id = s.booking_id
            WHERE s.payment_status = 'paid'`,
        );
        if (!rows) return undefined;
        const stranded = rows.filter((row) => row.booking_status !== 'confirmed' || row.payment_status !== 'paid');
        return stranded.length === 0 && rows;
      },
      { timeoutMs: 90_000, everyMs: 250, what: 'every paid session confirmed' },
    );
    const paidIds = new Set(paidSessions.map((row) => row.session_id));
    const answeredPaid = attempts.filter((attempt) => attempt.pay === 303);
    expect(answeredPaid.filter((attempt) => !paidIds.has(attempt.sessionId!))).toEqual([]);
    const [{ paidBookings }] = (await query<{ paidBookings: number }>(
      `SELECT count(*)::int AS "paidBookings" FROM bookings WHERE course_id = $1 AND payment_status = 'paid'`,
      [course.id],
    ))!;
    expect(paidBookings).toBe(paidIds.size);

    // And each of them got its confirmation exactly once, from workers that were never restarted.
    const paidAddresses = new Set(
      attempts.filter((attempt) => attempt.sessionId && paidIds.has(attempt.sessionId)).map((attempt) => attempt.email),
    );
    expect(paidAddresses.size).toBe(paidIds.size);
    const isOurs = (mail: CaughtMail) => mail.to.some((address) => paidAddresses.has(address));
    await installation.smtp.waitFor(paidAddresses.size, isOurs, 120_000);
    await eventually(async () => (await query('SELECT 1')) !== undefined, { what: 'the test connection back' });
    await installation.drained(120_000);
    const perRecipient = new Map<string, number>();
    for (const mail of installation.smtp.mails.filter(isOurs)) {
      for (const address of mail.to) perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
    }
    expect(perRecipient.size).toBe(paidAddresses.size);
    expect([...perRecipient.entries()].filter(([, count]) => count !== 1)).toEqual([]);
  }, 400_000);
});
