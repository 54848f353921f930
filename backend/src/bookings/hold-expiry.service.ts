import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { mapConcurrently } from '../core/async/map-concurrently';
import { TransactionRunner } from '../core/database/transaction';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway, PaymentSession } from '../payment-gateway/payment-gateway';
import { BookingConfirmationService, ConfirmationOutcome, paymentOf } from './booking-confirmation.service';
import { BookingReleaseService } from './booking-release.service';
import { Booking } from './booking.entity';
import { BookingsRepository, DueHold } from './bookings.repository';

const BATCH_SIZE = 250;
/** Provider look-ups run this many at a time within a batch. */
const SESSION_CHECKS_AT_ONCE = 8;
/** Batches run side by side in this many transactions, sharing the due holds through SKIP LOCKED. */
const LANES = 2;
/** Bounds one run; whatever is left is taken by the next run. */
const MAX_BATCHES_PER_LANE = 100;
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
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly release: BookingReleaseService,
    private readonly confirmation: BookingConfirmationService,
    private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Releases every hold past its expiry plus grace, batch after batch until none is left. Each
   * batch claims its bookings with SKIP LOCKED, so several workers running at once share the work.
   */
  async releaseExpiredHolds(now = this.clock.now()): Promise<HoldSweepResult> {
    const cutoff = new Date(now.getTime() - this.config.checkout.releaseGraceSeconds * 1000);
    const result: HoldSweepResult = { released: 0, confirmed: 0, extended: 0 };
    const lane = async () => {
      for (let batch = 0; batch < MAX_BATCHES_PER_LANE; batch += 1) {
        let claimed: number;
        try {
          claimed = await this.settleBatch(cutoff, result);
        } catch (error) {
          // One booking that cannot be settled must not hold up all the others behind it.
          this.logger.error({ err: error }, 'could not release a batch of expired holds; settling them one by one');
          if (!(await this.settleOneByOne(cutoff, result))) return;
          continue;
        }
        if (claimed < BATCH_SIZE) return;
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    if (result.released || result.confirmed || result.extended)
      this.logger.info({ ...result }, 'expired holds processed');
    return result;
  }

  /** One short transaction over up to BATCH_SIZE expired holds; returns how many it claimed. */
  private async settleBatch(cutoff: Date, total: HoldSweepResult): Promise<number> {
    const outcome = await this.transactions.run(async (manager) => {
      const due = await this.bookings.claimDueHolds(manager, cutoff, BATCH_SIZE);
      const sessions = await mapConcurrently(due, SESSION_CHECKS_AT_ONCE, (booking) => this.closeSession(booking));
      const expired: DueHold[] = [];
      const paid: { id: string; session: PaymentSession }[] = [];
      let extended = 0;
      for (const [index, booking] of due.entries()) {
        const session = sessions[index];
        if (session && isPaid(session)) {
          paid.push({ id: booking.id, session });
        } else if (session?.status === 'complete') {
          await this.extendForAsyncPayment(manager, booking.id);
          extended += 1;
        } else {
          expired.push(booking);
        }
      }
      // Releasing locks course rows, confirming takes an invoice number: in the lock order of core/database/transaction.ts.
      await this.release.releaseExpiredHolds(manager, expired);
      const confirmed: { id: string; outcome: ConfirmationOutcome }[] = [];
      for (const { id, session } of paid) {
        confirmed.push({ id, outcome: await this.confirmation.confirmInTransaction(manager, id, paymentOf(session)) });
      }
      return { claimed: due.length, released: expired.length, confirmed, extended };
    });
    for (const { id, outcome: confirmation } of outcome.confirmed)
      await this.confirmation.afterCommit(id, confirmation);
    total.released += outcome.released;
    total.confirmed += outcome.confirmed.length;
    total.extended += outcome.extended;
    return outcome.claimed;
  }

  /** The slow path after a failed batch: each hold on its own, failures logged and left for the next run. */
  private async settleOneByOne(cutoff: Date, total: HoldSweepResult): Promise<number> {
    const due = await this.bookings.findDueHolds(cutoff, BATCH_SIZE);
    let settled = 0;
    for (const booking of due) {
      try {
        const outcome = await this.settle(booking);
        if (outcome !== 'settled-elsewhere') total[outcome] += 1;
        settled += 1;
      } catch (error) {
        this.logger.error({ err: error, bookingId: booking.id }, 'could not release an expired hold; will retry');
      }
    }
    return settled;
  }

  /** A checkout completed with a payment still on its way (e.g. SEPA debit) keeps its seat meanwhile. */
  async extendForAsyncPayment(manager: EntityManager, bookingId: string): Promise<void> {
    await this.bookings.extendPendingHold(
      manager,
      bookingId,
      new Date(this.clock.now().getTime() + ASYNC_PAYMENT_HOLD_MS),
    );
  }

  /** Ends one unpaid hold: confirmed if the provider says it was paid after all, kept while a payment is on its way, else released. */
  async settle(
    booking: Pick<Booking, 'id' | 'payment_session_id' | 'payment_provider'>,
  ): Promise<keyof HoldSweepResult | 'settled-elsewhere'> {
    const session = await this.closeSession(booking);
    if (session && isPaid(session)) {
      await this.confirmation.confirm(booking.id, paymentOf(session));
      return 'confirmed';
    }
    if (session?.status === 'complete') {
      await this.transactions.once((manager) => this.extendForAsyncPayment(manager, booking.id));
      return 'extended';
    }
    // Another sweep may have released or confirmed it meanwhile: then this one released nothing.
    return (await this.release.release(booking.id, 'hold_expired')) ? 'released' : 'settled-elsewhere';
  }

  /** Closes the provider's session if still open; null when there is none or the provider is unreachable. */
  private async closeSession(
    booking: Pick<Booking, 'id' | 'payment_session_id' | 'payment_provider'>,
  ): Promise<PaymentSession | null> {
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
