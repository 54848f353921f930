import type { ReactNode } from 'react';
import { coursesLink, type SiteInfo } from '../site';
import { EmailButton, EmailParagraph, NoticeBox } from './blocks';

/** The admin's note to the customer, as typed (line breaks kept); nothing when there is none. */
export function TeamMessage({ message }: { message?: string }) {
  const text = message?.trim();
  if (!text) return null;
  return (
    <NoticeBox title="Nachricht von unserem Team">
      <span style={{ whiteSpace: 'pre-line' }}>{text}</span>
    </NoticeBox>
  );
}

/**
 * What a cancellation mail says about the money: the refund (`children` says to whom), none under
 * the terms (0), or, when nothing was paid (undefined), that no payment came in, without a word
 * about refunds.
 */
export function CancellationRefund({
  refundAmountCents,
  title = 'Erstattung',
  children,
}: {
  refundAmountCents?: number;
  title?: string;
  children: ReactNode;
}) {
  if (refundAmountCents !== undefined && refundAmountCents > 0)
    return (
      <NoticeBox title={title} tone="success">
        {children} Je nach Bank kann die Gutschrift einige Werktage dauern.
      </NoticeBox>
    );
  if (refundAmountCents === 0)
    return (
      <EmailParagraph>
        Nach unseren Teilnahmebedingungen wird für diese Stornierung kein Betrag erstattet. Haben Sie Fragen dazu?
        Melden Sie sich gerne bei uns.
      </EmailParagraph>
    );
  return (
    <EmailParagraph>
      Für diese Buchung ist keine Zahlung bei uns eingegangen. Haben Sie Fragen zur Stornierung? Melden Sie sich gerne
      bei uns, wir helfen Ihnen weiter.
    </EmailParagraph>
  );
}

/** After a cancellation: where the free dates are, asked as `question`. */
export function OtherDatesInvitation({ site, question }: { site: SiteInfo; question: string }) {
  return (
    <>
      <EmailParagraph>{question} Alle freien Termine finden Sie auf unserer Website.</EmailParagraph>
      <EmailButton href={coursesLink(site)}>Neuen Termin auswählen</EmailButton>
    </>
  );
}
