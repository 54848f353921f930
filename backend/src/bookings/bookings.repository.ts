import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, Not, QueryDeepPartialEntity } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';
import { hasBookingStatus, holdsSeat } from '../core/database/booking-predicates';
import { joinOrder, paidByTransfer } from '../core/database/order-buyer';
import { Booking } from './booking.entity';
import { BookingWithPayer, withPayer } from './orders.repository';

/** The unpaid checkout of one address for one course, as the open-holds check needs it. */
export interface OpenHoldRow {
  id: string;
  order_id: string;
  /** Every booking of its order, the first one first. */
  booking_ids: string[];
  payment_session_url: string | null;
  payment_session_id: string | null;
  payment_provider: 'stripe' | 'test';
  hold_expires_at: Date | null;
  resume_token_hash: string | null;
}

/** What the mail to an open checkout's address shows: the course and the payment, never a name typed in it. */
export interface ResumeMailRow {
  customer_email: string;
  course_title: string;
  course_date: string;
  course_start_time: string;
  course_end_time: string;
  location: string | null;
  amount: number;
  payment_session_url: string;
  hold_expires_at: Date;
}

/** The billing details of an address's latest booking, to prefill its next one. */
export interface LatestBillingRow {
  billing_street: string;
  billing_postal_code: string;
  billing_city: string;
  billing_country: string;
  customer_company: string | null;
  billing_vat_id: string | null;
  leitweg_id: string | null;
}

/** An unpaid hold whose time ran out, as the expiry sweep settles it. */
export type DueHold = Pick<Booking, 'id' | 'course_id' | 'payment_session_id' | 'payment_provider'>;

/** An unpaid hold of client `$1` that still keeps its seat at `$2`. */
const OPEN_HOLD_OF_CLIENT = `client_key = $1 AND ${hasBookingStatus('bookings', 'pending')} AND hold_expires_at > $2`;

