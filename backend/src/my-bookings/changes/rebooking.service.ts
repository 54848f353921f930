import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { accessWindowOpen, formatLongDate } from '@mpb/domain';
import type { PayerRebookingProps, RebookingProps } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { SelfServiceActor, selfServiceAudit } from '../../audit/self-service-actor';
import { Booking } from '../../bookings/booking.entity';
import { BookingWithPayer } from '../../bookings/orders.repository';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { EVENTS } from '../../core/queue/job-names';
import { recordOutboxEvent } from '../../core/queue/outbox.service';
import { InvoiceIssuingService } from '../../invoices/invoice-issuing.service';
import { SeatInventoryService } from '../../seats/seat-inventory.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { MyBookingsRepository } from '../my-bookings.repository';
import { payersBooking, payersConfirmedSeats } from '../owned-booking';
import { accessOf, contactUs } from './booking-change-rules';
import { BookingChangesRepository, ChangeCourse } from './booking-changes.repository';
import { REBOOK_REFUSALS, rebookClosedReason, rebookTargetRefusal } from './rebook-rules';

const ORDER_CANCELLED_MESSAGE =
  'Diese Bestellung kann nicht mehr umgebucht werden: Alle ihre Plätze sind bereits storniert.';
const SOLD_OUT_MESSAGE =
  'Dieser Termin ist leider ausgebucht. Bitte wählen Sie einen anderen Termin oder tragen Sie sich dort in die Warteliste ein.';

/**
 * 'Umbuchen' (DECISIONS 31): up to 14 days before the original start, to another active date of
 * the same gross price. One transaction takes the new seat (never oversold; seats held for the
 * waitlist are not free, DECISIONS 20), moves the booking, hands the old seat to the waitlist
 * first, audits and owes the mail, and cancels the invoice for the old date with a new one for the
 * new date (DECISIONS 32); or nothing changes.
 */
