import { courseOfferedSql, courseStartsAtSql } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, LessThanOrEqual } from 'typeorm';
import { isHeld, usedOffer } from '../core/database/booking-predicates';
import { Course } from '../courses/course.entity';
import { WaitlistEntry } from './waitlist-entry.entity';

/** The course row a waitlist change works on, read under its row lock. */
export interface LockedCourse {
  id: string;
  title: string;
  /** 'yyyy-MM-dd' */
  date: string;
  start_time: string;
  end_time: string;
  gross_price: number;
  location: string;
  status: string;
  available_spots: number;
  /** Course start as an instant (date and start time in Europe/Berlin). */
  starts_at: Date;
  /** The course has not started yet at the time given to lockCourse. */
  upcoming: boolean;
}

export type ClosedLinkOutcome = 'unsubscribed' | 'offer_expired' | 'removed';

export interface ClosedLinkRow {
  course_id: string;
  outcome: ClosedLinkOutcome;
}

/** An entry's id and course, read without a lock to find which course row to lock first. */
interface EntryCourseRow {
  id: string;
  course_id: string;
}

/** What a new entry is stored with; it joins the queue waiting. */
export type NewWaitlistEntry = Pick<
  WaitlistEntry,
  | 'id'
  | 'course_id'
  | 'position'
  | 'customer_email'
  | 'customer_name'
  | 'customer_phone'
  | 'customer_company'
  | 'customer_comments'
  | 'status'
  | 'unsubscribe_token_hash'
>;

