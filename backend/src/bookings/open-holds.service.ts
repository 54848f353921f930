import { checkoutDiscardUrl } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutResumeProps } from '@mpb/emails';
import { createHmac } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { createSecretToken } from '../core/security/secret-token';
import { BookingsRepository } from './bookings.repository';
import { CheckoutOwnerProof, isCheckoutOwner } from './checkout-owner';
import { HoldExpiryService } from './hold-expiry.service';

const TOO_MANY_OPEN_HOLDS_MESSAGE =
  'Von Ihrem Anschluss aus sind bereits zu viele Buchungen offen, die noch nicht bezahlt sind. Bitte schließen Sie zuerst eine Zahlung ab oder warten Sie, bis eine Reservierung abläuft.';
export const CHECKOUT_IN_PROGRESS_MESSAGE =
  'Für diese E-Mail-Adresse wird gerade ein Bezahlvorgang für diesen Kurs geöffnet. Bitte versuchen Sie es in einem Moment erneut.';

/** The same answer whether or not the mail went out: it tells nothing about the other checkout. */
const CHECKOUT_OPEN_ELSEWHERE_MESSAGE =
  'Für diese E-Mail-Adresse ist bereits eine Buchung für diesen Termin offen. Wir haben Ihnen eine E-Mail geschickt, mit der Sie die Zahlung abschließen oder die Reservierung verwerfen und neu buchen können.';

const ALREADY_BOOKED_MESSAGE = 'Sie haben diesen Kurstermin mit dieser E-Mail-Adresse bereits gebucht und bezahlt.';

/** A hold about to run out is not handed out again: the customer would have no time to pay. */
const MIN_REMAINING_HOLD_MS = 2 * 60_000;
const SESSION_WAIT_MS = 5000;
const SESSION_POLL_MS = 100;
const RESUME_MAIL_INTERVAL_MINUTES = 10;

export interface OpenCheckout {
  url: string;
  orderId: string;
  bookingId: string;
  bookingIds: string[];
}

/**
 * Stops seat hoarding (DECISIONS 22): one open checkout per e-mail address and course (a unique
 * index on pending bookings guards it), and at most MAX_OPEN_HOLDS_PER_IP unpaid holds per client
 * IP address across all courses. The open checkout goes back only to its owner (the browser with
 * its resume cookie, or a session signed in with the address); anyone else gets a 409 and the
 * address a mail with the links to continue or to discard it.
 */
@Injectable()
export class OpenHoldsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly holds: HoldExpiryService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The payment session of this address's open checkout for the course, if the caller owns it;
   * null when there is none. A hold that has (nearly) run out is settled first, so the visitor gets
   * a fresh checkout. Anyone else is refused, and the owner mailed the link to continue.
   */
  async resume(courseId: string, customerEmail: string, proof: CheckoutOwnerProof): Promise<OpenCheckout | null> {
    const deadline = Date.now() + SESSION_WAIT_MS;
    for (;;) {
      const hold = await this.bookings.findOpenCheckout(courseId, customerEmail);
      if (!hold) return null;
      if (hold.hold_expires_at && hold.hold_expires_at.getTime() - this.clock.now().getTime() < MIN_REMAINING_HOLD_MS) {
        const outcome = await this.holds.settle(hold);
        if (outcome === 'released' || outcome === 'settled-elsewhere') return null;
        // Only the owner learns that the payment came through.
        const paidAndOwner = outcome === 'confirmed' && isCheckoutOwner(hold, customerEmail, proof);
        throw ApiError.conflict(paidAndOwner ? ALREADY_BOOKED_MESSAGE : CHECKOUT_IN_PROGRESS_MESSAGE);
      }
      if (hold.payment_session_url) {
        if (isCheckoutOwner(hold, customerEmail, proof))
          return {
            url: hold.payment_session_url,
            orderId: hold.order_id,
            bookingId: hold.id,
            bookingIds: hold.booking_ids,
          };
        await this.mailOwner(hold.id);
        throw ApiError.conflict(CHECKOUT_OPEN_ELSEWHERE_MESSAGE);
      }
      // The first request is still opening the payment session.
      if (Date.now() >= deadline) throw ApiError.conflict(CHECKOUT_IN_PROGRESS_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS));
    }
  }

  /** Refuses a checkout at once when the client already has the maximum open, before it queues for a seat. */
  async refuseClientAtLimit(clientKey: string): Promise<void> {
    if (
      (await this.bookings.countOpenHoldsOfClient(clientKey, this.clock.now())) >=
      this.config.checkout.maxOpenHoldsPerIp
    )
      throw ApiError.tooManyRequests(TOO_MANY_OPEN_HOLDS_MESSAGE);
  }

  /**
   * Refuses the new order `orderId` if the client already has the maximum open besides it. Runs
   * last in the checkout transaction, after the seat is taken: the client's lock it takes is held
   * only for this count and the commit, so one client's checkouts wait for each other's count, not
   * for each other's course.
   */
  async limitPerClient(manager: EntityManager, clientKey: string, orderId: string): Promise<void> {
    const others = await this.bookings.countOtherOpenHoldsOfClientInTurn(manager, clientKey, orderId, this.clock.now());
    if (others >= this.config.checkout.maxOpenHoldsPerIp) throw ApiError.tooManyRequests(TOO_MANY_OPEN_HOLDS_MESSAGE);
  }

  /** A keyed hash of the client IP address: enough to count its holds, useless to anyone else. */
  clientKey(ip: string): string {
    return createHmac('sha256', this.config.auth.sessionSecret).update(`client-ip:${ip}`).digest('hex').slice(0, 32);
  }

  /**
   * Queues the mail with the links to continue and to discard, unless one went out for this
   * checkout in the last 10 minutes. It names no one: whoever opened the checkout typed the name.
   */
  private async mailOwner(bookingId: string): Promise<void> {
    const discardToken = createSecretToken();
    await this.transactions.run(async (manager) => {
      const row = await this.bookings.markResumeMailed(
        manager,
        bookingId,
        RESUME_MAIL_INTERVAL_MINUTES,
        discardToken.hash,
        this.clock.now(),
      );
      if (!row) return;
      const props: CheckoutResumeProps = {
        courseTitle: row.course_title,
        courseDate: row.course_date,
        startTime: row.course_start_time,
        endTime: row.course_end_time,
        location: row.location ?? undefined,
        paymentUrl: row.payment_session_url,
        discardUrl: checkoutDiscardUrl(this.config.publicUrl, bookingId, discardToken.token),
        holdExpiresAt: row.hold_expires_at.toISOString(),
        amountCents: row.amount,
      };
      await this.outbox.record(manager, EVENTS.emailRequested, {
        idempotencyKey: `checkout-resume:${bookingId}:${Date.now()}`,
        to: row.customer_email,
        bookingId,
        message: { type: 'checkout-resume', props },
      });
    });
  }
}

/** The unique index that allows one pending booking per course and e-mail address. */
export function isOpenCheckoutConflict(error: unknown): boolean {
  const driverError =
    (error as { driverError?: { code?: string; constraint?: string } }).driverError ??
    (error as { code?: string; constraint?: string });
  return driverError.code === '23505' && driverError.constraint === 'bookings_one_open_checkout_idx';
}
