import { Link, type MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Buchung abgebrochen',
    description: 'Die Zahlung wurde abgebrochen. Es wurde nichts berechnet; Sie können jederzeit erneut buchen.',
    path: '/booking/cancel',
    noindex: true,
  });

const paymentProblems = [
  'Nicht ausreichende Deckung oder erreichtes Kreditkartenlimit',
  'Für Zahlungen ins Ausland oder online gesperrte Karte',
  'Browser-Einstellungen oder Werbeblocker, die das Zahlungsfenster verhindern',
  'Tippfehler bei Kartennummer, Ablaufdatum oder Prüfziffer',
];

export default function BookingCancelPage() {
  return (
    <StatusPanel tone="warning" title="Buchung abgebrochen">
      <p>
        Der Bezahlvorgang wurde abgebrochen. Es wurde keine Zahlung durchgeführt und Ihr Platz ist nicht verbindlich
        gebucht.
      </p>
      <h2 className="status-panel__subtitle">Häufige Ursachen für Zahlungsprobleme</h2>
      <ul className="check-list check-list--muted">
        {paymentProblems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        Wir helfen gern weiter: <a href={phoneHref()}>{SITE_PHONE}</a> oder{' '}
        <a href={mailHref('Frage zur Buchung')}>{SITE_EMAIL}</a>.
      </p>
      <div className="status-panel__actions">
        <Link to="/" className="button button--ghost">
          Zur Startseite
        </Link>
        <Link to="/online-seminare" className="button button--primary">
          Erneut buchen
        </Link>
      </div>
    </StatusPanel>
  );
}
