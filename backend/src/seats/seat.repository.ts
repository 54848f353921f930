import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';

/** A course's free seats (courses.available_spots). Both changes are single conditional updates. */
@Injectable()
export class SeatRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Takes one seat of an active, not deleted course; false when none is left. */
  async takeOne(manager: EntityManager, courseId: string): Promise<boolean> {
    const rows = await updateReturning<{ available_spots: number }>(
      manager,
      `UPDATE courses SET available_spots = available_spots - 1, updated_at = now()
        WHERE id = $1 AND status = 'active' AND deleted_at IS NULL AND available_spots > 0 RETURNING available_spots`,
      [courseId],
    );
    return rows.length === 1;
  }

  /** The seats left now, read without waiting for any lock. */
  async countFree(courseId: string): Promise<number> {
    const [row]: { available_spots: number }[] = await this.dataSource.query(
      `SELECT available_spots FROM courses WHERE id = $1`,
      [courseId],
    );
    return row?.available_spots ?? 0;
  }

  /** Never beyond max_participants (an admin may have lowered it meanwhile). */
  async giveBack(manager: EntityManager, courseId: string, seats: number): Promise<void> {
    await manager.query(
      `UPDATE courses SET available_spots = LEAST(available_spots + $2, max_participants), updated_at = now() WHERE id = $1`,
      [courseId, seats],
    );
  }
}
