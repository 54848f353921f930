import { MAIL_LINK_MESSAGES } from '@mpb/domain';
import { useEffect, useState } from 'react';
import { FormBanner } from '../../components/FormField';
import { FreshLinkOffer } from '../../components/FreshLinkOffer';
import { Modal } from '../../components/Modal';
import { ApiRequestError, messageOf } from '../../lib/api';
import { confirmMailLink, dismissMailLink, loadMailLinkQuestion } from '../../lib/mail-link-api';
import { signOut, useSignedInEmail } from '../../lib/visitor-session';

interface MailLinkSessionDialogProps {
  /** The callback's `?anmeldung=`: 'wechsel' asks, 'admin' explains. */
  kind: string;
  onClose: () => void;
}

/** A booking mail's link opened while this browser is signed in as another address. */
export default function MailLinkSessionDialog({ kind, onClose }: MailLinkSessionDialogProps) {
  return kind === 'admin' ? <AdminSessionDialog onClose={onClose} /> : <SwitchAccountDialog onClose={onClose} />;
}

type Question =
  { phase: 'loading' } | { phase: 'ask'; recipient: string; signedInAs: string | null } | { phase: 'gone' };

/** 'Sie sind als … angemeldet. Als … fortfahren?': only a confirmation replaces the session. */
function SwitchAccountDialog({ onClose }: { onClose: () => void }) {
  const [question, setQuestion] = useState<Question>({ phase: 'loading' });
  const [switching, setSwitching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    loadMailLinkQuestion()
      .then((answer) => setQuestion({ phase: 'ask', ...answer }))
      .catch(() => setQuestion({ phase: 'gone' }));
  }, []);

  const cancel = async () => {
    await dismissMailLink();
    onClose();
  };

  const confirm = async () => {
    setSwitching(true);
    setProblem(null);
    try {
      const { redirect } = await confirmMailLink();
      // A full load: every part of the page asks again who is signed in.
      window.location.assign(redirect);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 410) setQuestion({ phase: 'gone' });
      else setProblem(messageOf(error, 'Der Wechsel ist nicht gelungen. Bitte versuchen Sie es erneut.'));
      setSwitching(false);
    }
  };

  if (question.phase === 'loading') return null;
  if (question.phase === 'gone') {
    return (
      <Modal title="Link nicht mehr gültig" onClose={onClose}>
        <p>{MAIL_LINK_MESSAGES.gone}</p>
        <FreshLinkOffer
          actionsClassName="dialog__actions"
          secondaryAction={
            <button type="button" className="button button--ghost" onClick={onClose}>
              Schließen
            </button>
          }
        />
      </Modal>
    );
  }
  const { recipient, signedInAs } = question;
  return (
    <Modal title="Konto wechseln?" onClose={() => void cancel()} busy={switching}>
      <p className="mail-link-question">
        {signedInAs && (
          <>
            Sie sind als <strong>{signedInAs}</strong> angemeldet.{' '}
          </>
        )}
        Als <strong>{recipient}</strong> fortfahren?
      </p>
      {signedInAs && <p className="dialog__note">Ihre bisherige Sitzung wird dabei beendet.</p>}
      <FormBanner message={problem} />
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void cancel()}
          disabled={switching}
          data-autofocus
        >
          Abbrechen
        </button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={switching}>
          {switching ? 'Wird gewechselt...' : 'Fortfahren'}
        </button>
      </div>
    </Modal>
  );
}

/** An admin session is never replaced by a customer's link: sign out first. */
function AdminSessionDialog({ onClose }: { onClose: () => void }) {
  const email = useSignedInEmail();
  const [signedOut, setSignedOut] = useState(false);

  const leave = async () => {
    await signOut();
    setSignedOut(true);
  };

  return (
    <Modal title="Als Admin angemeldet" onClose={onClose}>
      {signedOut ? (
        <p role="status">Sie sind abgemeldet. Öffnen Sie den Link aus der E-Mail jetzt erneut.</p>
      ) : (
        <p className="mail-link-question">
          Sie sind als Admin
          {email ? (
            <>
              {' '}
              <strong>{email}</strong>
            </>
          ) : null}{' '}
          angemeldet. Ein Link aus einer Buchungs-E-Mail ersetzt keine Admin-Sitzung: Bitte melden Sie sich zuerst ab
          und öffnen Sie den Link danach erneut.
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose} data-autofocus>
          Schließen
        </button>
        {!signedOut && (
          <button type="button" className="button button--primary" onClick={() => void leave()}>
            Abmelden
          </button>
        )}
      </div>
    </Modal>
  );
}
