import {
  accessMailOf,
  accessWindowOpen,
  paidBySomeoneElse,
  type AccessMail,
  type EmailTemplateType,
} from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { hasAccessDetails, renderEmail, type CourseAccess, type EmailMessage } from '@mpb/emails';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { acceptedTerms, termsAttachment } from '../../terms/terms-attachment';
import { BookingEmailKind } from '../../core/queue/job-names';
import { RenderedMail } from '../email-sender.service';
import { StoredTemplateService } from '../stored-template.service';
import { BookingMailData, courseCalendarAttachment, courseSchedule, placeholderValues } from '../booking-mail-data';
import { BookingEmailData } from '../booking-mail.repository';

/** The admin template types that can replace a booking e-mail (001 §3); a refund mail has none. */
export const TEMPLATE_TYPE: Record<BookingEmailKind, EmailTemplateType | null> = {
  confirmation: 'confirmation',
  'manual-confirmation': 'manual-confirmation',
  cancellation: 'cancellation',
  'payer-cancellation': null,
  // The admin's cancellation templates may speak of refunds; this mail must not.
  'pending-cancellation': null,
  refund: null,
  'payer-refund': null,
  'schedule-change': null,
  'access-change': null,
};

/** The mails that confirm the contract: they attach the calendar file and the terms the booking accepted. */
const CONFIRMATIONS: ReadonlySet<BookingEmailKind> = new Set(['confirmation', 'manual-confirmation']);
/** The mails that say where the access data stands, in their text or calendar file. */
const ABOUT_ACCESS: ReadonlySet<BookingEmailKind> = new Set([...CONFIRMATIONS, 'schedule-change']);

export interface ComposeOptions {
  customMessage?: string;
  previous?: { courseDate: string; startTime: string; endTime: string };
  /** The recipient's sign-in link to 'Meine Buchungen' (booking-mail-link.ts). */
  myBookingsUrl?: string;
  /** The version of the attached terms ('Stand: ...'), named in a confirmation. */
  termsStand?: string;
  /** Where the participant's access data stands as the mail is written. */
  accessMail?: AccessMail;
}

