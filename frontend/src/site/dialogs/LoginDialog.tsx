import { type FormEvent, useState } from 'react';
import { CustomerEmailField } from '../components/CustomerContactFields';
import { FormBanner } from '../components/FormField';
import { Modal } from '../components/Modal';
import { messageOf } from '../lib/api';
import { checkEmail, MAGIC_LINK_VALID_MINUTES, normaliseEmail } from '@mpb/domain';
import { requestMagicLink } from '../lib/visitor-session';
import '../styles/forms.css';
import '../styles/booking.css';

interface LoginDialogProps {
  /** Path of this site the link leads back to. */
  redirect: string;
  onClose: () => void;
}

/** Login dialog 'Anmeldung erforderlich' (000 §2, §4, §8): a magic link by e-mail, no password. */
export default function LoginDialog({ redirect, onClose }: LoginDialogProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const problem = checkEmail(email);
    setFieldError(problem);
    setBanner(null);
    if (problem) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      await requestMagicLink(normaliseEmail(email), redirect);
      setSentTo(normaliseEmail(email));
    } catch (error) {
      setBanner(messageOf(error, 'Ein Fehler ist aufgetreten'));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <Modal title="E-Mail gesendet!" onClose={onClose}>
        <div className="signup-success" role="status">
          <span className="signup-success__icon" aria-hidden="true">
            ✓
          </span>
          <p>
            <strong>Magic Link gesendet</strong>
          </p>
          <p>
            Wir haben einen Anmeldelink an <strong>{sentTo}</strong> gesendet. Öffnen Sie die E-Mail und klicken Sie auf
            den Link; er ist {MAGIC_LINK_VALID_MINUTES} Minuten gültig und funktioniert einmal.
          </p>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            Verstanden
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title="Anmeldung erforderlich"
      subtitle="Melden Sie sich ohne Passwort an: Wir senden Ihnen einen Anmeldelink per E-Mail. Angemeldet ist Ihre E-Mail-Adresse in den Formularen für Buchung und Warteliste schon eingetragen."
      onClose={onClose}
      busy={sending}
    >
      <form className="signup-form" noValidate onSubmit={handleSubmit} aria-label="Anmeldung per Magic Link">
        <CustomerEmailField
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setFieldError(null);
          }}
          error={fieldError ?? undefined}
          disabled={sending}
          autoFocusOnOpen
        />
        <FormBanner message={banner} />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
            Abbrechen
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Wird gesendet...' : 'Magic Link senden'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
