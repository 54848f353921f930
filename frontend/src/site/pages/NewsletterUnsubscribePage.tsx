import { Link, type MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, mailHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Newsletter abmelden',
    description: 'Abmeldung vom Newsletter mit Informationen zu neuen Seminarterminen.',
    path: '/newsletter-unsubscribe',
    noindex: true,
  });

export default function NewsletterUnsubscribePage() {
  return (
    <StatusPanel tone="info" title="Newsletter abmelden">
      <p>
        Sie möchten keine Informationen zu neuen Seminarterminen mehr erhalten? Jede unserer E-Mails enthält einen
        persönlichen Abmelde-Link, über den Sie sich mit einem Klick austragen.
      </p>
      <p>
        Funktioniert der Link nicht, schreiben Sie uns an{' '}
        <a href={mailHref('Abmeldung vom Newsletter')}>{SITE_EMAIL}</a>. Wir tragen Sie umgehend aus.
      </p>
      <div className="status-panel__actions">
        <Link to="/" className="button button--primary">
          Zur Startseite
        </Link>
      </div>
    </StatusPanel>
  );
}
