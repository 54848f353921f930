import { SITE_PATHS } from '@mpb/domain';
import { type ReactNode, useState } from 'react';
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
    showToast({
      title: 'Einstellungen gespeichert',
      description: 'Ihre Cookie-Einstellungen wurden erfolgreich aktualisiert.',
      tone: 'success',
    });
    onClose();
  };

  return (
    <Modal
      title="Cookie-Einstellungen"
      subtitle="Sie entscheiden, welche Dienste wir verwenden dürfen."
      onClose={onClose}
    >
      <CookieCategory id="cookie-necessary" title="Notwendig" checked disabled>
        Technisch erforderliche Speicherungen, damit die Website, die Anmeldung und die Buchung funktionieren. Diese
        Kategorie ist immer aktiv und kann nicht deaktiviert werden.
      </CookieCategory>
      <CookieCategory
        id="cookie-analytics"
        title="Statistik"
        checked={choice.analytics}
        onChange={(analytics) => setChoice({ ...choice, analytics })}
        autoFocus
      >
        {analyticsConfigured
          ? 'Wir zählen anonymisiert, welche Seiten besucht werden (Plausible Analytics), um die Website zu verbessern. Erst mit Ihrer Einwilligung wird der Dienst geladen.'
          : 'Derzeit ist kein Statistikdienst eingebunden: Auch mit Ihrer Einwilligung wird nichts geladen.'}
      </CookieCategory>
      <CookieCategory
        id="cookie-marketing"
        title="Marketing"
        checked={choice.marketing}
        onChange={(marketing) => setChoice({ ...choice, marketing })}
      >
        Derzeit setzen wir keine Marketing-Dienste ein. Ihre Wahl gilt für künftige Dienste dieser Art.
      </CookieCategory>
      <p className="dialog__note">
        Weitere Informationen finden Sie in unserer{' '}
        <a href={SITE_PATHS.privacy} onClick={onClose}>
          Datenschutzerklärung
        </a>
        .
      </p>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => save({ analytics: false, marketing: false })}
        >
          Alle ablehnen
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => save({ analytics: true, marketing: true })}
        >
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

interface CookieCategoryProps {
  id: string;
  title: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  autoFocus?: boolean;
  children: ReactNode;
}

/** One category with its switch, labelled by its heading. */
function CookieCategory({ id, title, checked, disabled, onChange, autoFocus, children }: CookieCategoryProps) {
  return (
    <div className="cookie-category">
      <div>
        <h3 id={id}>{title}</h3>
        <p>{children}</p>
      </div>
      <input
        type="checkbox"
        role="switch"
        className="cookie-switch"
        checked={checked}
        disabled={disabled}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        aria-labelledby={id}
        data-autofocus={autoFocus || undefined}
      />
    </div>
  );
}
