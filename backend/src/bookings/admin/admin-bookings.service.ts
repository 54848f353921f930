import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { AdminActor } from '../../audit/admin-actor';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { Clock } from '../../core/clock/clock';
import type { ListPage } from '../../core/database/list-page';
import { TransactionRunner } from '../../core/database/transaction';
import type { AdminListRequest } from '../../core/http/admin-list';
import { ApiError } from '../../core/http/api-error';
import { LOGGER } from '../../core/logging/logging.module';
import { EVENTS } from '../../core/queue/job-names';
import { bookingMailKey, recordOutboxEvent } from '../../core/queue/outbox.service';
import { DiscountsService } from '../../discounts/discounts.service';
import { InvoiceIssuingService } from '../../invoices/invoice-issuing.service';
import { DeliveryState, MailDeliveryStatusService } from '../../mail/mail-delivery-status.service';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway } from '../../payment-gateway/payment-gateway';
import { requireActive } from '../active-booking';
import { BOOKING_NOT_FOUND_MESSAGE } from '../booking-cancellation.service';
import { BookingConfirmationService, paymentOf } from '../booking-confirmation.service';
import { BookingsRepository } from '../bookings.repository';
import { PendingBookingClosureService } from '../pending-booking-closure.service';
import { closePaymentSession } from '../payment-session';
import { refuseIfAnonymised } from './anonymised-booking';
import { auditView, bookingAudit } from './admin-booking-events';
import { AdminBookingsRepository } from './admin-bookings.repository';
import { AdminBookingFilter, AdminBookingRow, RESEND_EMAIL_TYPES } from './dto/admin-booking.dto';

const ONLY_PENDING_CONFIRM_MESSAGE = 'Bestätigung fehlgeschlagen: Nur ausstehende Buchungen können bestätigt werden.';
const HOLD_GONE_MESSAGE = 'Bestätigung fehlgeschlagen: Der reservierte Platz dieser Buchung ist nicht mehr gehalten.';
const ONLY_ENDED_DELETE_MESSAGE =
  'Entfernung fehlgeschlagen: Nur stornierte oder fehlgeschlagene Buchungen können entfernt werden.';
const NO_PENDING_MESSAGE = 'Keine ausstehenden Buchungen';

/** What 'Alle ausstehenden stornieren' answers (001 §5). */
export function bulkCancelMessage(cancelledCount: number): string {
  if (!cancelledCount) return NO_PENDING_MESSAGE;
  return `${cancelledCount} ausstehende ${cancelledCount === 1 ? 'Buchung' : 'Buchungen'} storniert`;
}

