import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { awaitsSeatPayment, cancelledCents, isCancelled, isRestricted } from './invoice-predicates';
import { awaitsPayment, hasBookingStatus } from '../core/database/booking-predicates';

/** An invoice as a payment for it is recorded, with its booking locked. */
export interface PayableInvoice {
  id: string;
  number: string;
  kind: 'invoice' | 'cancellation';
  /** What is owed on it: its gross less what cancellation invoices took back (participants cancelled). */
  due_cents: number;
  booking_id: string;
  cancelled: boolean;
  /** A seat it bills is confirmed and its fee still owed. */
  awaiting_payment: boolean;
  /** What the bank statements brought in for it so far (matched or assigned credits). */
  received_cents: number;
}

/** An invoice whose fee is still owed by transfer, as bank statements are matched against it. */
export interface OpenTransferInvoice {
  id: string;
  number: string;
  /** Its gross less what cancellation invoices took back. */
  due_cents: number;
  received_cents: number;
}

const RECEIVED = `(SELECT COALESCE(sum(t.amount_cents), 0)::int FROM bank_transactions t
                    WHERE t.invoice_id = i.id AND t.status IN ('matched', 'assigned'))`;
const SEAT_AWAITING = `(${hasBookingStatus('b', 'confirmed')} AND ${awaitsPayment('b')})`;
const DUE = `(i.gross_cents - ${cancelledCents('i')})`;

/** Payments received for invoices paid by transfer (DECISIONS 35): marked by hand or from a bank statement. */
@Injectable()
export class InvoicePaymentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The invoice with its booking row locked (lock order: bookings first); null when unknown or restricted. */
  async lockPayable(manager: EntityManager, invoiceId: string): Promise<PayableInvoice | null> {
    const [row] = await manager.query<PayableInvoice[]>(
      `SELECT i.id, i.number, i.kind, ${DUE} AS due_cents, i.booking_id, ${isCancelled('i')} AS cancelled,
              ${awaitsSeatPayment('i')} AS awaiting_payment, ${RECEIVED} AS received_cents
         FROM invoices i JOIN bookings b ON b.id = i.booking_id
        WHERE i.id = $1 AND NOT ${isRestricted('i')}
          FOR UPDATE OF b`,
      [invoiceId],
    );
    return row ?? null;
  }

  /** Every invoice still owed by transfer, oldest first. */
  openTransferInvoices(manager: EntityManager = this.dataSource.manager): Promise<OpenTransferInvoice[]> {
    return manager.query(
      `SELECT i.id, i.number, ${DUE} AS due_cents, ${RECEIVED} AS received_cents
         FROM invoices i
        WHERE i.kind = 'invoice' AND NOT ${isCancelled('i')} AND ${awaitsSeatPayment('i')}
          AND NOT ${isRestricted('i')}
        ORDER BY i.issued_at, i.sequence`,
    );
  }

  /**
   * The invoice is paid: every confirmed booking whose seat it bills and still awaiting its fee has
   * paid its own amount. Seats of the order billed by another invoice wait for that one.
   */
  async markSeatsPaid(manager: EntityManager, invoiceId: string): Promise<void> {
    await manager.query(
      `UPDATE bookings b SET payment_status = 'paid', paid_amount = b.amount, updated_at = now()
        WHERE b.id IN (SELECT booking_id FROM invoice_seats WHERE invoice_id = $1) AND ${SEAT_AWAITING}`,
      [invoiceId],
    );
  }
}
