import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { hasBookingStatus, holdsSeat, isPaid } from '../bookings/booking-predicates';

type Row = Record<string, string | number | null>;

/**
 * Gauges read from the database when Prometheus scrapes, one cheap query each. They are the same in
 * every API and worker process (aggregate them with max, not sum); while the database is
 * unreachable they are left out of the scrape rather than failing it.
 */
export function registerDatabaseCollectors(registry: Registry, dataSource: DataSource): void {
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    sql: string,
    apply: (gauge: Gauge<L>, rows: Row[]) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await dataSource.query<Row[]>(sql).catch(() => undefined);
        if (rows) apply(this, rows);
      },
    });

  gauge(
    'mpb_outbox_events_pending',
    'Outbox events not yet published to the queues.',
    [],
    `SELECT count(*)::int AS value FROM outbox_events WHERE published_at IS NULL`,
    (g, [row]) => g.set(Number(row.value)),
  );
  gauge(
    'mpb_outbox_oldest_pending_age_seconds',
    'Age of the oldest unpublished outbox event (0 when none is pending).',
    [],
    `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS value FROM outbox_events WHERE published_at IS NULL`,
    (g, [row]) => g.set(Number(row.value)),
  );
  gauge(
    'mpb_mails',
    'E-mails by state: owed (queued or being sent), sent, failed (given up).',
    ['status'],
    `SELECT CASE WHEN status IN ('queued', 'sending') THEN 'owed' ELSE status END AS status, count(*)::int AS value
       FROM email_log WHERE status IN ('queued', 'sending', 'sent', 'failed') GROUP BY 1`,
    (g, rows) => setByLabel(g, 'status', ['owed', 'sent', 'failed'], rows),
  );
  gauge(
    'mpb_seats_held',
    'Seats held by unpaid checkouts.',
    [],
    `SELECT count(*)::int AS value FROM bookings WHERE ${holdsSeat('bookings')}`,
    (g, [row]) => g.set(Number(row.value)),
  );
  gauge(
    'mpb_bookings',
    'Bookings (not deleted) by booking status.',
    ['status'],
    `SELECT booking_status AS status, count(*)::int AS value FROM bookings WHERE deleted_at IS NULL GROUP BY 1`,
    (g, rows) => setByLabel(g, 'status', ['pending', 'confirmed', 'cancelled', 'failed'], rows),
  );
  gauge(
    'mpb_checkouts',
    'Checkouts ever started, paid, and expired unpaid (hold or payment session ran out, payment failed); running totals.',
    ['outcome'],
    `SELECT count(*)::int AS started,
            count(*) FILTER (WHERE ${isPaid('bookings')})::int AS paid,
            count(*) FILTER (WHERE ${hasBookingStatus('bookings', 'failed')})::int AS expired
       FROM bookings`,
    (g, [row]) => setColumns(g, 'outcome', row),
  );
  gauge(
    'mpb_waitlist_offers',
    'Waitlist offers made (one offer mail each) and taken (a seat booked through the offer, not lapsed); running totals.',
    ['outcome'],
    `SELECT (SELECT count(*) FROM email_log WHERE idempotency_key LIKE 'waitlist-offer:%')::int AS made,
            (SELECT count(*) FROM waitlist_entries WHERE status = 'booked')::int AS taken`,
    (g, [row]) => setColumns(g, 'outcome', row),
  );
}

function setByLabel<L extends string>(gauge: Gauge<L>, label: L, values: string[], rows: Row[]) {
  for (const value of values) {
    const row = rows.find((candidate) => candidate.status === value);
    gauge.set({ [label]: value } as Record<L, string>, Number(row?.value ?? 0));
  }
}

function setColumns<L extends string>(gauge: Gauge<L>, label: L, row: Row) {
  for (const [column, value] of Object.entries(row)) gauge.set({ [label]: column } as Record<L, string>, Number(value));
}
