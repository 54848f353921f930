import { Link, type MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Buchung abgeschlossen',
    description: 'Vielen Dank für Ihre Buchung. Hier erfahren Sie, wie es nach der Zahlung weitergeht.',
    path: '/booking/success',
    noindex: true,
  });

export default function BookingSuccessPage() {
  return (
    <StatusPanel tone="success" title="Vielen Dank für Ihre Buchung!">
      <p>Ihre Buchung ist bei uns eingegangen. So geht es jetzt weiter:</p>
      <ol className="steps">
        <li>Sie erhalten in wenigen Minuten eine Bestätigung per E-Mail.</li>
        <li>Die offizielle Rechnung als PDF sendet Ihnen unser Zahlungsdienstleister.</li>
        <li>24 Stunden vor Seminarbeginn erhalten Sie eine Erinnerung mit den finalen Zugangsdaten.</li>
      </ol>
      <p className="muted">
        Keine E-Mail erhalten? Bitte prüfen Sie Ihren Spam-Ordner oder melden Sie sich unter{' '}
        <a href={phoneHref()}>{SITE_PHONE}</a> oder <a href={mailHref()}>{SITE_EMAIL}</a>.
      </p>
      <div className="status-panel__actions">
        <Link to="/" className="button button--ghost">
          Zur Startseite
        </Link>
        <Link to="/online-seminare" className="button button--primary">
          Zu den Online-Seminaren
        </Link>
      </div>
    </StatusPanel>
  );
}