@Injectable()
export class RebookingService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: MyBookingsRepository,
    private readonly changes: BookingChangesRepository,
    private readonly seats: SeatInventoryService,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly audit: AuditLogService,
    private readonly invoicing: InvoiceIssuingService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async rebook(bookingId: string, actor: SelfServiceActor, courseId: string): Promise<string> {
    const target = await this.transactions.run(async (manager) => {
      const booking = await payersBooking(this.bookings, bookingId, actor.email, { manager, lock: true });
      return this.move(manager, [booking], actor, courseId);
    });
    return `Ihre Buchung ist umgebucht auf ${target.title} am ${formatLongDate(target.date)}. Die Bestätigung mit der neuen Kalenderdatei haben wir per E-Mail an die teilnehmende Person geschickt.`;
  }

  /**
   * 'Bestellung umbuchen' (DECISIONS 34): every confirmed seat of the buyer's order to the same new
   * date, all or none; refused with 409, not 404, when all of them are cancelled already, as cancelling is.
   */
  async rebookOrder(orderId: string, actor: SelfServiceActor, courseId: string): Promise<string> {
    const target = await this.transactions.run(async (manager) => {
      const ids = await payersConfirmedSeats(
        this.bookings,
        orderId,
        actor.email,
        {
          allCancelled: ApiError.conflict(ORDER_CANCELLED_MESSAGE),
          noneConfirmed: contactUs(REBOOK_REFUSALS.notConfirmed, this.config.site),
        },
        manager,
      );
      const bookings: BookingWithPayer[] = [];
      for (const id of ids) bookings.push(await payersBooking(this.bookings, id, actor.email, { manager, lock: true }));
      return this.move(manager, bookings, actor, courseId);
    });
    return `Ihre Bestellung ist umgebucht auf ${target.title} am ${formatLongDate(target.date)}. Jede teilnehmende Person erhält die Bestätigung mit der neuen Kalenderdatei per E-Mail.`;
  }

  /**
   * Moves the locked bookings (one, or an order's) to the course: refuses unless each may move and
   * the course has a seat for each, takes them at once, hands the old seats to the waitlist first,
   * audits, owes the mails and invoices the order anew.
   */
  private async move(
    manager: EntityManager,
    bookings: BookingWithPayer[],
    actor: SelfServiceActor,
    courseId: string,
  ): Promise<ChangeCourse> {
    const now = this.clock.now();
    const refuse = (reason: string) => contactUs(reason, this.config.site);
    // Lock order (core/database/transaction.ts): the bookings, then the course rows by id.
    const from = [...new Set(bookings.map((booking) => booking.course_id).filter((id): id is string => Boolean(id)))];
    await this.changes.lockCourses(manager, [...from, courseId]);
    const target = await this.changes.course(courseId, now, manager);
    const originals = new Map<string, ChangeCourse | null>();
    for (const id of from) originals.set(id, await this.changes.course(id, now, manager));
    for (const booking of bookings) {
      const original = booking.course_id ? (originals.get(booking.course_id) ?? null) : null;
      const booked = await this.changes.coursesBookedBy([courseId], booking.customer_email, booking.id, manager);
      const refusal = rebookClosedReason(booking, original, now) ?? rebookTargetRefusal(booking, target, booked);
      if (refusal || !target) throw refuse(refusal ?? REBOOK_REFUSALS.notBookable);
    }
    if (!target) throw refuse(REBOOK_REFUSALS.notBookable);
    if (!(await this.seats.take(manager, target.id, bookings.length)))
      throw new ApiError(HttpStatus.CONFLICT, SOLD_OUT_MESSAGE);

    for (const booking of bookings) {
      const original = booking.course_id ? (originals.get(booking.course_id) ?? null) : null;
      const calendarSequence = booking.calendar_sequence_offset + (original?.schedule_sequence ?? 0) + 1;
      const moved = {
        course_id: target.id,
        course_title: target.title,
        course_date: target.date,
        course_start_time: target.start_time,
        course_end_time: target.end_time,
        calendar_sequence_offset: calendarSequence - target.schedule_sequence,
      };
      await this.changes.updateBooking(manager, booking.id, moved);
      await this.audit.record(
        selfServiceAudit(actor, booking, AUDIT_ACTIONS.bookingRebook, courseView(booking), courseView(moved)),
        manager,
      );
      await this.owe(manager, booking, target, calendarSequence, now);
    }
    for (const [id, original] of originals) {
      const freed = bookings.filter((booking) => booking.course_id === id).length;
      if (original) await this.waitlistOffers.seatsFreed(manager, original.id, freed);
    }
    await recordOutboxEvent(manager, EVENTS.courseChanged, { courseId: target.id });
    await this.invoicing.reinvoiceRebooking(
      manager,
      bookings.map((booking) => booking.id),
    );
    return target;
  }

  /**
   * The rebooking mail to the participant, with the new date's calendar file (same UID, higher
   * SEQUENCE), and, when a substitute takes part, the payer's own mail about the move.
   */
  private async owe(
    manager: EntityManager,
    booking: BookingWithPayer,
    target: ChangeCourse,
    calendarSequence: number,
    now: Date,
  ): Promise<void> {
    const access = accessOf(target);
    const schedule = {
      bookingId: booking.id,
      courseTitle: target.title,
      courseDate: target.date,
      startTime: target.start_time,
      endTime: target.end_time,
      location: target.location,
      amountCents: booking.amount,
      previous: {
        courseDate: booking.course_date,
        startTime: booking.course_start_time.slice(0, 5),
        endTime: booking.course_end_time.slice(0, 5),
      },
    };
    const props: RebookingProps = {
      ...schedule,
      customerName: booking.customer_name,
      ...(booking.payer_name ? { rebookedBy: booking.payer_name } : {}),
      calendarSequence,
      // Its time has come: the mail carries the access data, or says it follows.
      ...(accessWindowOpen(target.starts_at, now) ? { access } : {}),
    };
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      to: booking.customer_email,
      bookingId: booking.id,
      message: { type: 'rebooking', props },
    });
    if (!booking.payer_email || !booking.payer_name) return;
    const toPayer: PayerRebookingProps = {
      ...schedule,
      payerName: booking.payer_name,
      participantName: booking.customer_name,
    };
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      to: booking.payer_email,
      bookingId: booking.id,
      message: { type: 'payer-rebooking', props: toPayer },
    });
  }
}

function courseView(booking: Pick<Booking, 'course_id' | 'course_title' | 'course_date' | 'course_start_time'>) {
  return {
    course_id: booking.course_id,
    course_title: booking.course_title,
    course_date: booking.course_date,
    course_start_time: booking.course_start_time,
  };
}
