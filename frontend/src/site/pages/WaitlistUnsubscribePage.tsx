import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { TokenLinkResult } from '../components/TokenLinkResult';
import { pageMeta } from '../lib/seo';
import { useTokenLink } from '../lib/use-token-link';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Von der Warteliste austragen',
    description: 'Austragung von der Warteliste für ein ausgebuchtes Seminar.',
    path: SITE_PATHS.waitlistUnsubscribe,
    noindex: true,
  });

const ERRORS_BY_CODE = {
  'invalid-link': 'Ungültiger Abmelde-Link',
  'link-used': 'Dieser Abmelde-Link wurde bereits verwendet. Sie stehen nicht mehr auf der Warteliste.',
};

export default function WaitlistUnsubscribePage() {
  const state = useTokenLink({
    endpoint: '/api/waitlist/unsubscribe',
    missingTokenMessage: 'Ungültiger Abmelde-Link',
    successMessage: 'Sie wurden erfolgreich aus der Warteliste ausgetragen.',
    queryFallback: ERRORS_BY_CODE,
  });
  return (
    <TokenLinkResult
      state={state}
      titles={{
        loading: 'Austragung wird bearbeitet...',
        success: 'Austragung erfolgreich',
        error: 'Austragung fehlgeschlagen',
        doneBefore: 'Bereits ausgetragen',
      }}
      contactSubject="Austragung von der Warteliste"
      successExtra={<p>Ihr Platz in der Reihenfolge geht an die nächste Person auf der Warteliste.</p>}
    />
  );
}
