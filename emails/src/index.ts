import { createElement } from 'react';
import { EmailLayout, StoredTemplateBody } from './components/email-layout';
import { MyBookingsLink } from './components/my-bookings-link';
import { renderMail } from './mail-shell';
import { EMAIL_REGISTRY, type EmailAttachment, type EmailDefinition, type EmailMessage } from './registry';
import type { EmailContext } from './site';

export { buildCalendarEvent, DEFAULT_COURSE_LOCATION, type CalendarEventInput } from './calendar-event';
export {
  PLACEHOLDER_NAMES,
  SAMPLE_PLACEHOLDER_VALUES,
  renderTemplateString,
  findPlaceholders,
  replacePlaceholders,
  isPlaceholderName,
  escapeHtml,
  type PlaceholderName,
  type PlaceholderValues,
  type RenderedTemplateString,
} from './placeholders';
export {
  EMAIL_TYPES,
  CALENDAR_CONTENT_TYPE,
  type EmailType,
  type EmailMessage,
  type EmailMessageOf,
  type EmailAttachment,
  type EmailPropsByType,
} from './registry';
export {
  PRODUCT_NAME,
  DEFAULT_OPERATOR,
  PREVIEW_SITE,
  type SiteInfo,
  type BankDetails,
  type EmailContext,
} from './site';
export type { CourseSchedule } from './components/course-blocks';
export type { BookingConfirmationProps } from './templates/booking-confirmation';
export type { OrderConfirmationProps } from './templates/order-confirmation';
export type { ManualConfirmationProps } from './templates/manual-confirmation';
export type { CancellationProps } from './templates/cancellation';
export type { RefundProps } from './templates/refund';
export type { PayerRefundProps } from './templates/payer-refund';
export type { DoublePaymentRefundProps } from './templates/double-payment-refund';
export type { ReminderProps } from './templates/reminder';
export type { ScheduleChangeProps } from './templates/schedule-change';
export type { AccessChangeProps } from './templates/access-change';
export { hasAccessDetails, type CourseAccess } from './components/access-details';
export type { WaitlistJoinedProps } from './templates/waitlist-joined';
export type { WaitlistOfferProps } from './templates/waitlist-offer';
export type { CheckoutResumeProps } from './templates/checkout-resume';
export type { NewsletterConfirmationProps } from './templates/newsletter-confirmation';
export type { NewsletterWelcomeProps } from './templates/newsletter-welcome';
export type { MagicLinkProps } from './templates/magic-link';
export type { TestEmailProps } from './templates/test-email';
export type { SecurityNoticeProps } from './templates/security-notice';
export type { CertificateProps } from './templates/certificate';
export type { InvoiceProps } from './templates/invoice';
export type { RebookingProps } from './templates/rebooking';
export type { PayerRebookingProps } from './templates/payer-rebooking';
export type { SubstituteRegisteredProps } from './templates/substitute-registered';
export type { SubstituteConfirmationProps } from './templates/substitute-confirmation';
export type { SubstituteReplacedProps } from './templates/substitute-replaced';
export { previewEmailMessage } from './registry';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

export function renderEmail(message: EmailMessage, context: EmailContext): RenderedEmail {
  const definition = EMAIL_REGISTRY[message.type] as EmailDefinition<EmailMessage['props']> | undefined;
  if (!definition) {
    throw new Error(`Unknown e-mail type: ${String((message as { type?: unknown }).type)}`);
  }
  const { html, text } = renderMail(createElement(definition.component, { ...message.props, site: context.site }));
  const attachments = definition.attachments?.(message.props, context);
  return {
    subject: definition
      .subject(message.props)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    html,
    text,
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

export interface LayoutOptions {
  /** Inbox preview line. */
  preview?: string;
  /** Adds the unsubscribe block (marketing and waitlist mail only). */
  unsubscribeUrl?: string;
  unsubscribeReason?: string;
  /** A booking mail's sign-in link to 'Meine Buchungen', added below the admin's text. */
  myBookingsUrl?: string;
}

/** Wraps an admin-authored HTML body (already filled and escaped) in the shared layout: the mail's HTML and text. */
export function wrapInLayout(
  innerHtml: string,
  context: EmailContext,
  options: LayoutOptions = {},
): { html: string; text: string } {
  return renderMail(
    createElement(EmailLayout, {
      site: context.site,
      preview: options.preview ?? '',
      unsubscribeUrl: options.unsubscribeUrl,
      unsubscribeReason: options.unsubscribeReason,
      children: [
        createElement(StoredTemplateBody, { key: 'body', html: innerHtml }),
        createElement(MyBookingsLink, { key: 'my-bookings', url: options.myBookingsUrl }),
      ],
    }),
  );
}

export interface StoredTemplate {
  subject: string;
  /** The template's html_content. */
  html: string;
}

export interface RenderedStoredTemplate extends RenderedEmail {
  unknownPlaceholders: string[];
}