/** The bookings table: what checkout, payment, expiry and cancellation read and change. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string): Promise<Booking | null> {
    return this.dataSource.manager.findOneBy(Booking, { id });
  }

  /** The booking with who paid for it, in `manager`'s transaction when given. */
  withPayer(booking: Booking, manager: EntityManager = this.dataSource.manager): Promise<BookingWithPayer> {
    return withPayer(manager, booking);
  }

  /** A booking known to exist; throws otherwise. */
  getById(id: string): Promise<Booking> {
    return this.dataSource.manager.findOneByOrFail(Booking, { id });
  }

  /** Read inside the caller's transaction, without a lock. */
  findByIdIn(manager: EntityManager, id: string): Promise<Booking | null> {
    return manager.findOneBy(Booking, { id });
  }

  /** A booking known to exist, read inside the caller's transaction without a lock; throws otherwise. */
  getByIdIn(manager: EntityManager, id: string): Promise<Booking> {
    return manager.findOneByOrFail(Booking, { id });
  }

  /** The booking, locked (FOR UPDATE) until the caller's transaction ends. */
  lockById(manager: EntityManager, id: string): Promise<Booking | null> {
    return manager.findOne(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether the booking's money came by bank transfer (DECISIONS 35), not through a provider: a refund goes back the same way. */
  async paidByTransfer(id: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ by_transfer: boolean }[]>(
      `SELECT ${paidByTransfer('b')} AS by_transfer FROM bookings b ${joinOrder('b')} WHERE b.id = $1`,
      [id],
    );
    return row?.by_transfer ?? false;
  }

  async insert(manager: EntityManager, booking: Partial<Booking>): Promise<void> {
    await manager.insert(Booking, booking);
  }

  async update(manager: EntityManager, id: string, changes: QueryDeepPartialEntity<Booking>): Promise<void> {
    await manager.update(Booking, { id }, changes);
  }

  /** Outside any transaction. */
  async updateNow(id: string, changes: QueryDeepPartialEntity<Booking>): Promise<void> {
    await this.dataSource.manager.update(Booking, { id }, changes);
  }

  /** Outside any transaction. */
  async updateAllNow(ids: string[], changes: QueryDeepPartialEntity<Booking>): Promise<void> {
    await this.dataSource.manager.update(Booking, { id: In(ids) }, changes);
  }

  /**
   * The bookings one payment settles: those of the booking's order that share its payment
   * session, locked in id order (FOR UPDATE) until the caller's transaction ends. Empty when the
   * booking is unknown.
   */
  lockPaidTogether(manager: EntityManager, bookingId: string): Promise<Booking[]> {
    return manager
      .createQueryBuilder(Booking, 'b')
      .where(
        `b.order_id = (SELECT o.order_id FROM bookings o WHERE o.id = :bookingId)
         AND (b.id = :bookingId OR b.payment_session_id = (SELECT o.payment_session_id FROM bookings o WHERE o.id = :bookingId))`,
        { bookingId },
      )
      .orderBy('b.id')
      .setLock('pessimistic_write')
      .getMany();
  }

  /** The ids of the bookings one payment session pays for, in the caller's transaction when given. */
  async idsInSession(sessionId: string, manager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.find(Booking, {
      where: { payment_session_id: sessionId },
      select: { id: true },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** In the caller's transaction when it gives one. */
  async findIdBySessionId(sessionId: string, manager = this.dataSource.manager): Promise<string | null> {
    const booking = await manager.findOne(Booking, { where: { payment_session_id: sessionId }, select: { id: true } });
    return booking?.id ?? null;
  }

  /** Ids of pending bookings, oldest first. */
  async findPendingIds(): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE ${hasBookingStatus('bookings', 'pending')} AND deleted_at IS NULL ORDER BY created_at`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Expired holds, claimed (FOR UPDATE SKIP LOCKED) for the caller's transaction: sweeps running at
   * once take different holds.
   */
  claimDueHolds(manager: EntityManager, cutoff: Date, limit: number): Promise<DueHold[]> {
    return manager.query(
      `SELECT id, course_id, payment_session_id, payment_provider FROM bookings
        WHERE ${holdsSeat('bookings')} AND hold_expires_at < $1
        ORDER BY hold_expires_at, order_id, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [cutoff, limit],
    );
  }

  /** Expired holds, read without claiming them. */
  findDueHolds(cutoff: Date, limit: number): Promise<DueHold[]> {
    return this.dataSource.query(
      `SELECT id, course_id, payment_session_id, payment_provider FROM bookings
        WHERE ${holdsSeat('bookings')} AND hold_expires_at < $1
        ORDER BY hold_expires_at LIMIT $2`,
      [cutoff, limit],
    );
  }

  async extendPendingHold(manager: EntityManager, id: string, until: Date): Promise<void> {
    await manager.query(
      `UPDATE bookings SET hold_expires_at = $2, updated_at = now() WHERE id = $1 AND ${hasBookingStatus('bookings', 'pending')}`,
      [id, until],
    );
  }

  /** Ends holds the caller's transaction has already locked: failed unpaid, seat no longer held. */
  async failHolds(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(
      `UPDATE bookings SET booking_status = 'failed', payment_status = 'failed', holds_seat = false, hold_expires_at = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** Bookings with a refund requested and not yet made, oldest request first. */
  async findDueRefundIds(limit: number): Promise<string[]> {
    const due = await this.dataSource.manager.find(Booking, {
      where: { refund_requested_at: Not(IsNull()), refunded_at: IsNull() },
      order: { refund_requested_at: 'ASC' },
      take: limit,
      select: { id: true },
    });
    return due.map((booking) => booking.id);
  }

  /** Records the refund once: false when it was recorded before. */
  async markRefunded(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await updateReturning<{ id: string }>(
      manager,
      `UPDATE bookings SET payment_status = 'refunded', booking_status = 'cancelled', refunded_at = now(), updated_at = now()
        WHERE id = $1 AND refunded_at IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  async findOpenCheckout(courseId: string, customerEmail: string): Promise<OpenHoldRow | null> {
    const [hold]: OpenHoldRow[] = await this.dataSource.query(
      `SELECT id, order_id, payment_session_url, payment_session_id, payment_provider, hold_expires_at, resume_token_hash,
              ARRAY(SELECT o.id FROM bookings o WHERE o.order_id = bookings.order_id ORDER BY o.id <> o.order_id, o.id)::text[] AS booking_ids
         FROM bookings
        WHERE course_id = $1 AND lower(customer_email) = lower($2) AND ${hasBookingStatus('bookings', 'pending')}`,
      [courseId, customerEmail],
    );
    return hold ?? null;
  }

  /** The client's open holds as committed now, without waiting for anyone. */
  async countOpenHoldsOfClient(clientKey: string, now: Date): Promise<number> {
    const [{ open }]: { open: number }[] = await this.dataSource.query(
      `SELECT count(DISTINCT order_id)::int AS open FROM bookings WHERE ${OPEN_HOLD_OF_CLIENT}`,
      [clientKey, now],
    );
    return open;
  }

  /**
   * The client's orders with open holds besides `orderId`, counted in turn: the advisory lock, held
   * until the transaction ends, lets one transaction of the client count at a time, and each count
   * (a new snapshot) sees the holds of those that committed before it.
   */
  async countOtherOpenHoldsOfClientInTurn(
    manager: EntityManager,
    clientKey: string,
    orderId: string,
    now: Date,
  ): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`open-holds:${clientKey}`]);
    const [{ open }]: { open: number }[] = await manager.query(
      `SELECT count(DISTINCT order_id)::int AS open FROM bookings WHERE ${OPEN_HOLD_OF_CLIENT} AND order_id <> $3`,
      [clientKey, now, orderId],
    );
    return open;
  }

  /**
   * The billing details of the latest order the address bought, among those with a booking that
   * was ever confirmed: an unpaid checkout may have been typed by anyone who knows the address.
   */
  async findLatestBillingOf(email: string): Promise<LatestBillingRow | null> {
    const [row]: LatestBillingRow[] = await this.dataSource.query(
      `SELECT o.billing_street, o.billing_postal_code, o.billing_city, o.billing_country, o.billing_vat_id, o.leitweg_id,
              o.buyer_company AS customer_company
         FROM orders o
        WHERE lower(o.buyer_email) = $1 AND o.billing_street IS NOT NULL
          AND EXISTS (SELECT 1 FROM bookings b WHERE b.order_id = o.id AND b.deleted_at IS NULL AND b.confirmed_at IS NOT NULL)
        ORDER BY o.created_at DESC, o.id
        LIMIT 1`,
      [email],
    );
    return row ?? null;
  }

  /**
   * Notes the mail to the address of a pending checkout with a payment page and stores the hash of
   * its discard link, unless such a mail went out within the interval; null then. The newest
   * mail's discard link replaces an earlier one.
   */
  async markResumeMailed(
    manager: EntityManager,
    bookingId: string,
    intervalMinutes: number,
    discardTokenHash: string,
    now: Date,
  ): Promise<ResumeMailRow | null> {
    const [row] = await updateReturning<ResumeMailRow>(
      manager,
      `UPDATE bookings SET resume_mail_sent_at = $4, discard_token_hash = $3
        WHERE id = $1 AND ${hasBookingStatus('bookings', 'pending')} AND payment_session_url IS NOT NULL
          AND (resume_mail_sent_at IS NULL OR resume_mail_sent_at <= $4::timestamptz - make_interval(mins => $2))
        RETURNING customer_email, course_title, course_date, course_start_time, course_end_time, amount,
                  payment_session_url, hold_expires_at, (SELECT location FROM courses WHERE courses.id = bookings.course_id) AS location`,
      [bookingId, intervalMinutes, discardTokenHash, now],
    );
    return row ?? null;
  }
}
