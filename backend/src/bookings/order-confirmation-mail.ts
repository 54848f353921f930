import { Injectable } from '@nestjs/common';
import type { OrderConfirmationProps } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { EVENTS } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { OrdersRepository } from './orders.repository';

/**
 * The buyer's order confirmation (DECISIONS 34), owed in the transaction that confirms the order:
 * every participant and the price, for an order of several people or for someone else. A buyer who
 * books only themselves gets the booking confirmation alone, as before.
 */
@Injectable()
export class OrderConfirmationMail {
  constructor(private readonly orders: OrdersRepository) {}

  async owe(manager: EntityManager, bookingId: string): Promise<void> {
    const order = await this.orders.confirmationOf(manager, bookingId);
    if (!order?.seats.length) return;
    const [first] = order.seats;
    if (order.seats.length === 1 && first.email === order.buyer_email) return;
    const props: OrderConfirmationProps = {
      buyerName: order.buyer_name,
      orderId: order.order_id,
      participants: order.seats.map(({ name, email }) => ({ name, email })),
      seatCents: first.original_amount,
      discountPerSeatCents: first.discount_amount,
      ...(first.discount_code ? { discountCode: first.discount_code } : {}),
      totalCents: order.seats.reduce((sum, seat) => sum + seat.amount, 0),
      onInvoice: order.payment_method === 'invoice',
      courseTitle: first.course_title,
      courseDate: first.course_date,
      startTime: first.start_time,
      endTime: first.end_time,
      ...(first.location ? { location: first.location } : {}),
    };
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      idempotencyKey: `order-confirmation:${order.order_id}`,
      to: order.buyer_email,
      bookingId,
      message: { type: 'order-confirmation', props },
    });
  }
}
