import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';

/** A course's free seats (courses.available_spots). Both changes are single conditional updates. */
@Injectable()
export class SeatRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Takes `seats` seats of an active, not deleted course at once; false, taking none, when fewer are left. */
  async take(manager: EntityManager, courseId: string, seats: number): Promise<boolean> {
    const rows = await updateReturning<{ available_spots: number }>(
      manager,
      `UPDATE courses SET available_spots = available_spots - $2, updated_at = now()
        WHERE id = $1 AND status = 'active' AND deleted_at IS NULL AND available_spots >= $2 RETURNING available_spots`,
      [courseId, seats],
    );
    return rows.length === 1;
  }

  /** The seats left now, read without waiting for any lock (in `manager`'s transaction when given). */
  async countFree(courseId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row]: { available_spots: number }[] = await manager.query(
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
