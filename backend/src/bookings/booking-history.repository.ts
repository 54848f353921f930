import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { boughtBy } from '../core/database/order-buyer';

/** What the bookings table says about an address's bookings so far. */
@Injectable()
export class BookingHistoryRepository {
  /**
   * Whether the address booked before: as the buyer of an order, any booking that was ever
   * confirmed counts, also one cancelled or
   * refunded later; a checkout that ended unpaid does not.
   */
  async hasConfirmedBooking(manager: EntityManager, email: string): Promise<boolean> {
    const [row] = await manager.query<unknown[]>(
      `SELECT 1 FROM bookings b WHERE b.confirmed_at IS NOT NULL AND ${boughtBy('b', '$1')} LIMIT 1`,
      [email.toLowerCase()],
    );
    return row !== undefined;
  }
}
