import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Booking } from './booking.entity';
import { hasBookingStatus } from '../core/database/booking-predicates';
import { joinOrder, payerColumns } from '../core/database/order-buyer';
import { Order } from './order.entity';

/**
 * Who paid for a booking when that was not its participant (the buyer of an order who named a
 * substitute or booked for a colleague); all null when the participant is the buyer.
 */
interface Payer {
  payer_name: string | null;
  payer_email: string | null;
  payer_company: string | null;
}

export type BookingWithPayer = Booking & Payer;

/** What the buyer's order confirmation shows: the buyer, the course and each confirmed seat, the first booking first. */
export interface OrderConfirmationRow {
  order_id: string;
  buyer_name: string;
  buyer_email: string;
  payment_method: 'card' | 'invoice';
  seats: {
    name: string;
    email: string;
    amount: number;
    original_amount: number;
    discount_amount: number;
    discount_code: string | null;
    course_title: string;
    course_date: string;
    start_time: string;
    end_time: string;
    location: string | null;
  }[];
}

/** The orders table: the buyer, their billing details and the way they pay (DECISIONS 34). */
@Injectable()
export class OrdersRepository {
  async insert(manager: EntityManager, order: Partial<Order>): Promise<void> {
    await manager.insert(Order, order);
  }

  /** The order of the booking with its confirmed seats, read in `manager`'s transaction; null when unknown. */
  async confirmationOf(manager: EntityManager, bookingId: string): Promise<OrderConfirmationRow | null> {
    const [row] = await manager.query<OrderConfirmationRow[]>(
      `SELECT o.id AS order_id, o.buyer_name, o.buyer_email, o.payment_method,
              COALESCE(json_agg(json_build_object(
                'name', b.customer_name, 'email', b.customer_email, 'amount', b.amount,
                'original_amount', b.original_amount, 'discount_amount', b.discount_amount, 'discount_code', d.code,
                'course_title', b.course_title, 'course_date', to_char(b.course_date, 'YYYY-MM-DD'),
                'start_time', to_char(b.course_start_time, 'HH24:MI'), 'end_time', to_char(b.course_end_time, 'HH24:MI'),
                'location', c.location
              ) ORDER BY b.id <> b.order_id, b.id) FILTER (WHERE b.id IS NOT NULL), '[]') AS seats
         FROM orders o
         LEFT JOIN bookings b ON b.order_id = o.id AND ${hasBookingStatus('b', 'confirmed')}
         LEFT JOIN courses c ON c.id = b.course_id
         LEFT JOIN discount_codes d ON d.id = b.discount_code_id
        WHERE o.id = (SELECT order_id FROM bookings WHERE id = $1)
        GROUP BY o.id`,
      [bookingId],
    );
    return row ?? null;
  }
}

/** The booking with who paid for it, read in `manager`'s transaction. */
export async function withPayer(manager: EntityManager, booking: Booking): Promise<BookingWithPayer> {
  const [payer]: Payer[] = await manager.query(
    `SELECT ${payerColumns('b')} FROM bookings b ${joinOrder('b')} WHERE b.id = $1`,
    [booking.id],
  );
  return Object.assign(booking, payer);
}
