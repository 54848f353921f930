import { Injectable } from '@nestjs/common';
import { ANONYMISED_EMAIL, SECOND_REMINDER_AFTER_DAYS } from '@mpb/domain';
import { DataSource, EntityManager } from 'typeorm';
import { awaitsSeatPayment, isCancelled, isRestricted } from '../invoices/invoice-predicates';

/** An overdue invoice the scan found, before it is claimed. */
interface PaymentReminderCandidate {
  invoiceId: string;
  bookingId: string;
}

/** A claimed reminder: the order's row is locked and its reminder still due. */
interface ClaimedPaymentReminder {
  invoiceId: string;
  orderId: string;
  buyerEmail: string;
  second: boolean;
}

const FROM = `invoices i JOIN bookings b ON b.id = i.booking_id JOIN orders o ON o.id = b.order_id`;

/**
 * An invoice still owed by transfer: not cancelled by a cancellation invoice, not restricted by a
 * GDPR deletion, a seat it bills confirmed and unpaid, its buyer an address that can still be written to.
 */
const OWED = `i.kind = 'invoice'
  AND i.snapshot->'payment'->>'method' = 'transfer'
  AND NOT ${isCancelled('i')}
  AND NOT ${isRestricted('i')}
  AND b.deleted_at IS NULL AND ${awaitsSeatPayment('i')}
  AND lower(o.buyer_email) <> '${ANONYMISED_EMAIL}'`;

/**
 * Owed, due before `$1` (today in Berlin), and a reminder due at `$2` (now): the first, or the
 * second once the first is SECOND_REMINDER_AFTER_DAYS old; never a third.
 */
const REMINDER_DUE = `${OWED}
  AND (i.snapshot->'payment'->>'dueDate')::date < $1::date
  AND (o.first_reminder_sent_at IS NULL
    OR (o.second_reminder_sent_at IS NULL
      AND o.first_reminder_sent_at <= $2::timestamptz - make_interval(days => ${SECOND_REMINDER_AFTER_DAYS})))`;

/** Which overdue transfer invoices are due a payment reminder, and the reminders noted on their orders. */
@Injectable()
export class PaymentRemindersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Oldest due date first; unlocked, so each one is claimed before it is sent. */
  async findDue(today: string, now: Date): Promise<PaymentReminderCandidate[]> {
    const rows: { invoice_id: string; booking_id: string }[] = await this.dataSource.query(
      `SELECT i.id AS invoice_id, b.id AS booking_id FROM ${FROM}
        WHERE ${REMINDER_DUE}
        ORDER BY (i.snapshot->'payment'->>'dueDate')::date, i.issued_at, i.sequence`,
      [today, now],
    );
    return rows.map((row) => ({ invoiceId: row.invoice_id, bookingId: row.booking_id }));
  }

  /**
   * Locks the invoice's booking, then its order (the lock order in core/database/transaction.ts),
   * skipping rows another transaction holds, and reads the reminder again under the locks: null
   * when someone else is at it or it is no longer due.
   */
  async claim(
    manager: EntityManager,
    candidate: PaymentReminderCandidate,
    today: string,
    now: Date,
  ): Promise<ClaimedPaymentReminder | null> {
    const booking: unknown[] = await manager.query(`SELECT id FROM bookings WHERE id = $1 FOR UPDATE SKIP LOCKED`, [
      candidate.bookingId,
    ]);
    if (!booking.length) return null;
    const [row]: { order_id: string; buyer_email: string; second: boolean }[] = await manager.query(
      `SELECT o.id AS order_id, o.buyer_email, o.first_reminder_sent_at IS NOT NULL AS second FROM ${FROM}
        WHERE i.id = $3 AND ${REMINDER_DUE}
        FOR UPDATE OF o SKIP LOCKED`,
      [today, now, candidate.invoiceId],
    );
    return row
      ? { invoiceId: candidate.invoiceId, orderId: row.order_id, buyerEmail: row.buyer_email, second: row.second }
      : null;
  }

  /** Notes the reminder on the claimed order, in the transaction that owes its mail. */
  async markSent(manager: EntityManager, reminder: ClaimedPaymentReminder, now: Date): Promise<void> {
    const column = reminder.second ? 'second_reminder_sent_at' : 'first_reminder_sent_at';
    await manager.query(`UPDATE orders SET ${column} = $2, updated_at = now() WHERE id = $1`, [reminder.orderId, now]);
  }

  /** Whether the invoice is still owed when its reminder is sent (not paid, cancelled or erased since). */
  async stillOwed(invoiceId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM ${FROM} WHERE i.id = $1 AND ${OWED}`, [
      invoiceId,
    ]);
    return rows.length > 0;
  }
}
