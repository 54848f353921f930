import { Inject, Injectable } from '@nestjs/common';
import { accessWindowOpen, substituteOpen } from '@mpb/domain';
import type { SubstituteConfirmationProps, SubstituteRegisteredProps, SubstituteReplacedProps } from '@mpb/emails';
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
import { MyBookingsRepository } from '../my-bookings.repository';
import { payersBooking } from '../owned-booking';
import { accessOf, contactUs, courseStartOf } from './booking-change-rules';
import { BookingChangesRepository, ChangeCourse } from './booking-changes.repository';
import { SubstituteRequest } from './dto/booking-changes.dto';

const REFUSALS = {
  notConfirmed: 'Eine Ersatzperson können Sie nur für eine bestätigte Buchung benennen.',
  started: 'Der Kurs hat bereits begonnen; eine Ersatzperson kann nicht mehr benannt werden.',
};
const ALREADY_PARTICIPANT_MESSAGE = 'Diese Person ist bereits als Teilnehmer/in dieser Buchung angemeldet.';
const SUBSTITUTE_BOOKED_MESSAGE =
  'Für diese E-Mail-Adresse besteht bereits eine Buchung für diesen Termin. Bitte benennen Sie eine andere Person.';

/**
 * 'Ersatzperson benennen' (DECISIONS 31, 34, AGB): free of charge until the start, by whoever paid.
 * The seat moves to the substitute (customer_*, so access data, reminder and certificate go to
 * them); the person who booked stays on the receipt as payer_*, with their company, and keeps
 * managing the booking. Both are mailed, and so is a replaced participant other than the payer:
 * their seat, access data and calendar entry end.
 */
@Injectable()
export class SubstitutionService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: MyBookingsRepository,
    private readonly changes: BookingChangesRepository,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async substitute(bookingId: string, actor: SelfServiceActor, substitute: SubstituteRequest): Promise<string> {
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      const booking = await payersBooking(this.bookings, bookingId, actor.email, { manager, lock: true });
      if (booking.booking_status !== 'confirmed') throw contactUs(REFUSALS.notConfirmed, this.config.site);
      const course = booking.course_id ? await this.changes.course(booking.course_id, now, manager) : null;
      if (!substituteOpen(courseStartOf(booking, course), now)) throw contactUs(REFUSALS.started, this.config.site);
      if (substitute.email === booking.customer_email.toLowerCase())
        throw ApiError.conflict(ALREADY_PARTICIPANT_MESSAGE);
      if (
        booking.course_id &&
        (await this.changes.holdsBookingOf(manager, booking.course_id, substitute.email, booking.id))
      )
        throw ApiError.conflict(SUBSTITUTE_BOOKED_MESSAGE);

      // The payer is who booked first; a later substitution keeps them. Naming the payer again makes them the participant.
      const payer = {
        name: booking.payer_name ?? booking.customer_name,
        email: booking.payer_email ?? booking.customer_email,
        company: booking.payer_email ? booking.payer_company : booking.customer_company,
      };
      const payerTakesPart = payer.email.toLowerCase() === substitute.email;
      const replaced = sameAddress(booking.customer_email, payer.email)
        ? null
        : { name: booking.customer_name, email: booking.customer_email };
      const changed = {
        customer_name: substitute.name,
        customer_email: substitute.email,
        customer_phone: substitute.phone ?? null,
        // The payer's company is theirs (the receipt's) and never replaced by the form's.
        customer_company: payerTakesPart ? payer.company : (substitute.company ?? null),
        // A new revision of the booking's calendar event: the replaced participant's cancellation and the
        // substitute's entry both outrank every file sent before, also when a person is named again later.
        calendar_sequence_offset: booking.calendar_sequence_offset + 1,
      };
      await this.changes.updateBooking(manager, booking.id, changed);
      // The order's buyer stays who paid; they are the payer as long as someone else takes part.
      const after = {
        ...booking,
        ...changed,
        payer_name: payerTakesPart ? null : payer.name,
        payer_email: payerTakesPart ? null : payer.email,
        payer_company: payerTakesPart ? null : payer.company,
      };
      await this.audit.record(
        selfServiceAudit(
          actor,
          booking,
          AUDIT_ACTIONS.bookingSubstitute,
          participantView(booking),
          participantView(after),
        ),
        manager,
      );
      await this.owe(manager, after, course, now, { payer, payerTakesPart, replaced });
    });
    return 'Die Ersatzperson ist angemeldet. Sie erhält eine Bestätigung mit der Kalenderdatei, und die Buchung bleibt in Ihren Buchungen sichtbar.';
  }

  /**
   * The mail to the new participant, the confirmation to the payer when someone else takes part,
   * and the notice with the calendar cancellation to a replaced participant who is not the payer
   * (the payer handed their seat over).
   */
  private async owe(
    manager: EntityManager,
    booking: Booking,
    course: ChangeCourse | null,
    now: Date,
    { payer, payerTakesPart, replaced }: MailedPeople,
  ): Promise<void> {
    const schedule = {
      courseTitle: booking.course_title,
      courseDate: course?.date ?? booking.course_date,
      startTime: course?.start_time ?? booking.course_start_time.slice(0, 5),
      endTime: course?.end_time ?? booking.course_end_time.slice(0, 5),
      ...(course ? { location: course.location } : {}),
    };
    const access = course ? accessOf(course) : undefined;
    const calendarSequence = booking.calendar_sequence_offset + (course?.schedule_sequence ?? 0);
    const registered: SubstituteRegisteredProps = {
      ...schedule,
      customerName: booking.customer_name,
      bookingId: booking.id,
      ...(payerTakesPart ? {} : { namedBy: payer.name }),
      calendarSequence,
      // The reminder with the access data may have gone to the previous participant already: the
      // mail carries it, or says it follows.
      ...(course && accessWindowOpen(course.starts_at, now) ? { access } : {}),
    };
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      to: booking.customer_email,
      bookingId: booking.id,
      message: { type: 'substitute-registered', props: registered },
    });
    if (replaced) {
      const notice: SubstituteReplacedProps = {
        ...schedule,
        customerName: replaced.name,
        customerEmail: replaced.email,
        bookingId: booking.id,
        handedOverBy: payer.name,
        calendarSequence,
      };
      await recordOutboxEvent(manager, EVENTS.emailRequested, {
        to: replaced.email,
        bookingId: booking.id,
        message: { type: 'substitute-replaced', props: notice },
      });
    }
    if (payerTakesPart) return;
    const confirmation: SubstituteConfirmationProps = {
      ...schedule,
      payerName: payer.name,
      bookingId: booking.id,
      substituteName: booking.customer_name,
      substituteEmail: booking.customer_email,
    };
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      to: payer.email,
      bookingId: booking.id,
      message: { type: 'substitute-confirmation', props: confirmation },
    });
  }
}

interface MailedPeople {
  /** Who booked and paid, and named the new participant. */
  payer: { name: string; email: string };
  /** The payer takes their own seat back. */
  payerTakesPart: boolean;
  /** The participant who loses the seat, unless that is the payer. */
  replaced: { name: string; email: string } | null;
}

function sameAddress(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase();
}

function participantView(
  booking: Pick<BookingWithPayer, 'customer_name' | 'customer_email' | 'payer_name' | 'payer_email'>,
) {
  return {
    customer_name: booking.customer_name,
    customer_email: booking.customer_email,
    payer_name: booking.payer_name,
    payer_email: booking.payer_email,
  };
}
