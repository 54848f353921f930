import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { WorkerMetricsServer } from '../../backend/src/metrics/worker-metrics-server';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { scrape, Scrape } from '../support/metrics-scrape';
import {
  checkoutBody,
  createCourse,
  payTestCheckout,
  postJson,
  sessionOf,
  uniqueEmail,
} from './helpers/booking-fixtures';
import { waitlistFixtures } from './helpers/waitlist-fixtures';

const TOKEN = 'metrics-scrape-token-0123456789';

describe('Prometheus metrics', () => {
  let app: TestApp;
  let apiMetrics: string;
  let workerMetrics: string;
  const waitlist = waitlistFixtures(() => app);

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
    apiMetrics = `${app.url}/metrics`;
    workerMetrics = `http://127.0.0.1:${app.worker!.get(WorkerMetricsServer).port()}/metrics`;
  });
  afterEach(() => waitlist.resetClock());
  afterAll(async () => {
    await app?.close();
  });

  it('answers a scrape without the bearer token, or with a wrong one, with 404 on the API and the worker', async () => {
    for (const url of [apiMetrics, workerMetrics]) {
      expect((await scrape(url)).status).toBe(404);
      expect((await scrape(url, 'metrics-scrape-token-wrong-guess')).status).toBe(404);
      expect((await scrape(url, `${TOKEN}x`)).status).toBe(404);
      const basic = await fetch(url, {
        headers: { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      });
      expect(basic.status).toBe(404);
    }
  });

  it('serves the API and the worker metrics with the token: runtime, pool, queues and the database gauges', async () => {
    for (const url of [apiMetrics, workerMetrics]) {
      const metrics = await scrape(url, TOKEN);
      expect(metrics.status).toBe(200);
      expect(metrics.contentType).toContain('text/plain');
      expect(metrics.value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('mpb_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('mpb_db_pool_waiting')).toBe(0);
      for (const queue of ['mail', 'waitlist', 'reminders', 'bookings']) {
        for (const state of ['waiting', 'active', 'delayed', 'failed'])
          expect(metrics.value('mpb_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
        // The test's worker is connected to every queue.
        expect(metrics.value('mpb_queue_workers', { queue })).toBeGreaterThanOrEqual(1);
      }
      expect(metrics.value('mpb_outbox_events_pending')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('mpb_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('mpb_gdpr_queue_scrub_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
      for (const status of ['owed', 'sent', 'failed'])
        expect(metrics.value('mpb_mails', { status })).toBeGreaterThanOrEqual(0);
      for (const status of ['pending', 'confirmed', 'cancelled', 'failed'])
        expect(metrics.value('mpb_bookings', { status })).toBeGreaterThanOrEqual(0);
      for (const outcome of ['started', 'paid', 'expired'])
        expect(metrics.value('mpb_checkouts', { outcome })).toBeGreaterThanOrEqual(0);
      for (const outcome of ['made', 'taken'])
        expect(metrics.value('mpb_waitlist_offers', { outcome })).toBeGreaterThanOrEqual(0);
      expect(metrics.value('mpb_waitlist_offers_expired_total')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('mpb_seats_held')).toBeGreaterThanOrEqual(0);
    }
  });

  it('a booking made and paid over HTTP moves the checkout, booking, seat, mail and request counters', async () => {
    const checkoutRequests = { method: 'POST', route: '/api/checkout', status: '200' };
    const before = await scrape(apiMetrics, TOKEN);
    const course = await createCourse(app.dataSource);
    const body = checkoutBody(course);
    const checkout = await postJson(`${app.url}/api/checkout`, body);
    expect(checkout.status).toBe(200);

    const held = await scrape(apiMetrics, TOKEN);
    expect(delta(held, before, 'mpb_checkouts', { outcome: 'started' })).toBe(1);
    expect(delta(held, before, 'mpb_seats_held')).toBe(1);
    expect(delta(held, before, 'mpb_bookings', { status: 'pending' })).toBe(1);
    expect(delta(held, before, 'http_request_duration_seconds_count', checkoutRequests)).toBe(1);
    expect(held.value('http_request_duration_seconds_bucket', { ...checkoutRequests, le: '+Inf' })).toBe(
      held.value('http_request_duration_seconds_count', checkoutRequests),
    );
    // Route templates, never raw URLs: no label carries the course or booking id.
    expect(
      held.samples.some((sample) =>
        Object.values(sample.labels).some(
          (value) => value.includes(checkout.body.bookingId) || value.includes(course.id),
        ),
      ),
    ).toBe(false);

    const session = await sessionOf(app.dataSource, checkout.body.bookingId);
    expect((await payTestCheckout(app.url, session.id)).status).toBe(303);
    await app.smtp.waitFor(1, (mail) => mail.to.includes(body.customerEmail as string));

    const paid = await eventually(
      async () => {
        const now = await scrape(workerMetrics, TOKEN);
        return delta(now, before, 'mpb_mails', { status: 'sent' }) >= 1 ? now : undefined;
      },
      { what: 'the confirmation mail counted as sent' },
    );
    expect(delta(paid, before, 'mpb_checkouts', { outcome: 'paid' })).toBe(1);
    expect(delta(paid, before, 'mpb_bookings', { status: 'confirmed' })).toBe(1);
    expect(delta(paid, before, 'mpb_bookings', { status: 'pending' })).toBe(0);
    expect(delta(paid, before, 'mpb_seats_held')).toBe(0);
    const afterPay = await scrape(apiMetrics, TOKEN);
    expect(
      delta(afterPay, before, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/test-checkout/:sessionId/pay',
        status: '303',
      }),
    ).toBe(1);
  });

  it('waitlist offers made, taken through the link and expired after 24 hours move the waitlist totals', async () => {
    const before = await scrape(workerMetrics, TOKEN);
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const early = [
      (await waitlist.checkout(course)).body.bookingId as string,
      (await waitlist.checkout(course)).body.bookingId as string,
    ];
    const [taker, latecomer] = [uniqueEmail('nimmt'), uniqueEmail('verpasst')];
    for (const email of [taker, latecomer]) expect((await waitlist.join(course.id, email)).status).toBe(200);

    expect((await waitlist.cancelCheckout(early[0])).status).toBe(200);
    const token = await waitlist.offerToken(taker);
    expect((await waitlist.checkout(course, { customerEmail: taker, waitlistOfferToken: token })).status).toBe(200);
    expect((await waitlist.cancelCheckout(early[1])).status).toBe(200);
    await waitlist.offerToken(latecomer);
    waitlist.setClock(new Date(Date.now() + 24 * 3600_000 + 60_000));
    await app.api
      .get(QueueRegistry)
      .get(QUEUES.waitlist)
      .add(JOBS.expireWaitlistOffers, {}, { jobId: `test-expire-${course.id}` });

    const after = await eventually(
      async () => {
        const now = await scrape(workerMetrics, TOKEN);
        return delta(now, before, 'mpb_waitlist_offers_expired_total') >= 1 ? now : undefined;
      },
      { what: 'the unanswered offer counted as expired' },
    );
    expect(delta(after, before, 'mpb_waitlist_offers', { outcome: 'made' })).toBe(2);
    expect(delta(after, before, 'mpb_waitlist_offers', { outcome: 'taken' })).toBe(1);
    expect(delta(after, before, 'mpb_waitlist_offers_expired_total')).toBe(1);
    expect(delta(after, before, 'mpb_checkouts', { outcome: 'started' })).toBe(3);
    expect(delta(after, before, 'mpb_bookings', { status: 'cancelled' })).toBe(2);
    expect(delta(after, before, 'mpb_seats_held')).toBe(1);
  });
});

describe('Prometheus metrics without METRICS_TOKEN', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('do not exist: /metrics is 404 even with a bearer token, and the worker opens no metrics port', async () => {
    expect((await scrape(`${app.url}/metrics`, TOKEN)).status).toBe(404);
    expect((await scrape(`${app.url}/metrics`)).status).toBe(404);
    expect(app.worker!.get(WorkerMetricsServer).port()).toBeUndefined();
  });
});

function delta(after: Scrape, before: Scrape, name: string, labels?: Record<string, string>): number {
  return (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
}
