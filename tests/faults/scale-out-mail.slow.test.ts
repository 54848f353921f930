import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createCourse,
  sessionIdOfCheckoutUrl,
  uniqueEmail,
} from '../integration/helpers/booking-fixtures';
import { burstUntilServed, countStatuses, customerHeaders } from '../support/request-burst';
import { ScaledInstallation } from '../support/scaled-installation';
import { CaughtMail } from '../support/smtp-catcher';
import { removeCompiledWorker } from '../support/worker-process';

const PAID_BOOKINGS = 300;

describe('two API and two worker processes on one PostgreSQL and one Redis: mails', () => {
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
    const isOurs = (mail: CaughtMail) => mail.to.some((address) => ours.has(address));
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
