import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Booking } from './booking.entity';
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

/** The orders table: the buyer, their billing details and the way they pay (DECISIONS 34). */
@Injectable()
export class OrdersRepository {
  async insert(manager: EntityManager, order: Partial<Order>): Promise<void> {
    await manager.insert(Order, order);
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
