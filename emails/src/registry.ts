import type { ComponentType } from 'react';
import { buildCalendarEvent } from './calendar-event';
import type { CourseSchedule } from './components/course-blocks';
import { accessMailSentence, formatLongDate, formatTimeRange } from '@mpb/domain';
import { accessStateOf, type AccessStateProps } from './components/access-details';
import { PRODUCT_NAME, siteHostname, type EmailContext } from './site';
import BookingConfirmationEmail, {
  bookingConfirmationSubject,
  type BookingConfirmationProps,
} from './templates/booking-confirmation';
import CertificateEmail, { certificateSubject, type CertificateProps } from './templates/certificate';
import InvoiceEmail, { invoiceSubject, type InvoiceProps } from './templates/invoice';
import CheckoutResumeEmail, { checkoutResumeSubject, type CheckoutResumeProps } from './templates/checkout-resume';
import CancellationEmail, { cancellationSubject, type CancellationProps } from './templates/cancellation';
import DoublePaymentRefundEmail, {
  doublePaymentRefundSubject,
  type DoublePaymentRefundProps,
} from './templates/double-payment-refund';
import MagicLinkEmail, { magicLinkSubject, type MagicLinkProps } from './templates/magic-link';
import ManualConfirmationEmail, {
  manualConfirmationSubject,
  type ManualConfirmationProps,
} from './templates/manual-confirmation';
import NewsletterConfirmationEmail, {
  newsletterConfirmationSubject,
  type NewsletterConfirmationProps,
} from './templates/newsletter-confirmation';
import NewsletterWelcomeEmail, {
  newsletterWelcomeSubject,
  type NewsletterWelcomeProps,
} from './templates/newsletter-welcome';
import OrderConfirmationEmail, {
  orderConfirmationSubject,
  type OrderConfirmationProps,
} from './templates/order-confirmation';
import PayerCancellationEmail, {
  payerCancellationSubject,
  type PayerCancellationProps,
} from './templates/payer-cancellation';
import PayerRefundEmail, { payerRefundSubject, type PayerRefundProps } from './templates/payer-refund';
import PaymentReminderEmail, { paymentReminderSubject, type PaymentReminderProps } from './templates/payment-reminder';
import PayerRebookingEmail, { payerRebookingSubject, type PayerRebookingProps } from './templates/payer-rebooking';
import RefundEmail, { refundSubject, type RefundProps } from './templates/refund';
import RebookingEmail, { rebookingSubject, type RebookingProps } from './templates/rebooking';
import ReminderEmail, { reminderSubject, type ReminderProps } from './templates/reminder';
import ScheduleChangeEmail, { scheduleChangeSubject, type ScheduleChangeProps } from './templates/schedule-change';
import AccessChangeEmail, { accessChangeSubject, type AccessChangeProps } from './templates/access-change';
import SecurityNoticeEmail, { securityNoticeSubject, type SecurityNoticeProps } from './templates/security-notice';
import SubstituteConfirmationEmail, {
  substituteConfirmationSubject,
  type SubstituteConfirmationProps,
} from './templates/substitute-confirmation';
import SubstituteRegisteredEmail, {
  substituteRegisteredSubject,
  type SubstituteRegisteredProps,
} from './templates/substitute-registered';
import SubstituteReplacedEmail, {
  substituteReplacedSubject,
  type SubstituteReplacedProps,
} from './templates/substitute-replaced';
import TestEmail, { testEmailSubject, type TestEmailProps } from './templates/test-email';
import WaitlistJoinedEmail, { waitlistJoinedSubject, type WaitlistJoinedProps } from './templates/waitlist-joined';
import WaitlistOfferEmail, { waitlistOfferSubject, type WaitlistOfferProps } from './templates/waitlist-offer';

export interface EmailPropsByType {
  'booking-confirmation': BookingConfirmationProps;
  'order-confirmation': OrderConfirmationProps;
  'manual-confirmation': ManualConfirmationProps;
  cancellation: CancellationProps;
  'payer-cancellation': PayerCancellationProps;
  refund: RefundProps;
  'payer-refund': PayerRefundProps;
  'double-payment-refund': DoublePaymentRefundProps;
  reminder: ReminderProps;
  'schedule-change': ScheduleChangeProps;
  'access-change': AccessChangeProps;
  'waitlist-joined': WaitlistJoinedProps;
  'waitlist-offer': WaitlistOfferProps;
  'checkout-resume': CheckoutResumeProps;
  'newsletter-confirmation': NewsletterConfirmationProps;
  'newsletter-welcome': NewsletterWelcomeProps;
  'magic-link': MagicLinkProps;
  'test-email': TestEmailProps;
  'security-notice': SecurityNoticeProps;
  certificate: CertificateProps;
  invoice: InvoiceProps;
  'payment-reminder': PaymentReminderProps;
  rebooking: RebookingProps;
  'payer-rebooking': PayerRebookingProps;
  'substitute-registered': SubstituteRegisteredProps;
  'substitute-confirmation': SubstituteConfirmationProps;
  'substitute-replaced': SubstituteReplacedProps;
}

