import { Inject, Injectable } from '@nestjs/common';
import type { EmailTemplateType } from '@mpb/domain';
import { hasAccessDetails, renderEmail, type CourseAccess, type EmailMessage } from '@mpb/emails';
import { withinReminderWindow } from '../../reminders/due-reminders.query';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { BookingEmailKind } from '../../core/queue/job-names';
import { RenderedMail } from '../email-sender.service';
import { StoredTemplateService } from '../stored-template.service';
import { BookingMailData, courseCalendarAttachment, courseSchedule, placeholderValues } from '../booking-mail-data';

/** The admin template types that can replace a booking e-mail (001 §3); a refund mail has none. */
const TEMPLATE_TYPE: Record<BookingEmailKind, EmailTemplateType | null> = {
  confirmation: 'confirmation',
  'manual-confirmation': 'manual-confirmation',
  cancellation: 'cancellation',
  'payer-cancellation': null,
  // The admin's cancellation templates may speak of refunds; this mail must not.
  'pending-cancellation': null,
  refund: null,
  'schedule-change': null,
  'access-change': null,
};

const WITH_CALENDAR_FILE: ReadonlySet<BookingEmailKind> = new Set(['confirmation', 'manual-confirmation']);

export interface ComposeOptions {
  customMessage?: string;
  previous?: { courseDate: string; startTime: string; endTime: string };
  /** The recipient's sign-in link to 'Meine Buchungen' (booking-mail-link.ts). */
  myBookingsUrl?: string;
}

/** Renders a booking e-mail: the admin's active default template of its type if there is one, else the built-in one. */
@Injectable()
export class BookingEmailComposer {
  constructor(
    private readonly templates: StoredTemplateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async compose(kind: BookingEmailKind, booking: BookingMailData, options: ComposeOptions = {}): Promise<RenderedMail> {
    const templateType = TEMPLATE_TYPE[kind];
    // A late confirmation must carry the access data, which the admin's templates have no placeholder for.
    const stored =
      templateType && !lateConfirmationAccess(booking) ? await this.templates.findActiveDefault(templateType) : null;
    if (stored) {
      const attachments = WITH_CALENDAR_FILE.has(kind) ? [courseCalendarAttachment(booking, this.config.site)] : [];
      const values = placeholderValues(booking, this.config.site);
      return this.templates.render(stored, values, attachments, options.myBookingsUrl);
    }
    return renderEmail(builtInMessage(kind, booking, options), { site: this.config.site });
  }
}

/**
 * The access data a confirmation carries: only when the booking was confirmed less than 24 hours
 * before the start (the reminder time had passed) and is confirmed now.
 */
function lateConfirmationAccess(booking: BookingMailData): CourseAccess | undefined {
  if (booking.bookingStatus !== 'confirmed' || !booking.confirmedAt || !booking.startsAt) return undefined;
  if (!withinReminderWindow(booking.startsAt, booking.confirmedAt) || !hasAccessDetails(booking.access))
    return undefined;
  return booking.access;
}

export function builtInMessage(
  kind: BookingEmailKind,
  booking: BookingMailData,
  { customMessage, previous, myBookingsUrl }: ComposeOptions = {},
): EmailMessage {
  const base = { ...courseSchedule(booking), customerName: booking.customerName, bookingId: booking.id, myBookingsUrl };
  const earlyStartRequestedAt = booking.earlyStartRequestedAt?.toISOString();
  const calendarSequence = booking.calendarSequence ?? 0;
  switch (kind) {
    case 'confirmation':
      return {
        type: 'booking-confirmation',
        props: {
          ...base,
          amountCents: booking.amountCents,
          calendarSequence,
          access: lateConfirmationAccess(booking),
          earlyStartRequestedAt,
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
        },
      };
    case 'schedule-change':
      return { type: 'schedule-change', props: { ...base, previous, calendarSequence } };
    case 'access-change':
      return { type: 'access-change', props: { ...base, access: booking.access ?? {} } };
    case 'cancellation':
      return {
        type: 'cancellation',
        props: {
          ...base,
          customMessage,
          refundAmountCents: refundStated(booking),
          ...(booking.payerName ? { payerName: booking.payerName } : {}),
        },
      };
    case 'pending-cancellation':
      return { type: 'cancellation', props: { ...base, customMessage } };
    case 'payer-cancellation':
      return {
        type: 'payer-cancellation',
        props: {
          ...courseSchedule(booking),
          payerName: booking.payerName ?? booking.customerName,
          participantName: booking.customerName,
          bookingId: booking.id,
          myBookingsUrl,
          customMessage,
          refundAmountCents: refundStated(booking),
        },
      };
    case 'refund':
      return { type: 'refund', props: { ...base, amountCents: booking.amountCents } };
  }
}

/** The refund a cancellation mail states: what went back, 0 when a payment was kept, nothing when none was made. */
function refundStated(booking: BookingMailData): number | undefined {
  if (booking.paymentStatus === 'refunded' || booking.paymentStatus === 'partially_refunded')
    return booking.refundedCents ?? booking.amountCents;
  return booking.paymentStatus === 'paid' ? 0 : undefined;
}
