import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';

export const meta: MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Seite nicht gefunden',
    description: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundPage() {
  return (
    <StatusPanel tone="info" title="Seite nicht gefunden">
      <p>
        Die Seite, die Sie aufrufen wollten, gibt es nicht oder nicht mehr. Vielleicht hilft Ihnen einer dieser Links
        weiter:
      </p>
      <div className="status-panel__actions">
        <a href="/" className="button button--ghost">
          Zur Startseite
        </a>
        <a href={SITE_PATHS.courses} className="button button--primary">
          Termine und Buchung
        </a>
      </div>
    </StatusPanel>
  );
}
