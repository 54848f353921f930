import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** The unpaid checkout of one address for one course, as the open-holds check needs it. */
export interface OpenHoldRow {
  id: string;
  payment_session_url: string | null;
  payment_session_id: string | null;
  payment_provider: 'stripe' | 'test';
  hold_expires_at: Date | null;
  resume_token_hash: string | null;
}

/** An unpaid hold of a client that still keeps its seat. */
const OPEN_HOLD_OF_CLIENT = `client_key = $1 AND booking_status = 'pending' AND hold_expires_at > now()`;

/** The questions the checkout asks of the bookings table. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOpenCheckout(courseId: string, customerEmail: string): Promise<OpenHoldRow | null> {
    const [hold]: OpenHoldRow[] = await this.dataSource.query(
      `SELECT id, payment_session_url, payment_session_id, payment_provider, hold_expires_at, resume_token_hash FROM bookings
        WHERE course_id = $1 AND lower(customer_email) = lower($2) AND booking_status = 'pending'`,
      [courseId, customerEmail],
    );
    return hold ?? null;
  }

  /** The client's open holds as committed now, without waiting for anyone. */
  async countOpenHoldsOfClient(clientKey: string): Promise<number> {
    const [{ open }]: { open: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS open FROM bookings WHERE ${OPEN_HOLD_OF_CLIENT}`,
      [clientKey],
    );
    return open;
  }

  /**
   * The client's open holds besides `bookingId`, counted in turn: the advisory lock, held until the
   * transaction ends, lets one transaction of the client count at a time, and each count (a new
   * snapshot) sees the holds of those that committed before it.
   */
  async countOtherOpenHoldsOfClientInTurn(
    manager: EntityManager,
    clientKey: string,
    bookingId: string,
  ): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`open-holds:${clientKey}`]);
    const [{ open }]: { open: number }[] = await manager.query(
      `SELECT count(*)::int AS open FROM bookings WHERE ${OPEN_HOLD_OF_CLIENT} AND id <> $2`,
      [clientKey, bookingId],
    );
    return open;
  }
}
