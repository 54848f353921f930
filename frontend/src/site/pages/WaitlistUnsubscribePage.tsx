import { Link, type MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, mailHref } from '../lib/site-config';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Von der Warteliste austragen',
    description: 'Austragung von der Warteliste für ein ausgebuchtes Seminar.',
    path: '/waitlist-unsubscribe',
    noindex: true,
  });

export default function WaitlistUnsubscribePage() {
  return (
    <StatusPanel tone="info" title="Von der Warteliste austragen">
      <p>
        Sie benötigen keinen Platz mehr? Über den Link in Ihrer Bestätigungs-E-Mail tragen Sie sich von der Warteliste
        aus. Ihr Platz in der Reihenfolge geht dann an die nächste Person.
      </p>
      <p>
        Bei Fragen erreichen Sie uns unter <a href={mailHref('Austragung von der Warteliste')}>{SITE_EMAIL}</a>.
      </p>
      <div className="status-panel__actions">
        <Link to="/" className="button button--ghost">
          Zur Startseite
        </Link>
        <Link to="/online-seminare" className="button button--primary">
          Andere Termine ansehen
        </Link>
      </div>
    </StatusPanel>
  );
}