export const EMAIL_TYPES = [
  'booking-confirmation',
  'order-confirmation',
  'manual-confirmation',
  'cancellation',
  'payer-cancellation',
  'refund',
  'payer-refund',
  'double-payment-refund',
  'reminder',
  'schedule-change',
  'access-change',
  'waitlist-joined',
  'waitlist-offer',
  'checkout-resume',
  'newsletter-confirmation',
  'newsletter-welcome',
  'magic-link',
  'test-email',
  'security-notice',
  'certificate',
  'invoice',
  'payment-reminder',
  'rebooking',
  'payer-rebooking',
  'substitute-registered',
  'substitute-confirmation',
  'substitute-replaced',
] as const satisfies readonly (keyof EmailPropsByType)[];

export type EmailType = (typeof EMAIL_TYPES)[number];

/** The message of one kind; distributes over a union of kinds. */
export type EmailMessageOf<Type extends EmailType> = Type extends EmailType
  ? { type: Type; props: EmailPropsByType[Type] }
  : never;

/** One e-mail to send: its kind and the data it needs. */
export type EmailMessage = EmailMessageOf<EmailType>;

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' for binary files such as a PDF. */
  encoding?: 'base64';
}

export interface EmailDefinition<Props> {
  component: ComponentType<Props & EmailContext>;
  subject: (props: Props) => string;
  attachments?: (props: Props, context: EmailContext) => EmailAttachment[];
}

type Registry = { [Type in EmailType]: EmailDefinition<EmailPropsByType[Type]> };

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
const CALENDAR_CANCEL_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=CANCEL';

type CalendarProps = CourseSchedule & { bookingId: string; calendarSequence?: number } & AccessStateProps;

/** The booking's calendar event; every file of a booking shares its UID, so calendars update one entry. */
function bookingCalendarEvent(
  props: CalendarProps,
  context: EmailContext,
  details: { description: string; cancelledFor?: { name: string; email: string } },
): string {
  const { site } = context;
  return buildCalendarEvent({
    uid: `booking-${props.bookingId}@${siteHostname(site)}`,
    title: props.courseTitle,
    date: props.courseDate,
    startTime: props.startTime,
    endTime: props.endTime,
    location: props.location,
    description: [
      `${props.courseTitle}, ${formatLongDate(props.courseDate)}, ${formatTimeRange(props.startTime, props.endTime)}`,
      `Buchungsnummer: ${props.bookingId}`,
      details.description,
      `Kontakt: ${site.phone}, ${site.email}`,
    ].join('\n'),
    url: site.url,
    organizer: { name: PRODUCT_NAME, email: site.email },
    sequence: props.calendarSequence,
    cancelledFor: details.cancelledFor,
  });
}

function courseCalendarAttachment(props: CalendarProps, context: EmailContext): EmailAttachment[] {
  const content = bookingCalendarEvent(props, context, { description: accessMailSentence(accessStateOf(props)) });
  return [{ filename: 'kurstermin.ics', content, contentType: CALENDAR_CONTENT_TYPE }];
}

/** Withdraws the entry a replaced participant received (same UID, higher SEQUENCE). */
function replacedCalendarAttachment(props: SubstituteReplacedProps, context: EmailContext): EmailAttachment[] {
  const content = bookingCalendarEvent(props, context, {
    description: 'Abgesagt: Ihr Platz wurde an eine andere Person übertragen.',
    cancelledFor: { name: props.customerName, email: props.customerEmail },
  });
  return [{ filename: 'kurstermin-abgesagt.ics', content, contentType: CALENDAR_CANCEL_CONTENT_TYPE }];
}

