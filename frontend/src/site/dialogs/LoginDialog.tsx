import { useState } from 'react';
import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { MagicLinkForm } from '../components/MagicLinkForm';
import { Modal } from '../components/Modal';
import '../styles/booking.css';

interface LoginDialogProps {
  /** Path of this site the link leads back to. */
  redirect: string;
  onClose: () => void;
}

/** Login dialog 'Anmeldung erforderlich' (000 §2, §4, §8): a magic link by e-mail, no password. */
export default function LoginDialog({ redirect, onClose }: LoginDialogProps) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

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
      <MagicLinkForm
        redirect={redirect}
        onSent={setSentTo}
        onSendingChange={setSending}
        autoFocusOnOpen
        secondaryAction={(busy) => (
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            Abbrechen
          </button>
        )}
      />
    </Modal>
  );
}
