import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionRunner } from '../core/database/transaction';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { DiscountsService } from '../discounts/discounts.service';
import { WaitlistOffersService } from '../waitlist/waitlist-offers.service';
import { BookingEventReason, recordBookingEvent } from './booking-events';
import { Booking } from './booking.entity';
import { BookingsRepository } from './bookings.repository';

type ReleaseReason = Extract<
  BookingEventReason,
  'customer_cancelled' | 'hold_expired' | 'payment_failed' | 'payment_session_failed'
>;

/**
 * Ends an unpaid (pending) booking: the seat goes to the course's waitlist first (or back to
 * available_spots when nobody waits) and the reserved discount use is returned, in one transaction,
 * and the change is announced through the outbox. Anything but a pending booking is left untouched, so a
 * second call, a late event or a race with a payment changes nothing.
 */
@Injectable()
export class BookingReleaseService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly discounts: DiscountsService,
    private readonly outbox: OutboxService,
  ) {}

  release(bookingId: string, reason: ReleaseReason): Promise<Booking | null> {
    return this.transactions.run((manager) => this.releaseInTransaction(manager, bookingId, reason));
  }

  /** Returns the released booking, or null when there was nothing to release. */
  async releaseInTransaction(
    manager: EntityManager,
    bookingId: string,
    reason: ReleaseReason,
  ): Promise<Booking | null> {
    const booking = await this.bookings.lockById(manager, bookingId);
    if (!booking || booking.booking_status !== 'pending') return null;

    const cancelled = reason === 'customer_cancelled';
    await this.bookings.update(manager, bookingId, {
      booking_status: cancelled ? 'cancelled' : 'failed',
      payment_status: 'failed',
      holds_seat: false,
      hold_expires_at: null,
    });
    if (booking.holds_seat && booking.course_id) await this.waitlistOffers.seatsFreed(manager, booking.course_id);
    await this.discounts.giveBack(manager, bookingId);

    const payload = { bookingId, courseId: booking.course_id, reason };
    await recordBookingEvent(
      this.outbox,
      manager,
      cancelled ? EVENTS.bookingCancelled : EVENTS.bookingExpired,
      payload,
    );
    if (booking.holds_seat)
      await recordBookingEvent(this.outbox, manager, EVENTS.seatsReleased, { ...payload, seats: 1 });
    return this.bookings.getByIdIn(manager, bookingId);
  }

  /**
   * Ends many expired holds at once in the caller's transaction, which already holds their rows
   * (pending, holding a seat). Seats go back per course, waitlist first, courses in id order.
   */
  async releaseExpiredHolds(manager: EntityManager, holds: Pick<Booking, 'id' | 'course_id'>[]): Promise<void> {
    if (!holds.length) return;
    const ids = holds.map((hold) => hold.id);
    await this.bookings.failHolds(manager, ids);
    const byCourse = new Map<string, string[]>();
    for (const hold of holds)
      if (hold.course_id) byCourse.set(hold.course_id, [...(byCourse.get(hold.course_id) ?? []), hold.id]);
    const courses = [...byCourse.entries()].sort(([a], [b]) => a.localeCompare(b));
    for (const [courseId, bookingIds] of courses)
      await this.waitlistOffers.seatsFreed(manager, courseId, bookingIds.length);
    await this.discounts.giveBackAll(manager, ids);

    const reason = 'hold_expired' as const;
    for (const hold of holds)
      await recordBookingEvent(this.outbox, manager, EVENTS.bookingExpired, {
        bookingId: hold.id,
        courseId: hold.course_id,
        reason,
      });
    // One seats.released per course (named after its first booking) rather than one per seat.
    for (const [courseId, bookingIds] of courses) {
      await recordBookingEvent(this.outbox, manager, EVENTS.seatsReleased, {
        bookingId: bookingIds[0],
        courseId,
        reason,
        seats: bookingIds.length,
      });
    }
  }
}
