import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';

/**
 * The only code that changes a course's free seats. Both statements are single conditional
 * updates, so concurrent callers can never oversell or push a course over capacity. A freed seat
 * goes through WaitlistOffersService.seatsFreed, which offers it to the waitlist first.
 */
@Injectable()
export class SeatInventoryService {
  /** Takes one seat of an active, not deleted course; false when none is left. */
  async take(manager: EntityManager, courseId: string): Promise<boolean> {
    const rows = await updateReturning<{ available_spots: number }>(
      manager,
      `UPDATE courses SET available_spots = available_spots - 1, updated_at = now()
        WHERE id = $1 AND status = 'active' AND deleted_at IS NULL AND available_spots > 0 RETURNING available_spots`,
      [courseId],
    );
    return rows.length === 1;
  }

  /** The seats left now, read without waiting for any lock. */
  async freeSeats(manager: EntityManager, courseId: string): Promise<number> {
    const [row]: { available_spots: number }[] = await manager.query(
      `SELECT available_spots FROM courses WHERE id = $1`,
      [courseId],
    );
    return row?.available_spots ?? 0;
  }

  /** Gives seats back, never beyond max_participants (an admin may have lowered it meanwhile). */
  async giveBack(manager: EntityManager, courseId: string, seats = 1): Promise<void> {
    await manager.query(
      `UPDATE courses SET available_spots = LEAST(available_spots + $2, max_participants), updated_at = now() WHERE id = $1`,
      [courseId, seats],
    );
  }
}
