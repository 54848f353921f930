import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** What the bookings table says about an address's bookings so far. */
@Injectable()
export class BookingHistoryRepository {
  /**
   * Whether the address booked before: as the person who booked and paid (the payer once a
   * substitute took the seat), any booking that was ever confirmed counts, also one cancelled or
   * refunded later; a checkout that ended unpaid does not.
   */
  async hasConfirmedBooking(manager: EntityManager, email: string): Promise<boolean> {
    const [row] = await manager.query<unknown[]>(
      `SELECT 1 FROM bookings
        WHERE confirmed_at IS NOT NULL
          AND ((payer_email IS NULL AND lower(customer_email) = lower($1)) OR lower(payer_email) = lower($1))
        LIMIT 1`,
      [email],
    );
    return row !== undefined;
  }
}
