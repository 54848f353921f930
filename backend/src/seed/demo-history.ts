import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminBookingCancellationService } from '../bookings/admin/admin-booking-cancellation.service';
import { BookingReleaseService } from '../bookings/booking-release.service';
import { Booking } from '../bookings/booking.entity';
import { CheckoutService } from '../bookings/checkout.service';
import { checkoutRequestSchema } from '../bookings/dto/checkout-request.dto';
import { HoldExpiryService } from '../bookings/hold-expiry.service';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { DiscountsService } from '../discounts/discounts.service';
import { newsletterSignupSchema } from '../newsletter/dto/newsletter.dto';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { NewsletterTokens } from '../newsletter/newsletter-tokens';
import { NewsletterService } from '../newsletter/newsletter.service';
import { PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { TestCheckoutGateway } from '../test-checkout/test-checkout.gateway';
import { PaymentEventsService } from '../payments/payment-events.service';
import { joinWaitlistSchema } from '../waitlist/dto/join-waitlist.dto';
import { WaitlistService } from '../waitlist/waitlist.service';
import { seedInvoicePayments } from './demo-invoice-payments';
import { demoPerson } from './demo-people';

const DAY_MS = 24 * 3600_000;

/** How a demo checkout ends: paid, still paying by bank transfer, abandoned, given up, or paid and later cancelled by the admin. */
export type DemoOutcome = 'paid' | 'pending' | 'failed' | 'abandoned' | 'refunded' | 'partially_refunded';

export interface DemoBooking {
  course: string;
  outcome: DemoOutcome;
  /** When the checkout happened, in days before the seed ran. */
  daysAgo: number;
  discountCode?: string;
}

export interface DemoHistoryPlan {
  bookings: DemoBooking[];
  /** Course key -> how many people join its waitlist (after its bookings). */
  waitlists: Record<string, number>;
  newsletter: { confirmed: number; unconfirmed: number };
}

/**
 * Plays a believable history through the product's own services, so seats, waitlist positions and
 * discount uses are exactly what real customers would have left behind. The services stamp rows
 * with the current time; only timestamps are moved into the past afterwards.
 */
export async function seedDemoHistory(
  app: INestApplicationContext,
  courseIds: Record<string, string>,
  plan: DemoHistoryPlan,
  now: Date,
): Promise<void> {
  const dataSource = app.get(DataSource);
  const config = app.get<AppConfig>(APP_CONFIG);
  const checkout = app.get(CheckoutService, { strict: false });
  const payments = app.get(PaymentEventsService, { strict: false });
  const gateway = app.get<PaymentGateway>(PAYMENT_GATEWAY, { strict: false });
  const testCheckout = app.get(TestCheckoutGateway, { strict: false });
  const release = app.get(BookingReleaseService, { strict: false });
  const holds = app.get(HoldExpiryService, { strict: false });
  const cancellations = app.get(AdminBookingCancellationService, { strict: false });
  const discounts = app.get(DiscountsService, { strict: false });
  const admin = { email: config.auth.adminEmails[0] ?? config.site.email, ip: null };

  await seedInvoicePayments(app, courseIds, now);
  let personNumber = 0;
  const ordered = [...plan.bookings].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const planned of ordered) {
    const person = demoPerson(personNumber++);
    const courseId = courseIds[planned.course];
    const [course] = await dataSource.query<{ gross_price: number }[]>(
      `SELECT gross_price FROM courses WHERE id = $1`,
      [courseId],
    );
    let selectedPrice = course.gross_price;
    if (planned.discountCode) {
      const evaluation = await discounts.evaluate(planned.discountCode, person.email, selectedPrice);
      if (!evaluation.valid) throw new Error(`demo discount ${planned.discountCode}: ${evaluation.error}`);
      selectedPrice = evaluation.price.finalPrice;
    }
    const request = checkoutRequestSchema.parse({
      courseId,
      customerName: person.name,
      customerEmail: person.email,
      customerType: person.company ? 'business' : 'private',
      customerCompany: person.company,
      billingAddress: person.billingAddress,
      acceptedAGB: true,
      // Ticked as in the dialog; the server records it only for a private booking of a date within the withdrawal period.
      earlyStartRequested: true,
      selectedPrice,
      discountCode: planned.discountCode,
    });
    const { bookingId } = await checkout.createCheckout(request, {
      ip: `192.0.2.${personNumber % 250}`,
      proof: { resumeToken: () => undefined, sessionEmail: null },
    });
    const booking = await dataSource.manager.findOneByOrFail(Booking, { id: bookingId });
    const sessionId = booking.payment_session_id!;
    const createdAt = daytime(new Date(now.getTime() - planned.daysAgo * DAY_MS), personNumber, planned.daysAgo);

    if (planned.outcome === 'failed' || planned.outcome === 'abandoned') {
      await gateway.expireCheckoutSession(sessionId);
      await release.release(bookingId, planned.outcome === 'failed' ? 'hold_expired' : 'customer_cancelled');
    } else if (planned.outcome === 'pending') {
      // Bank transfer on its way: the provider reports the checkout complete but unpaid, so the seat stays held.
      await dataSource.query(`UPDATE test_checkout_sessions SET status = 'complete' WHERE id = $1`, [sessionId]);
      await holds.extendForAsyncPayment(dataSource.manager, bookingId);
    } else {
      await payments.sessionPaid(await testCheckout.pay(sessionId));
    }
    await backdateBooking(dataSource, bookingId, createdAt);

    if (planned.outcome === 'refunded' || planned.outcome === 'partially_refunded') {
      const paid = booking.amount;
      const refundCents = planned.outcome === 'refunded' ? paid : Math.round(paid / 2);
      await cancellations.cancelAndRefund(bookingId, { refundCents }, admin);
      const cancelledAt = new Date(createdAt.getTime() + Math.max(1, planned.daysAgo / 3) * DAY_MS);
      await dataSource.query(
        `UPDATE bookings SET refunded_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1`,
        [bookingId, cancelledAt],
      );
      await dataSource.query(`UPDATE audit_log SET at = $2 WHERE entity_id = $1`, [bookingId, cancelledAt]);
    }
  }

  for (const [courseKey, count] of Object.entries(plan.waitlists)) {
    for (let index = 0; index < count; index++) {
      const person = demoPerson(personNumber++);
      const join = joinWaitlistSchema.parse({
        courseId: courseIds[courseKey],
        customerEmail: person.email,
        customerName: person.name,
      });
      await app.get(WaitlistService, { strict: false }).join(join);
    }
    await dataSource.query(
      `UPDATE waitlist_entries SET created_at = $2::timestamptz - (interval '1 hour' * (10 - position)) WHERE course_id = $1`,
      [courseIds[courseKey], new Date(now.getTime() - DAY_MS)],
    );
  }

  await seedNewsletter(app, dataSource, config, plan.newsletter, () => demoPerson(personNumber++), now);
}