/** Renders a booking e-mail: the admin's active default template of its type if there is one, else the built-in one. */
@Injectable()
export class BookingEmailComposer {
  constructor(
    private readonly templates: StoredTemplateService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `data` as BookingMailRepository.bookingEmailData reads it for the kind's TEMPLATE_TYPE. */
  async compose(kind: BookingEmailKind, data: BookingEmailData, options: ComposeOptions = {}): Promise<RenderedMail> {
    const { site } = this.config;
    const { booking } = data;
    const terms = CONFIRMATIONS.has(kind) ? acceptedTerms(booking.termsVersion ?? null, site.settings) : null;
    const termsPdf = terms ? [await termsAttachment(terms, site.settings)] : [];
    const accessMail = ABOUT_ACCESS.has(kind) ? this.accessMailOf(data) : undefined;
    // A late confirmation must carry the access data, which the admin's templates have no placeholder for;
    // a participant someone else booked for sees no price, which the admin's templates may show.
    const stored =
      TEMPLATE_TYPE[kind] && !lateConfirmationAccess(booking) && !bookedForThem(booking) ? data.template : null;
    if (stored) {
      const calendar = CONFIRMATIONS.has(kind)
        ? [courseCalendarAttachment(booking, site, accessMail ?? { state: 'later' })]
        : [];
      const values = placeholderValues(booking, site);
      return this.templates.render(stored, values, [...calendar, ...termsPdf], options.myBookingsUrl);
    }
    const message = builtInMessage(kind, booking, { ...options, termsStand: terms?.stand, accessMail });
    const mail = renderEmail(message, { site });
    return termsPdf.length ? { ...mail, attachments: [...(mail.attachments ?? []), ...termsPdf] } : mail;
  }

  /** Whether the access data reached the participant already, or its time has come. */
  private accessMailOf({ booking, accessDataSentAt }: BookingEmailData): AccessMail {
    if (!booking.startsAt) return { state: 'later' };
    return accessMailOf(accessDataSentAt, accessWindowOpen(booking.startsAt, this.clock.now()));
  }
}

function bookedForThem(booking: BookingMailData): boolean {
  return paidBySomeoneElse(booking.payerEmail ?? null, booking.customerEmail);
}

/**
 * The access data a confirmation carries: only when the booking was confirmed less than 24 hours
 * before the start (the reminder time had passed) and is confirmed now.
 */
function lateConfirmationAccess(booking: BookingMailData): CourseAccess | undefined {
  if (booking.bookingStatus !== 'confirmed' || !booking.confirmedAt || !booking.startsAt) return undefined;
  if (!accessWindowOpen(booking.startsAt, booking.confirmedAt) || !hasAccessDetails(booking.access)) return undefined;
  return booking.access;
}

export function builtInMessage(
  kind: BookingEmailKind,
  booking: BookingMailData,
  { customMessage, previous, myBookingsUrl, termsStand, accessMail }: ComposeOptions = {},
): EmailMessage {
  const base = { ...courseSchedule(booking), customerName: booking.customerName, bookingId: booking.id, myBookingsUrl };
  const substitute = bookedForThem(booking);
  const earlyStartRequestedAt = booking.earlyStartRequestedAt?.toISOString();
  const calendarSequence = booking.calendarSequence ?? 0;
  switch (kind) {
    case 'confirmation':
      return {
        type: 'booking-confirmation',
        props: {
          ...base,
          amountCents: booking.amountCents,
          // Confirmed with the fee still owed: booked on invoice.
          onInvoice: booking.paymentStatus === 'pending',
          calendarSequence,
          access: lateConfirmationAccess(booking),
          earlyStartRequestedAt,
          termsStand,
          accessMail,
          substitute,
          ...(substitute && booking.payerName ? { bookedBy: booking.payerName } : {}),
        },
      };
    case 'manual-confirmation':
      return {
        type: 'manual-confirmation',
        props: {
          ...base,
          amountCents: booking.amountCents,
          customMessage,
          paymentDue: booking.paymentStatus === 'pending',
          calendarSequence,
          access: lateConfirmationAccess(booking),
          earlyStartRequestedAt,
          termsStand,
          accessMail,
          substitute,
        },
      };
    case 'schedule-change':
      return { type: 'schedule-change', props: { ...base, previous, calendarSequence, accessMail, substitute } };
    case 'access-change':
      return { type: 'access-change', props: { ...base, access: booking.access ?? {}, substitute } };
    case 'cancellation':
      return {
        type: 'cancellation',
        props: {
          ...base,
          customMessage,
          // Whoever paid gets the refund stated in their own mail ('payer-cancellation'); the participant does not.
          ...(booking.payerName ? { payerName: booking.payerName } : refundProps(booking)),
        },
      };
    case 'pending-cancellation':
      return { type: 'cancellation', props: { ...base, customMessage } };
    case 'payer-cancellation':
      return {
        type: 'payer-cancellation',
        props: { ...toPayer(booking, myBookingsUrl), customMessage, ...refundProps(booking) },
      };
    case 'refund':
      return {
        type: 'refund',
        // As in the cancellation: whoever paid gets the amount in their own mail ('payer-refund').
        props: booking.payerName
          ? { ...base, payerName: booking.payerName }
          : { ...base, amountCents: booking.amountCents },
      };
    case 'payer-refund':
      return {
        type: 'payer-refund',
        props: { ...toPayer(booking, myBookingsUrl), amountCents: booking.amountCents },
      };
  }
}

/** The course and the participant as a mail to the booking's payer names them. */
function toPayer(booking: BookingMailData, myBookingsUrl: string | undefined) {
  return {
    ...courseSchedule(booking),
    payerName: booking.payerName ?? booking.customerName,
    participantName: booking.customerName,
    bookingId: booking.id,
    myBookingsUrl,
  };
}

/** What a cancellation mail says of the refund: its amount, and that it comes by bank transfer for an order on invoice. */
function refundProps(booking: BookingMailData): { refundAmountCents?: number; refundByTransfer?: true } {
  if (booking.transferRefundCents) return { refundAmountCents: booking.transferRefundCents, refundByTransfer: true };
  return { refundAmountCents: refundStated(booking) };
}

/** The refund a cancellation mail states: what went back, 0 when a payment was kept, nothing when none was made. */
function refundStated(booking: BookingMailData): number | undefined {
  if (booking.paymentStatus === 'refunded' || booking.paymentStatus === 'partially_refunded')
    return booking.refundedCents ?? booking.amountCents;
  return booking.paymentStatus === 'paid' ? 0 : undefined;
}
