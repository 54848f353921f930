import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isPaid } from '../core/database/booking-predicates';
import { updateReturning } from '../core/database/update-returning';
import type { Booking } from './booking.entity';

/** A card payment's share for a seat paid apart from it, still to go back. */
export interface DueDoublePaymentRefund {
  booking_id: string;
  payment_session_id: string;
  payment_intent_id: string | null;
  amount_cents: number;
  payment_provider: Booking['payment_provider'];
}

/** What the buyer's mail about the refund names: the buyer, the participant and the course. */
export interface DoublePaymentRefundMailRow {
  order_id: string;
  buyer_name: string;
  buyer_email: string;
  participant_name: string;
  amount_cents: number;
  course_title: string;
  course_date: string;
  start_time: string;
  end_time: string;
  location: string | null;
  /** The transfer for the seat's invoice has come in. */
  seat_paid: boolean;
}

const DUE_COLUMNS = `r.booking_id, r.payment_session_id, r.payment_intent_id, r.amount_cents, b.payment_provider`;

/** double_payment_refunds (migration 1796650000000): one row per seat whose share a card payment paid a second time. */
@Injectable()
export class DoublePaymentRefundsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the refund as due, in the confirming transaction; a seat's refund is recorded once. */
  async record(
    manager: EntityManager,
    refund: { bookingId: string; sessionId: string; paymentIntentId: string | null; amountCents: number; at: Date },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO double_payment_refunds (booking_id, payment_session_id, payment_intent_id, amount_cents, requested_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (booking_id) DO NOTHING`,
      [refund.bookingId, refund.sessionId, refund.paymentIntentId, refund.amountCents, refund.at],
    );
  }

  /** The refunds of the payment session still due. */
  dueOfSession(sessionId: string): Promise<DueDoublePaymentRefund[]> {
    return this.dataSource.query(
      `SELECT ${DUE_COLUMNS} FROM double_payment_refunds r JOIN bookings b ON b.id = r.booking_id
        WHERE r.payment_session_id = $1 AND r.refunded_at IS NULL ORDER BY r.booking_id`,
      [sessionId],
    );
  }

  /** Every refund still due, oldest first. */
  due(limit: number): Promise<DueDoublePaymentRefund[]> {
    return this.dataSource.query(
      `SELECT ${DUE_COLUMNS} FROM double_payment_refunds r JOIN bookings b ON b.id = r.booking_id
        WHERE r.refunded_at IS NULL ORDER BY r.requested_at LIMIT $1`,
      [limit],
    );
  }

  /** Records that the provider took the refund: false when that was recorded before. */
  async markRefunded(manager: EntityManager, bookingId: string, at: Date): Promise<boolean> {
    const rows = await updateReturning<{ booking_id: string }>(
      manager,
      `UPDATE double_payment_refunds SET refunded_at = $2 WHERE booking_id = $1 AND refunded_at IS NULL
        RETURNING booking_id`,
      [bookingId, at],
    );
    return rows.length > 0;
  }

  async mailRowOf(manager: EntityManager, bookingId: string): Promise<DoublePaymentRefundMailRow | null> {
    const [row] = await manager.query<DoublePaymentRefundMailRow[]>(
      `SELECT o.id AS order_id, o.buyer_name, o.buyer_email, b.customer_name AS participant_name, r.amount_cents,
              b.course_title, to_char(b.course_date, 'YYYY-MM-DD') AS course_date,
              to_char(b.course_start_time, 'HH24:MI') AS start_time, to_char(b.course_end_time, 'HH24:MI') AS end_time,
              c.location, ${isPaid('b')} AS seat_paid
         FROM double_payment_refunds r
         JOIN bookings b ON b.id = r.booking_id
         JOIN orders o ON o.id = b.order_id
         LEFT JOIN courses c ON c.id = b.course_id
        WHERE r.booking_id = $1`,
      [bookingId],
    );
    return row ?? null;
  }
}
