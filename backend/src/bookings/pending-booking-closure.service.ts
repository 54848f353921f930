import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { AdminActor } from '../audit/admin-actor';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { TransactionRunner } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { auditView, bookingAudit } from './admin/admin-booking-events';
import { BookingConfirmationService, paymentOf } from './booking-confirmation.service';
import { BookingReleaseService } from './booking-release.service';
import { BookingsRepository } from './bookings.repository';
import { closePaymentSession } from './payment-session';

/** An admin ends open checkouts: one booking, all pending ones, or those of a cancelled or deleted course. */
@Injectable()
export class PendingBookingClosureService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly audit: AuditLogService,
    private readonly release: BookingReleaseService,
    private readonly confirmation: BookingConfirmationService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Ends one pending booking: its checkout is closed first; one paid meanwhile is confirmed
   * ('confirmed'), otherwise the booking is cancelled and its seat released ('cancelled'), and with
   * `mailCustomer` the customer is owed the mail that says so.
   */
  async endPending(
    id: string,
    actor: AdminActor,
    { mailCustomer = false }: { mailCustomer?: boolean } = {},
  ): Promise<'cancelled' | 'confirmed' | 'unchanged'> {
    const booking = await this.bookings.findById(id);
    if (!booking || booking.booking_status !== 'pending') return 'unchanged';
    const session = await closePaymentSession(this.gateway, booking, this.logger);
    if (session && isPaid(session)) {
      await this.confirmation.confirm(id, paymentOf(session));
      return 'confirmed';
    }
    const released = await this.transactions.run(async (manager) => {
      const result = await this.release.releaseInTransaction(manager, id, 'customer_cancelled');
      if (!result) return null;
      await this.audit.record(
        bookingAudit(actor, AUDIT_ACTIONS.bookingBulkCancel, id, auditView(booking), auditView(result)),
        manager,
      );
      if (mailCustomer)
        await recordOutboxEvent(manager, EVENTS.bookingEmailRequested, { bookingId: id, kind: 'pending-cancellation' });
      return result;
    });
    return released ? 'cancelled' : 'unchanged';
  }
}