/** Customers book during the day: older checkouts move to a daytime minute (about 8 to 20 h in Berlin) of their day. */
function daytime(at: Date, n: number, daysAgo: number): Date {
  if (daysAgo < 2) return at;
  const moved = new Date(at);
  moved.setUTCHours(7 + ((n * 5) % 13), (n * 17) % 60, 0, 0);
  return moved;
}

/** The services stamp 'now'; the demo's checkouts happened days or weeks ago. */
async function backdateBooking(dataSource: DataSource, bookingId: string, createdAt: Date) {
  await dataSource.query(
    `UPDATE bookings SET created_at = $2::timestamptz, updated_at = $2::timestamptz + interval '4 minutes',
            confirmed_at = CASE WHEN confirmed_at IS NULL THEN NULL ELSE $2::timestamptz + interval '4 minutes' END
      WHERE id = $1`,
    [bookingId, createdAt],
  );
  await dataSource.query(`UPDATE discount_usages SET used_at = $2 WHERE booking_id = $1`, [bookingId, createdAt]);
}

async function seedNewsletter(
  app: INestApplicationContext,
  dataSource: DataSource,
  config: AppConfig,
  counts: { confirmed: number; unconfirmed: number },
  nextPerson: () => { name: string; email: string },
  now: Date,
) {
  const newsletter = app.get(NewsletterService, { strict: false });
  const tokens = new NewsletterTokens(config.auth.sessionSecret);
  for (let index = 0; index < counts.confirmed + counts.unconfirmed; index++) {
    const person = nextPerson();
    await newsletter.subscribe(
      newsletterSignupSchema.parse({ customerEmail: person.email, customerName: person.name, source: 'website' }),
    );
    const subscriber = await dataSource.manager.findOneByOrFail(NewsletterSubscriber, { email: person.email });
    // Unconfirmed sign-ups stay at their real time: the link in their confirmation mail is derived from it.
    if (index >= counts.confirmed) continue;
    // The link from the confirmation mail, as the subscriber would open it.
    await newsletter.confirm(tokens.confirmToken(subscriber.id, subscriber.subscribed_at));
    const subscribedAt = new Date(now.getTime() - (index * 5 + 1) * DAY_MS);
    await dataSource.query(
      `UPDATE newsletter_subscribers SET subscribed_at = $2::timestamptz, confirmed_at = $2::timestamptz + interval '20 minutes' WHERE id = $1`,
      [subscriber.id, subscribedAt],
    );
  }
}
