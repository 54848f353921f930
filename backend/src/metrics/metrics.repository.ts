import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hasBookingStatus, holdsSeat, isPaid } from '../core/database/booking-predicates';
import { poolOf, PoolUsage } from '../core/database/pool-pressure';

/** A count per status. */
export interface StatusCount {
  status: string;
  value: number;
}

/**
 * The cheap reads behind the database gauges, one statement each; every process runs the same, so
 * Prometheus aggregates them with max.
 */
@Injectable()
export class MetricsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Undefined until the pool is open. */
  poolUsage(): PoolUsage | undefined {
    return poolOf(this.dataSource);
  }

  async countUnpublishedOutboxEvents(): Promise<number> {
    return this.single(`SELECT count(*)::int AS value FROM outbox_events WHERE published_at IS NULL`);
  }

  /** In seconds; 0 when none is pending. */
  async oldestUnpublishedOutboxAge(): Promise<number> {
    return this.single(
      `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS value FROM outbox_events WHERE published_at IS NULL`,
    );
  }

  /** Seconds since the oldest GDPR deletion whose queued jobs the worker has yet to remove from Redis; 0 when none. */
  async oldestPendingGdprQueueScrubAge(): Promise<number> {
    return this.single(
      `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS value FROM gdpr_queue_scrubs`,
    );
  }

  /** Owed (queued or being sent), sent, failed. */
  countMailsByState(): Promise<StatusCount[]> {
    return this.dataSource.query(
      `SELECT CASE WHEN status IN ('queued', 'sending') THEN 'owed' ELSE status END AS status, count(*)::int AS value
         FROM email_log WHERE status IN ('queued', 'sending', 'sent', 'failed') GROUP BY 1`,
    );
  }

  async countHeldSeats(): Promise<number> {
    return this.single(`SELECT count(*)::int AS value FROM bookings WHERE ${holdsSeat('bookings')}`);
  }

  /** Bookings not deleted, by booking status. */
  countBookingsByStatus(): Promise<StatusCount[]> {
    return this.dataSource.query(
      `SELECT booking_status AS status, count(*)::int AS value FROM bookings WHERE deleted_at IS NULL GROUP BY 1`,
    );
  }

  /** Running totals: checkouts started, paid (refunded later or not), expired unpaid. */
  async checkoutTotals(): Promise<{ started: number; paid: number; expired: number }> {
    const [row]: { started: number; paid: number; expired: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS started,
              count(*) FILTER (WHERE ${isPaid('bookings')})::int AS paid,
              count(*) FILTER (WHERE ${hasBookingStatus('bookings', 'failed')})::int AS expired
         FROM bookings`,
    );
    return row;
  }

  /** Running totals: waitlist offers made (one offer mail each) and taken. */
  async waitlistOfferTotals(): Promise<{ made: number; taken: number }> {
    const [row]: { made: number; taken: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM email_log WHERE idempotency_key LIKE 'waitlist-offer:%')::int AS made,
              (SELECT count(*) FROM waitlist_entries WHERE status = 'booked')::int AS taken`,
    );
    return row;
  }

  private async single(sql: string): Promise<number> {
    const [row]: { value: number }[] = await this.dataSource.query(sql);
    return Number(row.value);
  }
}
