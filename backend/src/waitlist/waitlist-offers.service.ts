import { waitlistOfferUrl, waitlistUnsubscribeUrl } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { SeatInventoryService } from '../seats/seat-inventory.service';
import { Clock } from '../core/clock/clock';
import { WaitlistEntry } from './waitlist-entry.entity';
import { createSecretToken } from '../core/security/secret-token';
import { requestOfferMail } from './waitlist-mails';
import { MetricsRegistry } from '../metrics/metrics-registry.service';
import { ClosedLinkOutcome, LockedCourse, WaitlistRepository } from './waitlist.repository';

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
    private readonly transactions: TransactionRunner,
    private readonly waitlist: WaitlistRepository,
    private readonly seats: SeatInventoryService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: MetricsRegistry,
  ) {}

  /** Expires the course's overdue offers and offers every free seat to whoever waits. Idempotent. */
  async settleCourse(courseId: string): Promise<SettleResult> {
    const result = await this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const course = await this.waitlist.lockCourse(manager, courseId, now);
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
    const due = await this.waitlist.dueCourses(this.clock.now(), SWEEP_BATCH);
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
    const course = await this.waitlist.lockCourse(manager, courseId, now);
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
    await this.waitlist.removeEntry(manager, entry, outcome);
    await this.waitlist.closeGaps(manager, entry.course_id);
    if (entry.status === 'offered') await this.seatsFreed(manager, entry.course_id);
  }

  /**
   * The course closes (cancelled or deleted; the caller holds its row lock): everyone still
   * queued leaves the waitlist, their links answer 'removed', and seats held for offers go back
   * to available_spots. Entries already booked stay with their booking. Returns how many left.
   */
  async closeWaitlist(manager: EntityManager, courseId: string): Promise<number> {
    const queued = await this.waitlist.lockQueued(manager, courseId);
    for (const entry of queued) await this.waitlist.removeEntry(manager, entry, 'removed');
    const offers = queued.filter((entry) => entry.status === 'offered').length;
    if (offers) await this.seats.giveBack(manager, courseId, offers);
    if (queued.length) await this.outbox.record(manager, EVENTS.courseChanged, { courseId });
    return queued.length;
  }

  private async expireDueOffers(manager: EntityManager, course: LockedCourse, now: Date): Promise<number> {
    const due = await this.waitlist.lockDueOffers(manager, course.id, now);
    for (const entry of due) {
      await this.waitlist.removeEntry(manager, entry, 'offer_expired');
      await this.seats.giveBack(manager, course.id);
    }
    if (due.length) await this.waitlist.closeGaps(manager, course.id);
    return due.length;
  }

  /**
   * Free seats go first to entries whose booking through their offer ended unpaid while the offer
   * is still running (the 24 hours were promised), then to waiting entries in position order.
   */
  private async offerFreeSeats(manager: EntityManager, course: LockedCourse, now: Date): Promise<number> {
    if (course.status !== 'active' || !course.upcoming) return 0;
    let free = await this.waitlist.availableSpots(manager, course.id);
    let offered = 0;
    for (const entryId of free > 0 ? await this.waitlist.lockLapsedClaims(manager, course.id, now, free) : []) {
      if (!(await this.seats.take(manager, course.id))) return offered;
      await this.restoreOffer(manager, course.id, entryId);
      offered += 1;
      free -= 1;
    }
    if (free <= 0) return offered;
    const waiting = await this.waitlist.lockFirstWaiting(manager, course.id, free);
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
    await this.waitlist.markOffered(manager, entry.id, {
      offer_token_hash: link.hash,
      offer_unsubscribe_token_hash: unsubscribe.hash,
      offer_expires_at: expiresAt,
    });
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
    await this.waitlist.restoreOfferFirst(manager, courseId, entryId);
    this.logger.info(
      { courseId, entryId },
      'booking through a waitlist offer ended unpaid; seat held for the offer again',
    );
  }
}
