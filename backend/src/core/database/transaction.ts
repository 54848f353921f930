import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Every transaction that takes row locks takes them in this order, so two transactions never wait
 * for each other in a circle:
 *
 *   1. bookings rows (SELECT ... FOR UPDATE; a newly inserted booking locks nothing others hold),
 *      then the orders rows they belong to
 *   2. the courses row, with FOR NO KEY UPDATE (`lockCourse`) or the seat UPDATE itself; never
 *      FOR UPDATE, which would also block the FOR KEY SHARE lock every insert referencing the
 *      course takes for its foreign key
 *   3. waitlist_entries rows of that course
 *   4. discount_codes and discount_usages rows
 *   5. last, the client's advisory lock (open checkouts per IP address): its holder only counts
 *      and commits, so checkouts of one client never wait for each other's course
 *   6. last in a transaction that issues an invoice, the invoice_counters rows (cancellation
 *      series before invoice series): every invoice of the year waits for them until commit
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

/** How services open transactions: they call repositories and this, never the DataSource (DECISIONS 36). */
@Injectable()
export class TransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  /** A transaction, run again from the start when it loses a race (the lock order above). */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return runTransaction(this.dataSource, work);
  }

  /** No transaction: the pool's manager, for work of a single statement, which is atomic on its own. */
  single<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work(this.dataSource.manager);
  }

  /** One attempt only, for work that must not repeat. */
  once<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
