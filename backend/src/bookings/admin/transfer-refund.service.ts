import { Injectable } from '@nestjs/common';
import { AdminActor } from '../../audit/admin-actor';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { Clock } from '../../core/clock/clock';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { requireActive } from '../active-booking';
import { BookingsRepository } from '../bookings.repository';
import { paidCents } from '../paid-booking-cancellation.service';
import { auditView, bookingAudit } from './admin-booking-events';

const NO_TRANSFER_REFUND_MESSAGE = 'Für diese Buchung ist keine Erstattung per Überweisung offen.';

/**
 * 'Erstattung überwiesen': the admin has transferred back the refund a cancelled booking paid by
 * transfer was owed (review 'refund_by_transfer'). Only now is the booking refunded, all or in
 * part, and its review done.
 */
@Injectable()
export class TransferRefundService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  async markTransferred(id: string, actor: AdminActor): Promise<void> {
    await this.transactions.run(async (manager) => {
      const locked = requireActive(await this.bookings.lockById(manager, id));
      if (locked.review_reason !== 'refund_by_transfer' || !locked.refunded_amount)
        throw ApiError.conflict(NO_TRANSFER_REFUND_MESSAGE);
      const paymentStatus = locked.refunded_amount >= paidCents(locked) ? 'refunded' : 'partially_refunded';
      await this.bookings.update(manager, id, {
        payment_status: paymentStatus,
        refunded_at: this.clock.now(),
        review_reason: null,
      });
      await this.audit.record(
        bookingAudit(actor, AUDIT_ACTIONS.bookingRefundTransferred, id, auditView(locked), {
          ...auditView(locked),
          payment_status: paymentStatus,
        }),
        manager,
      );
    });
  }
}
