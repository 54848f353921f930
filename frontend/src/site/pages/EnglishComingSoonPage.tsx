import type { MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { SITE_PHONE, phoneHref } from '../lib/site-config';

export const meta: MetaFunction = ({ location }) =>
  pageMeta({
    title: 'English Version Coming Soon',
    description:
      'The English version of our website for medical device consultant training is in preparation. The German site is fully available.',
    path: location.pathname,
    noindex: true,
    locale: 'en_GB',
  });

export default function EnglishComingSoonPage() {
  return (
    <StatusPanel tone="info" title="English Version Coming Soon" lang="en">
      <p>
        We are currently translating our website. The English version is in preparation and will be published as soon as
        it is complete.
      </p>
      <h2 className="status-panel__subtitle">What to expect</h2>
      <ul className="check-list check-list--muted">
        <li>Complete course content in English</li>
        <li>The full website, including booking, in English</li>
      </ul>
      <p>
        Questions in English are welcome by phone: <a href={phoneHref()}>{SITE_PHONE}</a>
      </p>
      <div className="status-panel__actions">
        <a href="/" className="button button--primary" hrefLang="de">
          Visit the German website
        </a>
      </div>
    </StatusPanel>
  );
}