/** The waitlist entries of the courses, their closed links, and the course row they change under. */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Locks the course row. Every change to a course's seats or waitlist (join, unsubscribe, offer,
   * claim, expiry, a freed seat) takes this lock before any waitlist row, so positions and held
   * seats change one at a time per course (lock order: core/database/transaction.ts). A deleted
   * course is not found.
   */
  async lockCourse(manager: EntityManager, courseId: string, now: Date): Promise<LockedCourse | null> {
    const [course]: LockedCourse[] = await manager.query(
      `SELECT id, title, to_char(date, 'YYYY-MM-DD') AS date, start_time::text AS start_time, end_time::text AS end_time,
              gross_price, location, status, available_spots, ${courseStartsAtSql()} AS starts_at,
              ${courseOfferedSql('', '$2')} AS upcoming
         FROM courses WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`,
      [courseId, now],
    );
    return course ?? null;
  }

  /** The course's free seats as the caller's transaction sees them. */
  async availableSpots(manager: EntityManager, courseId: string): Promise<number> {
    const [row]: { available_spots: number }[] = await manager.query(
      `SELECT available_spots FROM courses WHERE id = $1`,
      [courseId],
    );
    return row?.available_spots ?? 0;
  }

  /** The course an offer shows (any status; the caller decides). */
  course(courseId: string): Promise<Course> {
    return this.dataSource.manager.findOneByOrFail(Course, { id: courseId });
  }

  lockEntry(manager: EntityManager, entryId: string): Promise<WaitlistEntry | null> {
    return manager.findOne(WaitlistEntry, { where: { id: entryId }, lock: { mode: 'pessimistic_write' } });
  }

  findEntryCourse(manager: EntityManager, entryId: string): Promise<EntryCourseRow | null> {
    return manager.findOne(WaitlistEntry, { where: { id: entryId }, select: { id: true, course_id: true } });
  }

  findByEmail(manager: EntityManager, courseId: string, email: string): Promise<WaitlistEntry | null> {
    return manager.findOneBy(WaitlistEntry, { course_id: courseId, customer_email: email });
  }

  /** The entry an unsubscribe link belongs to: the one from the joined mail or the one from the offer mail. */
  async findEntryByUnsubscribeLink(manager: EntityManager, tokenHash: string): Promise<EntryCourseRow | null> {
    const [row] = await manager.query<EntryCourseRow[]>(
      `SELECT id, course_id FROM waitlist_entries WHERE unsubscribe_token_hash = $1 OR offer_unsubscribe_token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** The entry an offer link belongs to, read from the pool (showing the offer). */
  findByOfferLink(tokenHash: string): Promise<WaitlistEntry | null> {
    return this.dataSource.manager.findOneBy(WaitlistEntry, { offer_token_hash: tokenHash });
  }

  findEntryCourseByOfferLink(manager: EntityManager, tokenHash: string): Promise<EntryCourseRow | null> {
    return manager.findOne(WaitlistEntry, {
      where: { offer_token_hash: tokenHash },
      select: { id: true, course_id: true },
    });
  }

  async findClosedLink(manager: EntityManager, tokenHash: string): Promise<ClosedLinkRow | null> {
    const [row] = await manager.query<ClosedLinkRow[]>(
      `SELECT course_id, outcome FROM waitlist_closed_links WHERE token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** Reads the closed links from the pool (showing an offer outside any transaction). */
  findClosedLinkNow(tokenHash: string): Promise<ClosedLinkRow | null> {
    return this.findClosedLink(this.dataSource.manager, tokenHash);
  }

  /**
   * Whether the booking made through this entry is still open or paid. Then the person needs no
   * waitlist; otherwise (it ended unpaid) the entry may make room for a fresh sign-up.
   */
  async hasLiveBooking(manager: EntityManager, entryId: string): Promise<boolean> {
    const [live] = await manager.query<unknown[]>(
      `SELECT 1 FROM bookings booking WHERE booking.waitlist_entry_id = $1 AND ${isHeld('booking')} LIMIT 1`,
      [entryId],
    );
    return live !== undefined;
  }

  async nextPosition(manager: EntityManager, courseId: string): Promise<number> {
    const [row]: { next: number }[] = await manager.query(
      `SELECT COALESCE(MAX(position), 0)::int + 1 AS next FROM waitlist_entries WHERE course_id = $1`,
      [courseId],
    );
    return row.next;
  }

  async insert(manager: EntityManager, entry: NewWaitlistEntry): Promise<void> {
    await manager.insert(WaitlistEntry, entry);
  }

  /** Numbers the queued entries 1..n again in their order, closing the gaps left by removals. */
  async closeGaps(manager: EntityManager, courseId: string): Promise<void> {
    await manager.query(
      `UPDATE waitlist_entries entry SET position = queue.rank
         FROM (SELECT id, row_number() OVER (ORDER BY position) AS rank
                 FROM waitlist_entries WHERE course_id = $1 AND position IS NOT NULL) queue
        WHERE entry.id = queue.id AND entry.position <> queue.rank`,
      [courseId],
    );
  }

  /** Removes an entry and remembers its links as used, so they answer with a clear message later. */
  async removeEntry(manager: EntityManager, entry: WaitlistEntry, outcome: ClosedLinkOutcome): Promise<void> {
    const hashes = [entry.unsubscribe_token_hash, entry.offer_token_hash, entry.offer_unsubscribe_token_hash].filter(
      (hash): hash is string => Boolean(hash),
    );
    await manager.delete(WaitlistEntry, { id: entry.id });
    await manager.query(
      `INSERT INTO waitlist_closed_links (token_hash, course_id, outcome)
       SELECT hash, $2, $3 FROM unnest($1::text[]) AS hash ON CONFLICT (token_hash) DO NOTHING`,
      [hashes, entry.course_id, outcome],
    );
  }

  /** Courses with overdue offers, or free seats while people wait (what the sweep settles). */
  dueCourses(now: Date, limit: number): Promise<{ course_id: string }[]> {
    return this.dataSource.query(
      `SELECT DISTINCT entry.course_id FROM waitlist_entries entry JOIN courses course ON course.id = entry.course_id
        WHERE (entry.status = 'offered' AND entry.offer_expires_at <= $1)
           OR (entry.status = 'waiting' AND course.available_spots > 0 AND course.status = 'active'
               AND ${courseOfferedSql('course', '$1')})
        LIMIT $2`,
      [now, limit],
    );
  }

  /** Locks the course's queued entries (waiting or holding an offer). */
  lockQueued(manager: EntityManager, courseId: string): Promise<WaitlistEntry[]> {
    return manager.find(WaitlistEntry, {
      where: [
        { course_id: courseId, status: 'waiting' },
        { course_id: courseId, status: 'offered' },
      ],
      lock: { mode: 'pessimistic_write' },
    });
  }

  lockDueOffers(manager: EntityManager, courseId: string, now: Date): Promise<WaitlistEntry[]> {
    return manager.find(WaitlistEntry, {
      where: { course_id: courseId, status: 'offered', offer_expires_at: LessThanOrEqual(now) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Locks the first `take` waiting entries, in position order. */
  lockFirstWaiting(manager: EntityManager, courseId: string, take: number): Promise<WaitlistEntry[]> {
    return manager.find(WaitlistEntry, {
      where: { course_id: courseId, status: 'waiting' },
      order: { position: 'ASC' },
      take,
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Booked entries whose booking through the offer ended unpaid while the offer still runs,
   * earliest expiry first, locked.
   */
  async lockLapsedClaims(manager: EntityManager, courseId: string, now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT entry.id FROM waitlist_entries entry
        WHERE entry.course_id = $1 AND entry.status = 'booked' AND entry.offer_expires_at > $2
          AND NOT EXISTS (SELECT 1 FROM bookings booking WHERE booking.waitlist_entry_id = entry.id
                            AND ${usedOffer('booking')})
        ORDER BY entry.offer_expires_at LIMIT $3 FOR UPDATE OF entry`,
      [courseId, now, limit],
    );
    return rows.map((row) => row.id);
  }

  async markOffered(
    manager: EntityManager,
    entryId: string,
    offer: Pick<WaitlistEntry, 'offer_token_hash' | 'offer_unsubscribe_token_hash' | 'offer_expires_at'>,
  ): Promise<void> {
    await manager.update(WaitlistEntry, { id: entryId }, { status: 'offered', ...offer });
  }

  /** The entry gets its offer back, at the front of the queue: everyone queued moves one back first. */
  async restoreOfferFirst(manager: EntityManager, courseId: string, entryId: string): Promise<void> {
    await manager.query(
      `UPDATE waitlist_entries SET position = position + 1 WHERE course_id = $1 AND position IS NOT NULL`,
      [courseId],
    );
    await manager.update(WaitlistEntry, { id: entryId }, { status: 'offered', position: 1 });
  }

  /** The offer was used for a booking: the entry leaves the queue and stays with the booking. */
  async markBooked(manager: EntityManager, entryId: string): Promise<void> {
    await manager.update(WaitlistEntry, { id: entryId }, { status: 'booked', position: null });
  }
}
