import { BOOKING_MAIL_LINK_DAYS, SITE_PATHS } from '@mpb/domain';
import { createSecretToken } from '../core/security/secret-token';
import type { MyBookingsLink } from '../mail/my-bookings-link';
import { MagicLinkTokensRepository } from './magic-link-tokens.repository';
import { magicLinkUrl } from './magic-link.mailer';

export const BOOKING_MAIL_LINK_PURPOSE = 'booking-mail' as const;

/**
 * The sign-in link a booking e-mail carries to 'Meine Buchungen'. Its row is written by the
 * statement that claims the mail, right before the mail is rendered and goes to the mail server,
 * so the token never lies readable in the outbox, the e-mail log or Redis; only its hash is
 * stored. Each attempt mints its own token, valid until BOOKING_MAIL_LINK_DAYS after the course
 * start (or after the mail, if that is later).
 *
 * It signs in once, only the address the mail went to, and never replaces another account's
 * session unasked (MagicLinkService.open). Used or expired, it leads to a page that mails that
 * address a fresh link with one click (POST /api/auth/mail-link/renew), so a mail scanner that
 * opened it first costs the owner a click, not the way in. GDPR deletion erases it with the
 * address's other tokens.
 */
export function prepareBookingMailLink(
  publicUrl: string,
  recipient: { email: string; courseStartsAt?: Date | null },
): MyBookingsLink {
  const { token, hash } = createSecretToken();
  return {
    url: magicLinkUrl(publicUrl, token),
    write: MagicLinkTokensRepository.bookingMailLinkWrite({
      email: recipient.email.trim().toLowerCase(),
      tokenHash: hash,
      redirectTo: SITE_PATHS.myBookings,
      purpose: BOOKING_MAIL_LINK_PURPOSE,
      courseStartsAt: recipient.courseStartsAt?.toISOString() ?? null,
      validDays: BOOKING_MAIL_LINK_DAYS,
    }),
  };
}
