import { courseOfferedSql, waitlistOfferUrl, waitlistUnsubscribeUrl } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource, EntityManager, LessThanOrEqual } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { runTransaction } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { SeatInventoryService } from '../seats/seat-inventory.service';
import { Clock } from '../core/clock/clock';
import { WaitlistEntry } from './waitlist-entry.entity';
import { createSecretToken } from '../core/security/secret-token';
import { requestOfferMail } from './waitlist-mails';
import { MetricsRegistry } from '../metrics/metrics-registry.service';
import { ClosedLinkOutcome, closeGaps, LockedCourse, lockCourse, removeEntry } from './waitlist-queue';

const OFFER_VALID_MS = 24 * 3600_000;
const SWEEP_BATCH = 500;

interface SettleResult {
  expired: number;
  offered: number;
}

/**
 * Hands freed seats to the waitlist (DECISIONS 11, 20). A seat offered to an entry is taken from
 * available_spots at once and held for its personal link for 24 hours; an unused offer is removed
 * and its seat passes to the next entry, or back to available_spots when nobody waits. Every
 * step runs under the course row lock, so running it twice or concurrently offers a seat once.
 */
@Injectable()
export class WaitlistOffersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly seats: SeatInventoryService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: MetricsRegistry,
  ) {}

  /** Expires the course's overdue offers and offers every free seat to whoever waits. Idempotent. */
  async settleCourse(courseId: string): Promise<SettleResult> {
    const result = await runTransaction(this.dataSource, async (manager) => {
      const now = this.clock.now();
      const course = await lockCourse(manager, courseId, now);
      if (!course) return { expired: 0, offered: 0 };
      const expired = await this.expireDueOffers(manager, course, now);
      const offered = await this.offerFreeSeats(manager, course, now);
      if (expired || offered) await this.outbox.record(manager, EVENTS.courseChanged, { courseId });
      if (expired || offered) this.logger.info({ courseId, expired, offered }, 'waitlist offers settled');
      return { expired, offered };
    });
    this.metrics.waitlistOffersExpired.inc(result.expired);
    return result;
  }

  /** The scheduled sweep: courses with overdue offers, or free seats while people wait (a missed event). */
  async settleDueCourses(): Promise<SettleResult & { courses: number }> {
    const due: { course_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT entry.course_id FROM waitlist_entries entry JOIN courses course ON course.id = entry.course_id
        WHERE (entry.status = 'offered' AND entry.offer_expires_at <= $1)
           OR (entry.status = 'waiting' AND course.available_spots > 0 AND course.status = 'active'
               AND ${courseOfferedSql('course', '$1')})
        LIMIT $2`,
      [this.clock.now(), SWEEP_BATCH],
    );
    const total = { expired: 0, offered: 0, courses: due.length };
    for (const { course_id } of due) {
      try {
        const result = await this.settleCourse(course_id);
        total.expired += result.expired;
        total.offered += result.offered;
      } catch (error) {
        this.logger.error({ err: error, courseId: course_id }, 'could not settle waitlist offers; will retry');
      }
    }
    return total;
  }

  /**
   * Seats became free (a booking ended, a held offer was given up): in the caller's transaction
   * they go to whoever waits for the course first, and only what is left raises available_spots,
   * so no stranger's checkout can take a seat someone waits for (DECISIONS 20).
   */
  async seatsFreed(manager: EntityManager, courseId: string, seats = 1): Promise<void> {
    const now = this.clock.now();
    const course = await lockCourse(manager, courseId, now);
    if (!course) return;
    await this.seats.giveBack(manager, course.id, seats);
    await this.offerFreeSeats(manager, course, now);
    await this.outbox.record(manager, EVENTS.courseChanged, { courseId: course.id });
  }

  /**
   * A queued entry leaves (the caller holds the course row lock): the positions behind it close up
   * and a seat held for its offer passes to the next in line (or back on sale).
   */
  async leaveQueue(manager: EntityManager, entry: WaitlistEntry, outcome: ClosedLinkOutcome): Promise<void> {
    await removeEntry(manager, entry, outcome);
    await closeGaps(manager, entry.course_id);
    if (entry.status === 'offered') await this.seatsFreed(manager, entry.course_id);
  }

  /**
   * The course closes (cancelled or deleted; the caller holds its row lock): everyone still
   * queued leaves the waitlist, their links answer 'removed', and seats held for offers go back
   * to available_spots. Entries already booked stay with their booking. Returns how many left.
   */
  async closeWaitlist(manager: EntityManager, courseId: string): Promise<number> {
    const queued = await manager.find(WaitlistEntry, {
      where: [
        { course_id: courseId, status: 'waiting' },
        { course_id: courseId, status: 'offered' },
      ],
      lock: { mode: 'pessimistic_write' },
    });
    for (const entry of queued) await removeEntry(manager, entry, 'removed');
    const offers = queued.filter((entry) => entry.status === 'offered').length;
    if (offers) await this.seats.giveBack(manager, courseId, offers);
    if (queued.length) await this.outbox.record(manager, EVENTS.courseChanged, { courseId });
    return queued.length;
  }

  private async expireDueOffers(manager: EntityManager, course: LockedCourse, now: Date): Promise<number> {
    const due = await manager.find(WaitlistEntry, {
      where: { course_id: course.id, status: 'offered', offer_expires_at: LessThanOrEqual(now) },
      lock: { mode: 'pessimistic_write' },
    });
    for (const entry of due) {
      await removeEntry(manager, entry, 'offer_expired');
      await this.seats.giveBack(manager, course.id);
    }
    if (due.length) await closeGaps(manager, course.id);
    return due.length;
  }

  /**
   * Free seats go first to entries whose booking through their offer ended unpaid while the offer
   * is still running (the 24 hours were promised), then to waiting entries in position order.
   */
  private async offerFreeSeats(manager: EntityManager, course: LockedCourse, now: Date): Promise<number> {
    if (course.status !== 'active' || !course.upcoming) return 0;
    let free = await this.freeSeats(manager, course.id);
    let offered = 0;
    for (const entryId of free > 0 ? await this.lapsedClaims(manager, course.id, now, free) : []) {
      if (!(await this.seats.take(manager, course.id))) return offered;
      await this.restoreOffer(manager, course.id, entryId);
      offered += 1;
      free -= 1;
    }
    if (free <= 0) return offered;
    const waiting = await manager.find(WaitlistEntry, {
      where: { course_id: course.id, status: 'waiting' },
      order: { position: 'ASC' },
      take: free,
      lock: { mode: 'pessimistic_write' },
    });
    for (const entry of waiting) {
      if (!(await this.seats.take(manager, course.id))) break;
      await this.makeOffer(manager, course, entry, now);
      offered += 1;
    }
    return offered;
  }

  private async makeOffer(manager: EntityManager, course: LockedCourse, entry: WaitlistEntry, now: Date) {
    const link = createSecretToken();
    const unsubscribe = createSecretToken();
    // A course starting within 24 hours can only be booked until it starts.
    const expiresAt = new Date(Math.min(now.getTime() + OFFER_VALID_MS, new Date(course.starts_at).getTime()));
    await manager.update(
      WaitlistEntry,
      { id: entry.id },
      {
        status: 'offered',
        offer_token_hash: link.hash,
        offer_unsubscribe_token_hash: unsubscribe.hash,
        offer_expires_at: expiresAt,
      },
    );
    await requestOfferMail(this.outbox, manager, {
      entry,
      course,
      bookingUrl: waitlistOfferUrl(this.config.publicUrl, link.token),
      unsubscribeUrl: waitlistUnsubscribeUrl(this.config.publicUrl, unsubscribe.token),
      expiresAt,
    });
  }

  /** The entry gets its seat and its old link back, at the front of the queue. */
  private async restoreOffer(manager: EntityManager, courseId: string, entryId: string) {
    await manager.query(
      `UPDATE waitlist_entries SET position = position + 1 WHERE course_id = $1 AND position IS NOT NULL`,
      [courseId],
    );
    await manager.update(WaitlistEntry, { id: entryId }, { status: 'offered', position: 1 });
    this.logger.info(
      { courseId, entryId },
      'booking through a waitlist offer ended unpaid; seat held for the offer again',
    );
  }

  private async lapsedClaims(manager: EntityManager, courseId: string, now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT entry.id FROM waitlist_entries entry
        WHERE entry.course_id = $1 AND entry.status = 'booked' AND entry.offer_expires_at > $2
          AND NOT EXISTS (SELECT 1 FROM bookings booking WHERE booking.waitlist_entry_id = entry.id
                            AND (booking.booking_status IN ('pending', 'confirmed') OR booking.payment_status IN ('paid', 'refunded')))
        ORDER BY entry.offer_expires_at LIMIT $3 FOR UPDATE OF entry`,
      [courseId, now, limit],
    );
    return rows.map((row) => row.id);
  }

  private async freeSeats(manager: EntityManager, courseId: string): Promise<number> {
    const [row]: { available_spots: number }[] = await manager.query(
      `SELECT available_spots FROM courses WHERE id = $1`,
      [courseId],
    );
    return row?.available_spots ?? 0;
  }
}
