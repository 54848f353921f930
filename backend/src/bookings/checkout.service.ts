import {
  checkoutCancelUrl,
  checkoutSuccessUrl,
  CURRENT_TERMS_VERSION,
  earlyStartRequestNeeded,
  FIELD_MESSAGES,
  PAYMENT_METHOD_MESSAGES,
  payOnInvoiceOffered,
  seatsLeftMessage,
  todayInBerlin,
} from '@mpb/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { KeyedGate } from '../core/database/keyed-gate';
import { TransactionRunner } from '../core/database/transaction';
import { databaseUnavailability } from '../core/database/unavailable-error';
import { ApiError } from '../core/http/api-error';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { createSecretToken } from '../core/security/secret-token';
import { DiscountsService } from '../discounts/discounts.service';
import { InvoiceIssuingService } from '../invoices/invoice-issuing.service';
import { PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { SeatInventoryService } from '../seats/seat-inventory.service';
import { WaitlistOfferClaimsService } from '../waitlist/waitlist-offer-claims.service';
import { recordBookingEvent } from './booking-events';
import { BookingReleaseService } from './booking-release.service';
import { BookableCourseRepository } from './bookable-course.repository';
import { Booking } from './booking.entity';
import { BookingsRepository } from './bookings.repository';
import { invoiceSessionId } from './payment-session';
import { customerFieldsOf } from './personal-fields';
import { Order } from './order.entity';
import { OrderConfirmationMail } from './order-confirmation-mail';
import { OrdersRepository } from './orders.repository';
import { createCancelToken } from './cancel-token';
import { CheckoutOwnerProof } from './checkout-owner';
import { BookableCourse, CheckoutQuote, describeCourse, quoteCheckout, requireBookable } from './checkout-quote';
import { CheckoutRequest, participantsOf } from './dto/checkout-request.dto';
import {
  CHECKOUT_IN_PROGRESS_MESSAGE,
  isOpenCheckoutConflict,
  OpenCheckout,
  OpenHoldsService,
} from './open-holds.service';

const SOLD_OUT_MESSAGE =
  'Dieser Kurs ist leider ausgebucht. Versuchen Sie es mit der Warteliste oder wählen Sie einen anderen Termin.';
const WAITLIST_SEAT_FOR_ONE_MESSAGE =
  'Ein Platz von der Warteliste gilt nur für die Person, der er angeboten wurde. Weitere Teilnehmende buchen Sie bitte gesondert.';
const PAYMENT_UNAVAILABLE_MESSAGE =
  'Der Zahlungsdienst ist gerade nicht erreichbar. Es wurde nichts berechnet. Bitte versuchen Sie es in einigen Minuten erneut.';

const SESSION_EXPIRY_SLACK_MS = 10_000;
/** Checkouts of one course that may hold a database connection at once (they queue for its row anyway). */
const CONCURRENT_CHECKOUTS_PER_COURSE = 4;
const MAX_SESSION_MS = 24 * 3600_000 - 60_000;

/** A new checkout also carries the secret for the browser's resume cookie. */
type CheckoutResult = OpenCheckout & { resumeToken?: string };

/**
 * create-checkout-session: prices on the server, takes a seat per participant, all or none (or the
 * seat a waitlist offer holds for the caller), and reserves the discount uses in one transaction
 * with the order, its pending bookings and their outbox events, then opens one payment session for
 * the order outside the transaction. The first booking's id is the order's. A second checkout of
 * the same address and course gets the open one back only from its owner (OpenHoldsService).
 */
@Injectable()
export class CheckoutService {
  private readonly perCourse: KeyedGate;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly orders: OrdersRepository,
    private readonly courses: BookableCourseRepository,
    private readonly seats: SeatInventoryService,
    private readonly discounts: DiscountsService,
    private readonly waitlistClaims: WaitlistOfferClaimsService,
    private readonly openHolds: OpenHoldsService,
    private readonly release: BookingReleaseService,
    private readonly outbox: OutboxService,
    private readonly invoicing: InvoiceIssuingService,
    private readonly orderMail: OrderConfirmationMail,
    private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.perCourse = new KeyedGate(CONCURRENT_CHECKOUTS_PER_COURSE, config.database.poolWaitMs);
  }

  async createCheckout(
    request: CheckoutRequest,
    client: { ip: string; proof: CheckoutOwnerProof },
  ): Promise<CheckoutResult> {
    const open = await this.openHolds.resume(request.courseId, request.customerEmail, client.proof);
    if (open) return open;
    const participants = participantsOf(request);
    const seats = participants.length;
    // A waitlist seat is the addressee's own.
    if (request.waitlistOfferToken && (seats > 1 || participants[0].email !== request.customerEmail))
      throw ApiError.badRequest(WAITLIST_SEAT_FOR_ONE_MESSAGE, { participants: WAITLIST_SEAT_FOR_ONE_MESSAGE });
    const course = requireBookable(await this.courses.findForCheckout(request.courseId));
    // Too few seats already: answer without queueing for the course row's lock.
    if (!request.waitlistOfferToken) refuseUnlessSeatsLeft(course.available_spots, seats);
    const earlyStartRequestedAt = this.earlyStartRequest(course, request);
    const onInvoice = request.paymentMethod === 'invoice' && this.refuseUnlessInvoiceAllowed(course, request);
    const quote = await quoteCheckout(this.discounts, course, request, seats);
    const orderId = randomUUID();
    const bookingIds = [orderId, ...participants.slice(1).map(() => randomUUID())];
    const [bookingId] = bookingIds;
    const cancelToken = createCancelToken();
    const resumeToken = createSecretToken();
    const free = quote.amount === 0;
    // Nothing to pay, or paid later by transfer: binding at once, and the success page needs no payment page.
    const settledSessionId = free ? freeSessionId(orderId) : onInvoice ? invoiceSessionId(orderId) : null;
    const holdExpiresAt = new Date(this.clock.now().getTime() + this.config.checkout.holdMinutes * 60_000);

    const clientKey = this.openHolds.clientKey(client.ip);
    await this.openHolds.refuseClientAtLimit(clientKey);

    try {
      // Locks in the order of core/database/transaction.ts: (new) booking, course, waitlist entry, discount, client.
      await this.perCourse.run(course.id, async () => {
        // The seats may have gone while this checkout waited for its turn: refuse without a transaction.
        if (!request.waitlistOfferToken) refuseUnlessSeatsLeft(await this.seats.freeSeats(course.id), seats);
        await this.transactions.run(async (manager) => {
          await this.orders.insert(manager, this.newOrder(orderId, request, onInvoice));
          for (const [index, participant] of participants.entries()) {
            await this.bookings.insert(
              manager,
              this.newBooking({
                orderId,
                bookingId: bookingIds[index],
                participant,
                first: index === 0,
                course,
                quote,
                request,
                cancelTokenHash: cancelToken.hash,
                resumeTokenHash: resumeToken.hash,
                holdExpiresAt,
                sessionId: settledSessionId,
                clientKey,
                earlyStartRequestedAt,
              }),
            );
            await recordBookingEvent(this.outbox, manager, EVENTS.bookingCreated, {
              bookingId: bookingIds[index],
              courseId: course.id,
            });
          }
          if (request.waitlistOfferToken) {
            const offer = await this.waitlistClaims.claim(manager, {
              token: request.waitlistOfferToken,
              courseId: course.id,
              customerEmail: request.customerEmail,
            });
            await this.bookings.update(manager, bookingId, { waitlist_entry_id: offer.waitlistEntryId });
          } else if (!(await this.seats.take(manager, course.id, seats))) {
            // Refused whatever the count reads now: the course may have closed, or seats come back since.
            throw tooFewSeats(Math.min(await this.seats.freeSeats(course.id, manager), seats - 1));
          }
          const { discount } = quote;
          if (discount)
            for (const [index, participant] of participants.entries())
              await this.discounts.reserve(manager, {
                codeId: discount.codeId,
                email: participant.email,
                bookingId: bookingIds[index],
              });
          if (settledSessionId) await this.confirmAtOnce(manager, bookingIds, course.id, onInvoice);
          // Last, once the seats are taken: the client's checkouts queue for each other's count, never for another course.
          await this.openHolds.limitPerClient(manager, clientKey, orderId);
        });
      });
    } catch (error) {
      // A checkout of this address for this course committed first (e.g. a double click).
      if (!isOpenCheckoutConflict(error)) throw error;
      const open = await this.openHolds.resume(course.id, request.customerEmail, client.proof);
      if (open) return open;
      throw ApiError.conflict(CHECKOUT_IN_PROGRESS_MESSAGE);
    }

    const successUrl = checkoutSuccessUrl(this.config.publicUrl, bookingId);
    if (settledSessionId)
      return { url: successUrl.replace('{CHECKOUT_SESSION_ID}', settledSessionId), orderId, bookingId, bookingIds };

    const url = await this.openPaymentSession({
      bookingIds,
      course,
      quote,
      request,
      successUrl,
      cancelToken: cancelToken.token,
    });
    return { url, orderId, bookingId, bookingIds, resumeToken: resumeToken.token };
  }

  private async openPaymentSession(input: {
    bookingIds: string[];
    course: BookableCourse;
    quote: CheckoutQuote;
    request: CheckoutRequest;
    successUrl: string;
    cancelToken: string;
  }): Promise<string> {
    const { bookingIds, course } = input;
    const [bookingId] = bookingIds;
    const description = describeCourse(course);
    // Stripe accepts 30 minutes to 24 hours from its own clock: a few seconds of slack, whole seconds.
    const holdMs = Math.min(this.config.checkout.holdMinutes * 60_000 + SESSION_EXPIRY_SLACK_MS, MAX_SESSION_MS);
    const expiresAt = new Date(Math.ceil((this.clock.now().getTime() + holdMs) / 1000) * 1000);
    try {
      const session = await this.gateway.createCheckoutSession({
        bookingId,
        courseId: course.id,
        unitAmount: input.quote.amount,
        quantity: bookingIds.length,
        currency: course.currency,
        customerEmail: input.request.customerEmail,
        customerType: input.request.customerType,
        productName: description.name,
        productDescription: description.details,
        expiresAt,
        successUrl: input.successUrl,
        cancelUrl: checkoutCancelUrl(this.config.publicUrl, bookingId, input.cancelToken),
        idempotencyKey: `checkout-${bookingId}`,
      });
      if (!session.url) throw new Error(`payment session ${session.id} has no url`);
      await this.bookings.updateAllNow(bookingIds, {
        payment_session_id: session.id,
        payment_session_url: session.url,
        hold_expires_at: expiresAt,
      });
      return session.url;
    } catch (error) {
      // The database, not the payment service, could not record the session: refused as busy, a
      // warning like every refusal during an outage.
      const databaseDown = databaseUnavailability(error);
      this.logger[databaseDown ? 'warn' : 'error'](
        { err: error, bookingId },
        'could not open the payment session; releasing the seats',
      );
      for (const id of bookingIds) await this.release.release(id, 'payment_session_failed');
      if (databaseDown) throw error;
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, PAYMENT_UNAVAILABLE_MESSAGE);
    }
  }

  /** The buyer and how they pay; the booking holds the participant. */
  private newOrder(orderId: string, request: CheckoutRequest, onInvoice: boolean): Partial<Order> {
    const business = request.customerType === 'business';
    return {
      id: orderId,
      buyer_name: request.customerName,
      buyer_email: request.customerEmail,
      buyer_phone: request.customerPhone ?? null,
      buyer_company: business ? (request.customerCompany ?? null) : null,
      customer_type: request.customerType,
      billing_street: request.billingAddress.street,
      billing_postal_code: request.billingAddress.postalCode,
      billing_city: request.billingAddress.city,
      billing_country: request.billingAddress.country,
      billing_vat_id: business ? (request.vatId ?? null) : null,
      purchase_order_number: business ? (request.purchaseOrderNumber ?? null) : null,
      leitweg_id: business ? (request.leitwegId ?? null) : null,
      payment_method: onInvoice ? 'invoice' : 'card',
    };
  }

  private newBooking(input: {
    orderId: string;
    bookingId: string;
    participant: { name: string; email: string };
    first: boolean;
    course: BookableCourse;
    quote: CheckoutQuote;
    request: CheckoutRequest;
    cancelTokenHash: string;
    resumeTokenHash: string;
    holdExpiresAt: Date;
    /** Set when no payment page opens: a free booking or one on invoice. */
    sessionId: string | null;
    clientKey: string;
    earlyStartRequestedAt: Date | null;
  }): Partial<Booking> {
    const { course, quote, request } = input;
    return {
      id: input.bookingId,
      course_id: course.id,
      course_title: course.title,
      course_date: course.date,
      course_start_time: course.start_time,
      course_end_time: course.end_time,
      ...customerFieldsOf(request, input.participant, input.first),
      customer_type: request.customerType,
      order_id: input.orderId,
      amount: quote.amount,
      original_amount: quote.originalAmount,
      discount_amount: quote.discountAmount,
      discount_code_id: quote.discount?.codeId ?? null,
      currency: course.currency,
      booking_status: 'pending',
      payment_status: 'pending',
      holds_seat: true,
      hold_expires_at: input.sessionId ? null : input.holdExpiresAt,
      payment_provider: this.gateway.provider,
      payment_session_id: input.sessionId,
      cancel_token_hash: input.cancelTokenHash,
      resume_token_hash: input.resumeTokenHash,
      client_key: input.clientKey,
      early_start_requested_at: input.earlyStartRequestedAt,
      terms_version: CURRENT_TERMS_VERSION,
    };
  }

  /**
   * § 356 Abs. 4 BGB: a private customer booking a date that starts within the withdrawal period
   * must expressly request the early start; the request is recorded with the booking.
   */
  private earlyStartRequest(course: BookableCourse, request: CheckoutRequest): Date | null {
    const now = this.clock.now();
    if (request.customerType !== 'private' || !earlyStartRequestNeeded(course, now)) return null;
    if (!request.earlyStartRequested)
      throw ApiError.badRequest(FIELD_MESSAGES.earlyStartRequired, {
        earlyStartRequested: FIELD_MESSAGES.earlyStartRequired,
      });
    return now;
  }

  /**
   * Paying on invoice (DECISIONS 35): offered when the operator enables it, to business customers,
   * for dates at least PAY_ON_INVOICE_LEAD_DAYS ahead. Returns true or refuses.
   */
  private refuseUnlessInvoiceAllowed(course: BookableCourse, request: CheckoutRequest): true {
    const refuse = (message: string) => ApiError.badRequest(message, { paymentMethod: message });
    if (!this.config.checkout.payOnInvoice) throw refuse(PAYMENT_METHOD_MESSAGES.unavailable);
    if (request.customerType !== 'business') throw refuse(PAYMENT_METHOD_MESSAGES.businessOnly);
    if (!payOnInvoiceOffered(todayInBerlin(this.clock.now()), course.date))
      throw refuse(PAYMENT_METHOD_MESSAGES.tooSoon);
    return true;
  }

  /**
   * Nothing to pay now: a 100 % code, or an order on invoice, which is binding like a seminar
   * registration and gets its one invoice with the due date in the same transaction.
   */
  private async confirmAtOnce(manager: EntityManager, bookingIds: string[], courseId: string, onInvoice: boolean) {
    for (const bookingId of bookingIds) {
      await this.bookings.update(manager, bookingId, {
        booking_status: 'confirmed',
        payment_status: onInvoice ? 'pending' : 'paid',
        confirmed_at: this.clock.now(),
      });
      await this.discounts.redeem(manager, bookingId);
      await recordBookingEvent(this.outbox, manager, EVENTS.bookingConfirmed, {
        bookingId,
        courseId,
        reason: onInvoice ? 'pay_on_invoice' : 'free_booking',
      });
    }
    await this.orderMail.owe(manager, bookingIds[0]);
    if (onInvoice) await this.invoicing.invoiceConfirmedOrder(manager, bookingIds[0], 'transfer');
  }
}

/** Refuses an order of more seats than are left. */
function refuseUnlessSeatsLeft(free: number, seats: number): void {
  if (free < seats) throw tooFewSeats(free);
}

/** 409: sold out, or how many seats remain. */
function tooFewSeats(free: number): ApiError {
  return new ApiError(HttpStatus.CONFLICT, free <= 0 ? SOLD_OUT_MESSAGE : seatsLeftMessage(free));
}

function freeSessionId(bookingId: string): string {
  return `free_${bookingId}`;
}
