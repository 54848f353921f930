import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway, PaymentSession } from '../payment-gateway/payment-gateway';
import { BookingConfirmationService, paymentOf } from './booking-confirmation.service';
import { BookingReleaseService } from './booking-release.service';
import { Booking } from './booking.entity';

const BATCH_SIZE = 200;
/** A completed checkout still waiting for an asynchronous payment (e.g. SEPA) keeps its seat this long. */
const ASYNC_PAYMENT_HOLD_MS = 5 * 24 * 3600_000;

interface HoldSweepResult {
  released: number;
  confirmed: number;
  extended: number;
}

/**
 * Releases seats of unpaid checkouts whose hold ran out (plus a grace period for the provider's
 * own expiry event). Before releasing it asks the provider, so a session paid at the last second
 * is confirmed instead and an open one is closed first.
 */
@Injectable()
export class HoldExpiryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly release: BookingReleaseService,
    private readonly confirmation: BookingConfirmationService,
    private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async releaseExpiredHolds(now = this.clock.now()): Promise<HoldSweepResult> {
    const cutoff = new Date(now.getTime() - this.config.checkout.releaseGraceSeconds * 1000);
    const due: Pick<Booking, 'id' | 'payment_session_id' | 'payment_provider'>[] = await this.dataSource.query(
      `SELECT id, payment_session_id, payment_provider FROM bookings
        WHERE holds_seat AND booking_status = 'pending' AND hold_expires_at < $1
        ORDER BY hold_expires_at LIMIT $2`,
      [cutoff, BATCH_SIZE],
    );
    const result: HoldSweepResult = { released: 0, confirmed: 0, extended: 0 };
    for (const booking of due) {
      try {
        result[await this.settle(booking)] += 1;
      } catch (error) {
        this.logger.error({ err: error, bookingId: booking.id }, 'could not release an expired hold; will retry');
      }
    }
    if (due.length) this.logger.info({ ...result }, 'expired holds processed');
    return result;
  }

  /** A checkout completed with a payment still on its way (e.g. SEPA debit) keeps its seat meanwhile. */
  async extendForAsyncPayment(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`UPDATE bookings SET hold_expires_at = $2, updated_at = now() WHERE id = $1 AND booking_status = 'pending'`, [
      bookingId,
      new Date(this.clock.now().getTime() + ASYNC_PAYMENT_HOLD_MS),
    ]);
  }

  /** Ends one unpaid hold: confirmed if the provider says it was paid after all, kept while a payment is on its way, else released. */
  async settle(booking: Pick<Booking, 'id' | 'payment_session_id' | 'payment_provider'>): Promise<keyof HoldSweepResult> {
    const session = await this.closeSession(booking);
    if (session && isPaid(session)) {
      await this.confirmation.confirm(booking.id, paymentOf(session));
      return 'confirmed';
    }
    if (session?.status === 'complete') {
      await this.extendForAsyncPayment(this.dataSource.manager, booking.id);
      return 'extended';
    }
    await this.release.release(booking.id, 'hold_expired');
    return 'released';
  }

  /** Closes the provider's session if still open; null when there is none or the provider is unreachable. */
  private async closeSession(booking: Pick<Booking, 'id' | 'payment_session_id' | 'payment_provider'>): Promise<PaymentSession | null> {
    if (!booking.payment_session_id || booking.payment_provider !== this.gateway.provider) return null;
    try {
      const session = await this.gateway.retrieveCheckoutSession(booking.payment_session_id);
      return session.status === 'open' ? await this.gateway.expireCheckoutSession(session.id) : session;
    } catch (error) {
      // Released anyway: a payment that still completes takes the late-payment path (seat or refund).
      this.logger.warn({ err: error, bookingId: booking.id }, 'payment provider unreachable while releasing a hold');
      return null;
    }
  }
}
