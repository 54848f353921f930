import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** The payment provider's events already applied (processed_webhook_events). */
@Injectable()
export class PaymentRepository {
  /**
   * Records the event as processed in the caller's transaction; false when it was already. The
   * primary key makes a concurrent delivery of the same event wait for this one's commit.
   */
  async recordProcessedEvent(manager: EntityManager, eventId: string, type: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [eventId, type],
    );
    return inserted.length > 0;
  }
}
