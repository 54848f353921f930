import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import type Stripe from 'stripe';
import { DataSource, EntityManager } from 'typeorm';
import { LOGGER } from '../core/logging/logging.module';
import { BookingConfirmationService, ConfirmationOutcome, paymentOf } from '../bookings/booking-confirmation.service';
import { BookingReleaseService } from '../bookings/booking-release.service';
import { Booking } from '../bookings/booking.entity';
import { HoldExpiryService } from '../bookings/hold-expiry.service';
import { isPaid, PaymentSession } from '../payment-gateway/payment-gateway';
import { toPaymentSession } from '../payment-gateway/stripe-webhook';

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
    private readonly dataSource: DataSource,
    private readonly confirmation: BookingConfirmationService,
    private readonly release: BookingReleaseService,
    private readonly holds: HoldExpiryService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A session the provider reports as paid (test checkout, verify-payment, expiry sweep). */
  async sessionPaid(session: PaymentSession): Promise<ConfirmationOutcome> {
    const bookingId = await this.bookingIdOf(this.dataSource.manager, session);
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

    const result = await this.dataSource.transaction(async (manager): Promise<WebhookResult> => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (!inserted.length) return 'duplicate';
      const bookingId = await this.bookingIdOf(manager, session);
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
            await this.holds.extendForAsyncPayment(manager, bookingId);
          }
          break;
        case 'checkout.session.async_payment_failed':
          await this.release.releaseInTransaction(manager, bookingId, 'payment_failed');
          break;
        case 'checkout.session.expired':
          await this.release.releaseInTransaction(manager, bookingId, 'hold_expired');
          break;
      }
      return 'processed';
    });
    await afterCommit?.();
    return result;
  }

  private async bookingIdOf(manager: EntityManager, session: PaymentSession): Promise<string | null> {
    if (session.bookingId) return UUID.test(session.bookingId) ? session.bookingId : null;
    const booking = await manager.findOne(Booking, { where: { payment_session_id: session.id }, select: { id: true } });
    return booking?.id ?? null;
  }
}
