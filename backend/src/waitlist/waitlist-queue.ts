import { courseOfferedSql, courseStartsAtSql, formatShortDate } from '@mpb/domain';
import { EntityManager } from 'typeorm';
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

/**
 * Locks the course row. Every change to a course's seats or waitlist (join, unsubscribe, offer,
 * claim, expiry, a freed seat) takes this lock before any waitlist row, so positions and held
 * seats change one at a time per course (lock order: core/database/transaction.ts). A deleted
 * course is not found.
 */
export async function lockCourse(manager: EntityManager, courseId: string, now: Date): Promise<LockedCourse | null> {
  const [course]: LockedCourse[] = await manager.query(
    `SELECT id, title, to_char(date, 'YYYY-MM-DD') AS date, start_time::text AS start_time, end_time::text AS end_time,
            gross_price, location, status, available_spots, ${courseStartsAtSql()} AS starts_at,
            ${courseOfferedSql('', '$2')} AS upcoming
       FROM courses WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`,
    [courseId, now],
  );
  return course ?? null;
}

export async function nextPosition(manager: EntityManager, courseId: string): Promise<number> {
  const [row]: { next: number }[] = await manager.query(
    `SELECT COALESCE(MAX(position), 0)::int + 1 AS next FROM waitlist_entries WHERE course_id = $1`,
    [courseId],
  );
  return row.next;
}

/** Numbers the queued entries 1..n again in their order, closing the gaps left by removals. */
export async function closeGaps(manager: EntityManager, courseId: string): Promise<void> {
  await manager.query(
    `UPDATE waitlist_entries entry SET position = queue.rank
       FROM (SELECT id, row_number() OVER (ORDER BY position) AS rank
               FROM waitlist_entries WHERE course_id = $1 AND position IS NOT NULL) queue
      WHERE entry.id = queue.id AND entry.position <> queue.rank`,
    [courseId],
  );
}

/** Removes an entry and remembers its links as used, so they answer with a clear message later. */
export async function removeEntry(
  manager: EntityManager,
  entry: WaitlistEntry,
  outcome: ClosedLinkOutcome,
): Promise<void> {
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

interface ClosedLinkRow {
  course_id: string;
  outcome: ClosedLinkOutcome;
}

export async function findClosedLink(manager: EntityManager, tokenHash: string): Promise<ClosedLinkRow | null> {
  const [row] = await manager.query<ClosedLinkRow[]>(
    `SELECT course_id, outcome FROM waitlist_closed_links WHERE token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

/** The entry an unsubscribe link belongs to: the one from the joined mail or the one from the offer mail. */
interface EntryLinkRow {
  id: string;
  course_id: string;
}

export async function findEntryIdByLink(manager: EntityManager, tokenHash: string): Promise<EntryLinkRow | null> {
  const [row] = await manager.query<EntryLinkRow[]>(
    `SELECT id, course_id FROM waitlist_entries WHERE unsubscribe_token_hash = $1 OR offer_unsubscribe_token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

export function lockEntry(manager: EntityManager, entryId: string): Promise<WaitlistEntry | null> {
  return manager.findOne(WaitlistEntry, { where: { id: entryId }, lock: { mode: 'pessimistic_write' } });
}

/** 'Medizinprodukteberater Basiszertifizierung am 15.12.2026' */
export function describeCourse(course: { title: string; date: string }): string {
  return `${course.title} am ${formatShortDate(course.date)}`;
}
