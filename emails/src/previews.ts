import type { EmailPropsByType, EmailType } from './registry';
import BookingConfirmationEmail from './templates/booking-confirmation';
import CancellationEmail from './templates/cancellation';
import MagicLinkEmail from './templates/magic-link';
import ManualConfirmationEmail from './templates/manual-confirmation';
import NewsletterConfirmationEmail from './templates/newsletter-confirmation';
import NewsletterWelcomeEmail from './templates/newsletter-welcome';
import RefundEmail from './templates/refund';
import ReminderEmail from './templates/reminder';
import TestEmail from './templates/test-email';
import WaitlistJoinedEmail from './templates/waitlist-joined';
import WaitlistOfferEmail from './templates/waitlist-offer';

const previewProps: { [Type in EmailType]: EmailPropsByType[Type] } = {
  'booking-confirmation': withoutSite(BookingConfirmationEmail.PreviewProps),
  'manual-confirmation': withoutSite(ManualConfirmationEmail.PreviewProps),
  cancellation: withoutSite(CancellationEmail.PreviewProps),
  refund: withoutSite(RefundEmail.PreviewProps),
  reminder: withoutSite(ReminderEmail.PreviewProps),
  'waitlist-joined': withoutSite(WaitlistJoinedEmail.PreviewProps),
  'waitlist-offer': withoutSite(WaitlistOfferEmail.PreviewProps),
  'newsletter-confirmation': withoutSite(NewsletterConfirmationEmail.PreviewProps),
  'newsletter-welcome': withoutSite(NewsletterWelcomeEmail.PreviewProps),
  'magic-link': withoutSite(MagicLinkEmail.PreviewProps),
  'test-email': withoutSite(TestEmail.PreviewProps),
};

/** The realistic German example data of a template, e.g. for the admin's test send. */
export function previewEmailMessage<Type extends EmailType>(type: Type): { type: Type; props: EmailPropsByType[Type] } {
  return { type, props: structuredClone(previewProps[type]) };
}

function withoutSite<Props extends { site: unknown }>(props: Props): Omit<Props, 'site'> {
  const { site: _site, ...rest } = props;
  return rest;
}
