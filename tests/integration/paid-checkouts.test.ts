import { PAYMENT_STATUSES } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { scrape } from '../support/metrics-scrape';
import { postJson, sessionOf } from './helpers/booking-fixtures';
import {
  adminCalls,
  berlinDatePlus,
  createCourse,
  paidBooking,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const TOKEN = 'paid-checkouts-scrape-token-0123456789';

interface ListedBooking {
  id: string;
  payment_status: string;
  paid_amount: number | null;
  refunded_amount: number | null;
}

/** What counts as paid is one rule: the checkout metric and the dashboard's revenue agree on it. */
describe('paid checkouts', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, list } = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are the same bookings for GET /metrics and the admin stats, in every payment state', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(40) });
    await pendingBooking(app, course);
    const abandoned = await pendingBooking(app, course);
    const token = (await sessionOf(app.dataSource, abandoned.id)).cancelToken;
    expect((await postJson(`${app.url}/api/bookings/${abandoned.id}/cancel`, { token })).status).toBe(200);
    await paidBooking(app, course);
    const refunded = await paidBooking(app, course);
    const partly = await paidBooking(app, course);
    for (const [booking, refundCents] of [
      [refunded, refunded.paid_amount!],
      [partly, Math.floor(partly.paid_amount! / 3)],
    ] as const) {
      const answer = await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }

    const listed = await list({ range: [0, 99] });
    expect(listed.status).toBe(200);
    const bookings = listed.body as ListedBooking[];
    expect(bookings.map((booking) => booking.payment_status).sort()).toEqual([...PAYMENT_STATUSES].sort());
    // The bookings whose money came in, as the admin list shows them.
    const received = bookings.filter((booking) => booking.paid_amount !== null);
    expect(received).toHaveLength(3);

    const answer = await get('/api/admin/stats');
    expect(answer.status).toBe(200);
    const stats = answer.body as { totalBookings: number; revenueCents: number };
    const metrics = await scrape(`${app.url}/metrics`, TOKEN);
    expect(metrics.value('mpb_checkouts', { outcome: 'started' })).toBe(stats.totalBookings);
    expect(metrics.value('mpb_checkouts', { outcome: 'paid' })).toBe(received.length);
    expect(stats.revenueCents).toBe(
      received.reduce((sum, booking) => sum + booking.paid_amount! - (booking.refunded_amount ?? 0), 0),
    );
  });
});
