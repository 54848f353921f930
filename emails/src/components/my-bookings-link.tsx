import { BOOKING_MAIL_LINK_DAYS } from '@mpb/domain';
import { EmailButton, EmailParagraph } from './blocks';

export interface MyBookingsLinkProps {
  /**
   * A personal link that signs the recipient's address in once and opens 'Meine Buchungen';
   * minted when the mail is rendered, valid for that address only.
   */
  myBookingsUrl?: string;
}

/**
 * `ended`: the booking was cancelled, so the page shows it and its refund rather than changes;
 * `unpaid` too: nothing was paid, so there is no refund to mention.
 * `substitute`: the recipient takes part in a booking someone else paid, who alone changes it.
 */
export function MyBookingsLink({
  url,
  ended = false,
  unpaid = false,
  substitute = false,
}: {
  url?: string;
  ended?: boolean;
  unpaid?: boolean;
  substitute?: boolean;
}) {
  if (!url) return null;
  return (
    <>
      <EmailButton href={url}>Meine Buchungen öffnen</EmailButton>
      <EmailParagraph>
        {ended
          ? unpaid
            ? 'Dort sehen Sie Ihre Buchungen.'
            : 'Dort sehen Sie Ihre Buchungen mit Zahlungen und Erstattungen.'
          : substitute
            ? 'Dort finden Sie Ihren Termin, die Kalenderdatei und ab 24 Stunden vor Beginn die Zugangsdaten.'
            : 'Dort können Sie stornieren, umbuchen oder eine Ersatzperson benennen.'}
      </EmailParagraph>
      <EmailParagraph muted>
        Der Button meldet Sie einmal mit Ihrer E-Mail-Adresse an und gilt bis {BOOKING_MAIL_LINK_DAYS} Tage nach dem
        Kurs. Ist er schon benutzt, senden wir Ihnen mit einem Klick einen neuen Link. Bitte leiten Sie diese E-Mail
        nicht weiter.
      </EmailParagraph>
    </>
  );
}

export const PREVIEW_MY_BOOKINGS_URL = 'https://www.example.de/api/auth/callback?token=preview-token';