export const EMAIL_REGISTRY: Registry = {
  'booking-confirmation': {
    component: BookingConfirmationEmail,
    subject: bookingConfirmationSubject,
    attachments: courseCalendarAttachment,
  },
  'order-confirmation': { component: OrderConfirmationEmail, subject: orderConfirmationSubject },
  'manual-confirmation': {
    component: ManualConfirmationEmail,
    subject: manualConfirmationSubject,
    attachments: courseCalendarAttachment,
  },
  cancellation: { component: CancellationEmail, subject: cancellationSubject },
  'payer-cancellation': { component: PayerCancellationEmail, subject: payerCancellationSubject },
  refund: { component: RefundEmail, subject: refundSubject },
  'payer-refund': { component: PayerRefundEmail, subject: payerRefundSubject },
  'double-payment-refund': { component: DoublePaymentRefundEmail, subject: doublePaymentRefundSubject },
  reminder: { component: ReminderEmail, subject: reminderSubject },
  'schedule-change': {
    component: ScheduleChangeEmail,
    subject: scheduleChangeSubject,
    attachments: courseCalendarAttachment,
  },
  'access-change': { component: AccessChangeEmail, subject: accessChangeSubject },
  'waitlist-joined': { component: WaitlistJoinedEmail, subject: waitlistJoinedSubject },
  'waitlist-offer': { component: WaitlistOfferEmail, subject: waitlistOfferSubject },
  'checkout-resume': { component: CheckoutResumeEmail, subject: checkoutResumeSubject },
  'newsletter-confirmation': { component: NewsletterConfirmationEmail, subject: newsletterConfirmationSubject },
  'newsletter-welcome': { component: NewsletterWelcomeEmail, subject: newsletterWelcomeSubject },
  'magic-link': { component: MagicLinkEmail, subject: magicLinkSubject },
  'test-email': { component: TestEmail, subject: testEmailSubject },
  'security-notice': { component: SecurityNoticeEmail, subject: securityNoticeSubject },
  certificate: { component: CertificateEmail, subject: certificateSubject },
  invoice: { component: InvoiceEmail, subject: invoiceSubject },
  'payment-reminder': { component: PaymentReminderEmail, subject: paymentReminderSubject },
  rebooking: { component: RebookingEmail, subject: rebookingSubject, attachments: courseCalendarAttachment },
  'payer-rebooking': { component: PayerRebookingEmail, subject: payerRebookingSubject },
  'substitute-registered': {
    component: SubstituteRegisteredEmail,
    subject: substituteRegisteredSubject,
    attachments: courseCalendarAttachment,
  },
  'substitute-confirmation': { component: SubstituteConfirmationEmail, subject: substituteConfirmationSubject },
  'substitute-replaced': {
    component: SubstituteReplacedEmail,
    subject: substituteReplacedSubject,
    attachments: replacedCalendarAttachment,
  },
};

const previewProps: { [Type in EmailType]: EmailPropsByType[Type] } = {
  'booking-confirmation': withoutSite(BookingConfirmationEmail.PreviewProps),
  'order-confirmation': withoutSite(OrderConfirmationEmail.PreviewProps),
  'manual-confirmation': withoutSite(ManualConfirmationEmail.PreviewProps),
  cancellation: withoutSite(CancellationEmail.PreviewProps),
  'payer-cancellation': withoutSite(PayerCancellationEmail.PreviewProps),
  refund: withoutSite(RefundEmail.PreviewProps),
  'payer-refund': withoutSite(PayerRefundEmail.PreviewProps),
  'double-payment-refund': withoutSite(DoublePaymentRefundEmail.PreviewProps),
  reminder: withoutSite(ReminderEmail.PreviewProps),
  'schedule-change': withoutSite(ScheduleChangeEmail.PreviewProps),
  'access-change': withoutSite(AccessChangeEmail.PreviewProps),
  'waitlist-joined': withoutSite(WaitlistJoinedEmail.PreviewProps),
  'waitlist-offer': withoutSite(WaitlistOfferEmail.PreviewProps),
  'checkout-resume': withoutSite(CheckoutResumeEmail.PreviewProps),
  'newsletter-confirmation': withoutSite(NewsletterConfirmationEmail.PreviewProps),
  'newsletter-welcome': withoutSite(NewsletterWelcomeEmail.PreviewProps),
  'magic-link': withoutSite(MagicLinkEmail.PreviewProps),
  'test-email': withoutSite(TestEmail.PreviewProps),
  'security-notice': withoutSite(SecurityNoticeEmail.PreviewProps),
  certificate: withoutSite(CertificateEmail.PreviewProps),
  invoice: withoutSite(InvoiceEmail.PreviewProps),
  'payment-reminder': withoutSite(PaymentReminderEmail.PreviewProps),
  rebooking: withoutSite(RebookingEmail.PreviewProps),
  'payer-rebooking': withoutSite(PayerRebookingEmail.PreviewProps),
  'substitute-registered': withoutSite(SubstituteRegisteredEmail.PreviewProps),
  'substitute-confirmation': withoutSite(SubstituteConfirmationEmail.PreviewProps),
  'substitute-replaced': withoutSite(SubstituteReplacedEmail.PreviewProps),
};

/** The realistic German example data of a template, e.g. for the admin's test send. */
export function previewEmailMessage<Type extends EmailType>(type: Type): EmailMessageOf<Type> {
  return { type, props: structuredClone(previewProps[type]) } as EmailMessageOf<Type>;
}

function withoutSite<Props extends { site: unknown }>(props: Props): Omit<Props, 'site'> {
  const { site: _site, ...rest } = props;
  return rest;
}
