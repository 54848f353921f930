import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { TokenLinkResult } from '../components/TokenLinkResult';
import { pageMeta } from '../lib/seo';
import { useTokenLink } from '../lib/use-token-link';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Newsletter abmelden',
    description: 'Abmeldung vom Newsletter mit Informationen zu neuen Seminarterminen.',
    path: SITE_PATHS.newsletterUnsubscribe,
    noindex: true,
  });

export default function NewsletterUnsubscribePage() {
  const state = useTokenLink({
    endpoint: '/api/newsletter/unsubscribe',
    missingTokenMessage: 'Ungültiger Abmelde-Link',
    successMessage: 'Sie wurden erfolgreich vom Newsletter abgemeldet.',
  });
  return (
    <TokenLinkResult
      state={state}
      titles={{
        loading: 'Abmeldung wird bearbeitet...',
        success: 'Abmeldung erfolgreich',
        error: 'Abmeldung fehlgeschlagen',
      }}
      contactSubject="Abmeldung vom Newsletter"
      successExtra={
        <p>Sie erhalten keine weiteren Newsletter-E-Mails. Eine erneute Anmeldung ist jederzeit möglich.</p>
      }
    />
  );
}
