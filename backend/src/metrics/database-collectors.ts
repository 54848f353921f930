import { BOOKING_STATUSES } from '@mpb/domain';
import { Gauge, Registry } from 'prom-client';
import { MetricsRepository, StatusCount } from './metrics.repository';

/**
 * Gauges read from the database when Prometheus scrapes, one cheap query each. They are the same in
 * every API and worker process (aggregate them with max, not sum); while the database is
 * unreachable they are left out of the scrape rather than failing it.
 */
export function registerDatabaseCollectors(registry: Registry, metrics: MetricsRepository): void {
  const gauge = <L extends string, T>(
    name: string,
    help: string,
    labelNames: L[],
    read: () => Promise<T>,
    apply: (gauge: Gauge<L>, value: T) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const value = await read().catch(() => undefined);
        if (value !== undefined) apply(this, value);
      },
    });

  gauge(
    'mpb_outbox_events_pending',
    'Outbox events not yet published to the queues.',
    [],
    () => metrics.countUnpublishedOutboxEvents(),
    (g, value) => g.set(value),
  );
  gauge(
    'mpb_outbox_oldest_pending_age_seconds',
    'Age of the oldest unpublished outbox event (0 when none is pending).',
    [],
    () => metrics.oldestUnpublishedOutboxAge(),
    (g, value) => g.set(value),
  );
  gauge(
    'mpb_gdpr_queue_scrub_oldest_age_seconds',
    'Age of the oldest GDPR deletion whose queued jobs are still to be removed from Redis (0 when none is pending).',
    [],
    () => metrics.oldestPendingGdprQueueScrubAge(),
    (g, value) => g.set(value),
  );
  gauge(
    'mpb_mails',
    'E-mails by state: owed (queued or being sent), sent, failed (given up).',
    ['status'],
    () => metrics.countMailsByState(),
    (g, rows) => setByLabel(g, 'status', ['owed', 'sent', 'failed'], rows),
  );
  gauge(
    'mpb_seats_held',
    'Seats held by unpaid checkouts.',
    [],
    () => metrics.countHeldSeats(),
    (g, value) => g.set(value),
  );
  gauge(
    'mpb_bookings',
    'Bookings (not deleted) by booking status.',
    ['status'],
    () => metrics.countBookingsByStatus(),
    (g, rows) => setByLabel(g, 'status', BOOKING_STATUSES, rows),
  );
  gauge(
    'mpb_checkouts',
    'Checkouts ever started, paid, and expired unpaid (hold or payment session ran out, payment failed); running totals.',
    ['outcome'],
    () => metrics.checkoutTotals(),
    (g, row) => setColumns(g, 'outcome', row),
  );
  gauge(
    'mpb_waitlist_offers',
    'Waitlist offers made (one offer mail each) and taken (a seat booked through the offer, not lapsed); running totals.',
    ['outcome'],
    () => metrics.waitlistOfferTotals(),
    (g, row) => setColumns(g, 'outcome', row),
  );
}

function setByLabel<L extends string>(gauge: Gauge<L>, label: L, values: readonly string[], rows: StatusCount[]) {
  for (const value of values) {
    const row = rows.find((candidate) => candidate.status === value);
    gauge.set({ [label]: value } as Record<L, string>, Number(row?.value ?? 0));
  }
}

function setColumns<L extends string>(gauge: Gauge<L>, label: L, row: Record<string, number>) {
  for (const [column, value] of Object.entries(row)) gauge.set({ [label]: column } as Record<L, string>, Number(value));
}
