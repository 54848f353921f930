import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { type ReactNode, useState } from 'react';
import { ApiRequestError, messageOf } from '../lib/api';
import { renewMailLink } from '../lib/mail-link-api';
import { FormBanner } from './FormField';

interface FreshLinkOfferProps {
  /** Shown before the button, e.g. 'Zur Startseite' or 'Schließen'. */
  secondaryAction: ReactNode;
  /** Instead of the button when the server no longer knows the link (it asks for the address then). */
  fallback?: ReactNode;
  actionsClassName: string;
}

/**
 * A booking mail's link that was used or expired: one click mails a fresh sign-in link to the
 * address the mail went to, which the page never learns.
 */
export function FreshLinkOffer({ secondaryAction, fallback, actionsClassName }: FreshLinkOfferProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<{ message: string; linkUnknown: boolean } | null>(null);

  const send = async () => {
    setSending(true);
    setProblem(null);
    try {
      await renewMailLink();
      setSent(true);
    } catch (error) {
      setProblem({
        message: messageOf(error, 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.'),
        linkUnknown: error instanceof ApiRequestError && error.status === 410,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {sent && (
        <p role="status">
          Wir haben Ihnen einen neuen Anmeldelink an die Adresse der Buchungs-E-Mail gesendet. Er ist{' '}
          {MAGIC_LINK_VALID_MINUTES} Minuten gültig und funktioniert einmal.
        </p>
      )}
      <FormBanner message={problem?.message} />
      <div className={actionsClassName}>
        {secondaryAction}
        {problem?.linkUnknown
          ? fallback
          : !sent && (
              <button type="button" className="button button--primary" onClick={() => void send()} disabled={sending}>
                {sending ? 'Wird gesendet...' : 'Neuen Link senden'}
              </button>
            )}
      </div>
    </>
  );
}
