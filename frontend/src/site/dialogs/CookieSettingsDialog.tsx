import { Link } from 'react-router';
import { Modal } from '../components/Modal';

interface CookieSettingsDialogProps {
  onClose: () => void;
}

/**
 * Until consent-based analytics exist (DECISIONS.md 18) the site stores nothing that needs consent,
 * so this dialog only explains that. The full preference dialog replaces it.
 */
export default function CookieSettingsDialog({ onClose }: CookieSettingsDialogProps) {
  return (
    <Modal title="Cookie-Einstellungen" onClose={onClose}>
      <div className="cookie-category">
        <div>
          <h3>Notwendig</h3>
          <p>
            Technisch erforderliche Speicherungen, damit die Website und die Buchung funktionieren. Diese Kategorie ist
            immer aktiv und kann nicht deaktiviert werden.
          </p>
        </div>
        <span className="badge badge--success">Immer aktiv</span>
      </div>
      <div className="cookie-category">
        <div>
          <h3>Statistik und Marketing</h3>
          <p>
            Derzeit setzen wir keine Analyse- oder Marketing-Cookies ein. Sobald sich das ändert, können Sie hier Ihre
            Einwilligung erteilen oder widerrufen.
          </p>
        </div>
        <span className="badge">Nicht im Einsatz</span>
      </div>
      <p className="dialog__note">
        Weitere Informationen finden Sie in unserer{' '}
        <Link to="/datenschutz" onClick={onClose}>
          Datenschutzerklärung
        </Link>
        .
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Schließen
        </button>
      </div>
    </Modal>
  );
}
