import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { HoldExpiryService } from './hold-expiry.service';

const TOO_MANY_OPEN_HOLDS_MESSAGE =
  'Von Ihrem Anschluss aus sind bereits zu viele Buchungen offen, die noch nicht bezahlt sind. Bitte schließen Sie zuerst eine Zahlung ab oder warten Sie, bis eine Reservierung abläuft.';
export const CHECKOUT_IN_PROGRESS_MESSAGE =
  'Für diese E-Mail-Adresse wird gerade ein Bezahlvorgang für diesen Kurs geöffnet. Bitte versuchen Sie es in einem Moment erneut.';

const ALREADY_BOOKED_MESSAGE = 'Sie haben diesen Kurstermin mit dieser E-Mail-Adresse bereits gebucht und bezahlt.';

/** A hold about to run out is not handed out again: the customer would have no time to pay. */
const MIN_REMAINING_HOLD_MS = 2 * 60_000;
const SESSION_WAIT_MS = 5000;
const SESSION_POLL_MS = 100;

export interface OpenCheckout {
  url: string;
  bookingId: string;
}

interface OpenHold {
  id: string;
  payment_session_url: string | null;
  payment_session_id: string | null;
  payment_provider: 'stripe' | 'test';
  hold_expires_at: Date | null;
}

/**
 * Stops seat hoarding (DECISIONS 22): one open checkout per e-mail address and course (a unique
 * index on pending bookings guards it, a second request gets the first payment session back), and
 * at most MAX_OPEN_HOLDS_PER_IP unpaid holds per client IP address across all courses.
 */
@Injectable()
export class OpenHoldsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly holds: HoldExpiryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The payment session of this person's open checkout for the course, if there is one to return.
   * A hold that has (nearly) run out is settled first, so the visitor gets a fresh checkout.
   */
  async resume(courseId: string, customerEmail: string): Promise<OpenCheckout | null> {
    const deadline = Date.now() + SESSION_WAIT_MS;
    for (;;) {
      const hold = await this.find(courseId, customerEmail);
      if (!hold) return null;
      if (hold.hold_expires_at && hold.hold_expires_at.getTime() - Date.now() < MIN_REMAINING_HOLD_MS) {
        const outcome = await this.holds.settle(hold);
        if (outcome === 'released') return null;
        throw ApiError.conflict(outcome === 'confirmed' ? ALREADY_BOOKED_MESSAGE : CHECKOUT_IN_PROGRESS_MESSAGE);
      }
      if (hold.payment_session_url) return { url: hold.payment_session_url, bookingId: hold.id };
      // The first request is still opening the payment session.
      if (Date.now() >= deadline) throw ApiError.conflict(CHECKOUT_IN_PROGRESS_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, SESSION_POLL_MS));
    }
  }

  /**
   * Refuses a further hold from this client once it has the maximum open. Runs first in the
   * checkout transaction: the advisory lock makes concurrent checkouts of one client count in turn.
   */
  async limitPerClient(manager: EntityManager, clientKey: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`open-holds:${clientKey}`]);
    const [{ open }]: { open: number }[] = await manager.query(
      `SELECT count(*)::int AS open FROM bookings WHERE client_key = $1 AND booking_status = 'pending' AND hold_expires_at > now()`,
      [clientKey],
    );
    if (open >= this.config.checkout.maxOpenHoldsPerIp) throw ApiError.tooManyRequests(TOO_MANY_OPEN_HOLDS_MESSAGE);
  }

  /** A keyed hash of the client IP address: enough to count its holds, useless to anyone else. */
  clientKey(ip: string): string {
    return createHmac('sha256', this.config.auth.sessionSecret).update(`client-ip:${ip}`).digest('hex').slice(0, 32);
  }

  private async find(courseId: string, customerEmail: string): Promise<OpenHold | null> {
    const [hold]: OpenHold[] = await this.dataSource.query(
      `SELECT id, payment_session_url, payment_session_id, payment_provider, hold_expires_at FROM bookings
        WHERE course_id = $1 AND lower(customer_email) = lower($2) AND booking_status = 'pending'`,
      [courseId, customerEmail],
    );
    return hold ?? null;
  }
}

/** The unique index that allows one pending booking per course and e-mail address. */
export function isOpenCheckoutConflict(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? (error as { code?: string; constraint?: string });
  return driverError.code === '23505' && driverError.constraint === 'bookings_one_open_checkout_idx';
}
