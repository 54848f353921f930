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

  /** Takes one seat of an active, not deleted course; false when none is left. */
  take(manager: EntityManager, courseId: string): Promise<boolean> {
    return this.seats.takeOne(manager, courseId);
  }

  /** The seats left now, read without waiting for any lock. */
  freeSeats(courseId: string): Promise<number> {
    return this.seats.countFree(courseId);
  }

  /** Gives seats back, never beyond max_participants (an admin may have lowered it meanwhile). */
  giveBack(manager: EntityManager, courseId: string, seats = 1): Promise<void> {
    return this.seats.giveBack(manager, courseId, seats);
  }
}
