import { ACCESS_LEAD_TEXT, BOOKING_MAIL_LINK_DAYS } from '@mpb/domain';
import { EmailButton, EmailParagraph } from './blocks';

export interface MyBookingsLinkProps {
  /**
   * A personal link that signs the recipient's address in once and opens 'Meine Buchungen';
   * minted when the mail is rendered, valid for that address only.
   */
  myBookingsUrl?: string;
}

export interface SubstituteProps {
  /** The recipient takes part in a booking someone else paid for (bookings.payer_email), who alone changes it. */
  substitute?: boolean;
}

/**
 * What the recipient finds in 'Meine Buchungen' about this booking:
 * `changes`: they paid and manage it (cancel, rebook, name a substitute);
 * `participation`: they take part in a booking someone else paid, who alone changes it;
 * `ended`: it was cancelled, so the page shows it and its refund;
 * `ended-unpaid`: it was cancelled before anything was paid, so there is no refund to mention;
 * `attended`: the course is over, the page keeps their certificate.
 */
export type MyBookingsFocus = 'changes' | 'participation' | 'ended' | 'ended-unpaid' | 'attended';

function whatIsThere(focus: MyBookingsFocus, accessOpen: boolean): string {
  switch (focus) {
    case 'changes':
      return 'Dort können Sie stornieren, umbuchen oder eine Ersatzperson benennen.';
    case 'participation':
      return accessOpen
        ? 'Dort finden Sie Ihren Termin, die Kalenderdatei und die Zugangsdaten.'
        : `Dort finden Sie Ihren Termin, die Kalenderdatei und ab ${ACCESS_LEAD_TEXT} vor Beginn die Zugangsdaten.`;
    case 'ended':
      return 'Dort sehen Sie Ihre Buchungen mit Zahlungen und Erstattungen.';
    case 'ended-unpaid':
      return 'Dort sehen Sie Ihre Buchungen.';
    case 'attended':
      return 'Dort können Sie Ihr Zertifikat jederzeit als PDF herunterladen.';
  }
}

/** `accessOpen`: the access data is due already (from 24 hours before the start), so the page shows it. */
export function MyBookingsLink({
  url,
  focus = 'changes',
  accessOpen = false,
}: {
  url?: string;
  focus?: MyBookingsFocus;
  accessOpen?: boolean;
}) {
  if (!url) return null;
  return (
    <>
      <EmailButton href={url}>Meine Buchungen öffnen</EmailButton>
      <EmailParagraph>{whatIsThere(focus, accessOpen)}</EmailParagraph>
      <EmailParagraph muted>
        Der Button meldet Sie einmal mit Ihrer E-Mail-Adresse an und gilt bis {BOOKING_MAIL_LINK_DAYS} Tage nach dem
        Kurs. Ist er schon benutzt, senden wir Ihnen mit einem Klick einen neuen Link. Bitte leiten Sie diese E-Mail
        nicht weiter.
      </EmailParagraph>
    </>
  );
}

export const PREVIEW_MY_BOOKINGS_URL = 'https://www.example.de/api/auth/callback?token=preview-token';
