import { Logo } from './Logo';
import '../styles/error-screen.css';

/** The generic error screen of spec 000 §2; it is left only by reloading. */
export function ErrorScreen() {
  return (
    <div className="site error-screen">
      <div className="error-screen__card" role="alert">
        <Logo />
        <h1>Etwas ist schiefgelaufen</h1>
        <p>Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Seite neu laden
        </button>
      </div>
    </div>
  );
}
