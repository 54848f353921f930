import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { SeatRepository } from './seat.repository';

/**
 * The only code that changes a course's free seats. Its statements are single conditional
 * updates, so concurrent callers can never oversell or push a course over capacity. A freed seat
 * goes through WaitlistOffersService.seatsFreed, which offers it to the waitlist first.
 */
@Injectable()
export class SeatInventoryService {
  constructor(private readonly seats: SeatRepository) {}

  /** Takes `seats` seats (one by default) of an active, not deleted course, all or none; false when too few are left. */
  take(manager: EntityManager, courseId: string, seats = 1): Promise<boolean> {
    return this.seats.take(manager, courseId, seats);
  }

  /** The seats left now, read without waiting for any lock (in `manager`'s transaction when given). */
  freeSeats(courseId: string, manager?: EntityManager): Promise<number> {
    return this.seats.countFree(courseId, manager);
  }

  /** Gives seats back, never beyond max_participants (an admin may have lowered it meanwhile). */
  giveBack(manager: EntityManager, courseId: string, seats = 1): Promise<void> {
    return this.seats.giveBack(manager, courseId, seats);
  }
}