/** The staff dashboard's reads and its smaller booking actions (cancel with refund: AdminBookingCancellationService). */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookingRows: BookingsRepository,
    private readonly adminBookings: AdminBookingsRepository,
    private readonly audit: AuditLogService,
    private readonly discounts: DiscountsService,
    private readonly confirmation: BookingConfirmationService,
    private readonly pendingClosure: PendingBookingClosureService,
    private readonly mailStatus: MailDeliveryStatusService,
    private readonly invoicing: InvoiceIssuingService,
    private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  list(request: AdminListRequest<AdminBookingFilter>): Promise<ListPage<AdminBookingRow>> {
    return this.adminBookings.findPage(request, this.clock.now());
  }

  async row(id: string): Promise<AdminBookingRow> {
    const row = await this.adminBookings.findRow(id, this.clock.now());
    if (!row) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
    return row;
  }

  /**
   * 'Bestätigen' on a pending booking: confirmed without payment, with the manual-confirmation mail
   * and an invoice to pay by transfer.
   */
  async confirm(id: string, actor: AdminActor): Promise<{ booking: AdminBookingRow; emailDelivery: DeliveryState }> {
    const booking = requireActive(await this.bookingRows.findById(id));
    if (booking.booking_status !== 'pending') throw ApiError.conflict(ONLY_PENDING_CONFIRM_MESSAGE);
    refuseIfAnonymised(booking, 'confirm');
    // Close the checkout first, so the customer cannot pay for a booking confirmed meanwhile (and take a second seat).
    const session = await closePaymentSession(this.gateway, booking, this.logger);
    if (session && isPaid(session)) {
      await this.confirmation.confirm(id, paymentOf(session));
      const after = requireActive(await this.bookingRows.findById(id));
      await this.audit.record(
        bookingAudit(actor, AUDIT_ACTIONS.bookingConfirm, id, auditView(booking), {
          ...auditView(after),
          paid_meanwhile: true,
        }),
      );
      return { booking: await this.row(id), emailDelivery: 'queued' };
    }
    const eventId = await this.transactions.run(async (manager) => {
      const locked = requireActive(await this.bookingRows.lockById(manager, id));
      if (locked.booking_status !== 'pending') throw ApiError.conflict(ONLY_PENDING_CONFIRM_MESSAGE);
      if (!locked.holds_seat) throw ApiError.conflict(HOLD_GONE_MESSAGE);
      refuseIfAnonymised(locked, 'confirm');
      await this.bookingRows.update(manager, id, {
        booking_status: 'confirmed',
        confirmed_at: this.clock.now(),
        hold_expires_at: null,
      });
      await this.discounts.redeem(manager, id);
      const after = requireActive(await this.bookingRows.findByIdIn(manager, id));
      await this.audit.record(
        bookingAudit(actor, AUDIT_ACTIONS.bookingConfirm, id, auditView(locked), auditView(after)),
        manager,
      );
      const mailEventId = await recordOutboxEvent(manager, EVENTS.bookingManuallyConfirmed, {
        bookingId: id,
        courseId: locked.course_id,
      });
      await this.invoicing.invoiceConfirmedOrder(manager, id, 'transfer');
      return mailEventId;
    });
    const emailDelivery = await this.mailStatus.waitForDelivery(bookingMailKey(eventId));
    return { booking: await this.row(id), emailDelivery };
  }

  /** Soft delete: a failed or cancelled booking leaves every list but stays for accounting. */
  async softDelete(id: string, actor: AdminActor): Promise<void> {
    await this.transactions.run(async (manager) => {
      const booking = requireActive(await this.bookingRows.lockById(manager, id));
      if (booking.booking_status !== 'failed' && booking.booking_status !== 'cancelled')
        throw ApiError.conflict(ONLY_ENDED_DELETE_MESSAGE);
      const deletedAt = this.clock.now();
      await this.bookingRows.update(manager, id, { deleted_at: deletedAt });
      await this.audit.record(
        bookingAudit(
          actor,
          AUDIT_ACTIONS.bookingSoftDelete,
          id,
          auditView(booking),
          auditView({ ...booking, deleted_at: deletedAt }),
        ),
        manager,
      );
    });
  }

  /** (Re)sends one booking mail; also how a failed mail is recovered. */
  async resendEmail(
    id: string,
    type: (typeof RESEND_EMAIL_TYPES)[number],
    message: string | undefined,
    actor: AdminActor,
  ): Promise<DeliveryState> {
    const eventId = await this.transactions.run(async (manager) => {
      const booking = requireActive(await this.bookingRows.findByIdIn(manager, id));
      refuseIfAnonymised(booking, 'resend');
      await this.audit.record(
        bookingAudit(
          actor,
          AUDIT_ACTIONS.bookingEmailRequested,
          id,
          { email_status: booking.email_status },
          { type, message: message ?? null },
        ),
        manager,
      );
      return recordOutboxEvent(manager, EVENTS.bookingEmailRequested, {
        bookingId: id,
        kind: type,
        ...(message ? { customMessage: message } : {}),
      });
    });
    return this.mailStatus.waitForDelivery(bookingMailKey(eventId));
  }

  /**
   * 'Alle ausstehenden stornieren': every pending booking's checkout is closed and its seat
   * released, and its customer is mailed that it was cancelled.
   */
  async cancelAllPending(actor: AdminActor): Promise<number> {
    const pending = await this.bookingRows.findPendingIds();
    let cancelled = 0;
    for (const id of pending)
      if ((await this.pendingClosure.endPending(id, actor, { mailCustomer: true })) === 'cancelled') cancelled += 1;
    return cancelled;
  }
}
