import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { TokenLinkResult } from '../components/TokenLinkResult';
import { pageMeta } from '../lib/seo';
import { useTokenLink } from '../lib/use-token-link';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Newsletter bestätigen',
    description: 'Bestätigung Ihrer Anmeldung zum Newsletter mit Informationen zu neuen Seminarterminen.',
    path: SITE_PATHS.newsletterConfirm,
    noindex: true,
  });

/** Double opt-in (DECISIONS 9): the confirmation e-mail links here with its token. */
export default function NewsletterConfirmPage() {
  const state = useTokenLink({
    endpoint: '/api/newsletter/confirm',
    missingTokenMessage: 'Ungültiger Bestätigungslink',
    successMessage: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  });
  return (
    <TokenLinkResult
      state={state}
      titles={{
        loading: 'Anmeldung wird bestätigt...',
        success: 'Anmeldung bestätigt',
        error: 'Bestätigung fehlgeschlagen',
      }}
      contactSubject="Anmeldung zum Newsletter"
      successExtra={<p>Sobald neue Seminartermine feststehen, erfahren Sie es per E-Mail.</p>}
    />
  );
}
