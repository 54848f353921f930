import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import type Stripe from 'stripe';
import { EntityManager } from 'typeorm';
import { TransactionRunner } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { BookingConfirmationService, ConfirmationOutcome, paymentOf } from '../bookings/booking-confirmation.service';
import { BookingReleaseService } from '../bookings/booking-release.service';
import { BookingsRepository } from '../bookings/bookings.repository';
import { HoldExpiryService } from '../bookings/hold-expiry.service';
import { isPaid, PaymentSession } from '../payment-gateway/payment-gateway';
import { toPaymentSession } from '../payment-gateway/stripe-webhook';
import { PaymentRepository } from './payment.repository';

const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/**
 * Turns what a payment provider reports into booking changes. The Stripe webhook and the test
 * checkout both end here, and both reach the same confirm and release code.
 */
@Injectable()
export class PaymentEventsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly payments: PaymentRepository,
    private readonly confirmation: BookingConfirmationService,
    private readonly release: BookingReleaseService,
    private readonly holds: HoldExpiryService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A session the provider reports as paid (test checkout, verify-payment, expiry sweep). */
  async sessionPaid(session: PaymentSession): Promise<ConfirmationOutcome> {
    const bookingId = await this.bookingIdOf(session);
    if (!bookingId) return 'unknown-booking';
    return this.confirmation.confirm(bookingId, paymentOf(session));
  }

  /**
   * Applies one verified Stripe event. Its id is stored in processed_webhook_events in the same
   * transaction as its effect, so concurrent or repeated deliveries take effect exactly once.
   */
  async applyStripeEvent(event: Stripe.Event): Promise<WebhookResult> {
    if (!(HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
    const session = toPaymentSession(event.data.object as Stripe.Checkout.Session);
    let afterCommit: (() => Promise<void>) | undefined;

    const result = await this.transactions.once(async (manager): Promise<WebhookResult> => {
      if (!(await this.payments.recordProcessedEvent(manager, event.id, event.type))) return 'duplicate';
      const bookingId = await this.bookingIdOf(session, manager);
      if (!bookingId) {
        this.logger.error({ eventId: event.id, sessionId: session.id }, 'Stripe event for an unknown booking');
        return 'processed';
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (isPaid(session)) {
            const outcome = await this.confirmation.confirmInTransaction(manager, bookingId, paymentOf(session));
            afterCommit = () => this.confirmation.afterCommit(bookingId, outcome);
          } else {
            for (const id of await this.paidTogether(session, bookingId, manager))
              await this.holds.extendForAsyncPayment(manager, id);
          }
          break;
        case 'checkout.session.async_payment_failed':
          for (const id of await this.paidTogether(session, bookingId, manager))
            await this.release.releaseInTransaction(manager, id, 'payment_failed');
          break;
        case 'checkout.session.expired':
          for (const id of await this.paidTogether(session, bookingId, manager))
            await this.release.releaseInTransaction(manager, id, 'hold_expired');
          break;
      }
      return 'processed';
    });
    await afterCommit?.();
    return result;
  }

  /** Every booking of the order the session was opened for, in id order (the lock order). */
  private async paidTogether(session: PaymentSession, bookingId: string, manager: EntityManager): Promise<string[]> {
    const ids = await this.bookings.idsInSession(session.id, manager);
    return ids.length ? ids : [bookingId];
  }

  private async bookingIdOf(session: PaymentSession, manager?: EntityManager): Promise<string | null> {
    if (session.bookingId) return UUID.test(session.bookingId) ? session.bookingId : null;
    return this.bookings.findIdBySessionId(session.id, manager);
  }
}
