import { DataSource, EntityManager } from 'typeorm';

/**
 * Every transaction that takes row locks takes them in this order, so two transactions never wait
 * for each other in a circle:
 *
 *   1. the client's advisory lock (open checkouts per IP address)
 *   2. bookings rows (SELECT ... FOR UPDATE; a newly inserted booking locks nothing others hold)
 *   3. the courses row, with FOR NO KEY UPDATE (`lockCourse`) or the seat UPDATE itself; never
 *      FOR UPDATE, which would also block the FOR KEY SHARE lock every insert referencing the
 *      course takes for its foreign key
 *   4. waitlist_entries rows of that course
 *   5. discount_codes and discount_usages rows
 *
 * A transaction that still loses a race (serialization failure or deadlock) is run again.
 */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

export async function runTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

function isRetryable(error: unknown): boolean {
  const code =
    (error as { code?: string; driverError?: { code?: string } }).driverError?.code ??
    (error as { code?: string }).code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}
