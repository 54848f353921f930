import { AuditLogEntry } from '../../audit/audit-log.entity';
import { Booking } from '../../bookings/booking.entity';
import { Course } from '../../courses/course.entity';
import { DiscountCode } from '../../discounts/discount-code.entity';
import { DiscountUsage } from '../../discounts/discount-usage.entity';
import { GdprDeletion } from '../../gdpr/gdpr-deletion.entity';
import { MagicLinkToken } from '../../auth/magic-link-token.entity';
import { TotpFailure } from '../../auth/second-factor/totp-failure.entity';
import { TotpRecoveryCode } from '../../auth/second-factor/totp-recovery-code.entity';
import { Session } from '../../auth/session.entity';
import { User } from '../../auth/user.entity';
import { EmailLog } from '../../mail/email-log.entity';
import { EmailTemplate } from '../../mail/email-template.entity';
import { NewsletterSubscriber } from '../../newsletter/newsletter-subscriber.entity';
import { ProcessedWebhookEvent } from '../../payments/processed-webhook-event.entity';
import { TestCheckoutSession } from '../../payment-gateway/test-checkout/test-checkout-session.entity';
import { WaitlistEntry } from '../../waitlist/waitlist-entry.entity';
import { OutboxEvent } from '../queue/outbox-event.entity';

export const entities = [
  AuditLogEntry,
  Booking,
  Course,
  DiscountCode,
  DiscountUsage,
  EmailLog,
  EmailTemplate,
  GdprDeletion,
  MagicLinkToken,
  NewsletterSubscriber,
  OutboxEvent,
  ProcessedWebhookEvent,
  Session,
  TestCheckoutSession,
  TotpFailure,
  TotpRecoveryCode,
  User,
  WaitlistEntry,
];
