import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../components/Modal';
import { analyticsConfigured, readPreferences, savePreferences } from '../lib/consent';
import { useToast } from '../lib/toast';
import { useSignedInEmail } from '../lib/visitor-session';
import '../styles/cookie-settings.css';

interface CookieSettingsDialogProps {
  onClose: () => void;
}

type Choice = { analytics: boolean; marketing: boolean };

/** The cookie dialog of spec 000 §2/§4: necessary always on, analytics and marketing by consent. */
export default function CookieSettingsDialog({ onClose }: CookieSettingsDialogProps) {
  const [choice, setChoice] = useState<Choice>(() => {
    const stored = readPreferences();
    return { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false };
  });
  const email = useSignedInEmail();
  const showToast = useToast();

  const save = (chosen: Choice) => {
    savePreferences(chosen, email);
    showToast({ title: 'Einstellungen gespeichert', description: 'Ihre Cookie-Einstellungen wurden erfolgreich aktualisiert.', tone: 'success' });
    onClose();
  };

  return (
    <Modal title="Cookie-Einstellungen" subtitle="Sie entscheiden, welche Dienste wir verwenden dürfen." onClose={onClose}>
      <div className="cookie-category">
        <div>
          <h3 id="cookie-necessary">Notwendig</h3>
          <p>
            Technisch erforderliche Speicherungen, damit die Website, die Anmeldung und die Buchung funktionieren. Diese
            Kategorie ist immer aktiv und kann nicht deaktiviert werden.
          </p>
        </div>
        <input type="checkbox" role="switch" className="cookie-switch" checked disabled aria-labelledby="cookie-necessary" />
      </div>
      <div className="cookie-category">
        <div>
          <h3 id="cookie-analytics">Statistik</h3>
          <p>
            {analyticsConfigured
              ? 'Wir zählen anonymisiert, welche Seiten besucht werden (Plausible Analytics), um die Website zu verbessern. Erst mit Ihrer Einwilligung wird der Dienst geladen.'
              : 'Derzeit ist kein Statistikdienst eingebunden: Auch mit Ihrer Einwilligung wird nichts geladen.'}
          </p>
        </div>
        <input
          type="checkbox"
          role="switch"
          className="cookie-switch"
          checked={choice.analytics}
          onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
          aria-labelledby="cookie-analytics"
          data-autofocus
        />
      </div>
      <div className="cookie-category">
        <div>
          <h3 id="cookie-marketing">Marketing</h3>
          <p>Derzeit setzen wir keine Marketing-Dienste ein. Ihre Wahl gilt für künftige Dienste dieser Art.</p>
        </div>
        <input
          type="checkbox"
          role="switch"
          className="cookie-switch"
          checked={choice.marketing}
          onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
          aria-labelledby="cookie-marketing"
        />
      </div>
      <p className="dialog__note">
        Weitere Informationen finden Sie in unserer{' '}
        <Link to="/datenschutz" onClick={onClose}>
          Datenschutzerklärung
        </Link>
        .
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => save({ analytics: false, marketing: false })}>
          Alle ablehnen
        </button>
        <button type="button" className="button button--secondary" onClick={() => save({ analytics: true, marketing: true })}>
          Alle akzeptieren
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Abbrechen
        </button>
        <button type="button" className="button button--primary" onClick={() => save(choice)}>
          Speichern
        </button>
      </div>
    </Modal>
  );
}
