import {
  MAGIC_LINK_VALID_MINUTES,
  MAIL_LINK_FAILURE,
  MAIL_LINK_MESSAGES,
  SITE_PARAMETERS,
  SITE_PATHS,
} from '@mpb/domain';
import { Suspense, lazy, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { FreshLinkOffer } from '../components/FreshLinkOffer';
import { StatusPanel } from '../components/StatusPanel';
import { pageMeta } from '../lib/seo';
import { useBrowserValue } from '../lib/use-browser-value';
import '../styles/results.css';

const LoginDialog = lazy(() => import('../dialogs/LoginDialog'));

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Anmeldung',
    description: 'Anmeldung per Magic Link für Teilnehmende und das Admin-Team.',
    path: SITE_PATHS.signIn,
    noindex: true,
  });

/** Why a sign-in link did not work (the API's callback sends people here with ?fehler=). */
const FAILURES: Record<string, { title: string; text: string }> = {
  abgelaufen: {
    title: 'Anmeldelink abgelaufen',
    text: `Dieser Anmeldelink ist abgelaufen. Aus Sicherheitsgründen gilt jeder Link nur ${MAGIC_LINK_VALID_MINUTES} Minuten.`,
  },
  verwendet: {
    title: 'Anmeldelink bereits verwendet',
    text: 'Dieser Anmeldelink wurde bereits verwendet. Jeder Link funktioniert aus Sicherheitsgründen nur einmal.',
  },
  ungueltig: {
    title: 'Anmeldelink ungültig',
    text: 'Dieser Anmeldelink ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
  },
  [MAIL_LINK_FAILURE]: { title: 'Link nicht mehr gültig', text: MAIL_LINK_MESSAGES.gone },
};

export default function SignInPage() {
  // The page is prerendered without a query; read it only in the browser.
  const search = useBrowserValue<string | null>(() => window.location.search, null);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (search === null) {
    return (
      <StatusPanel tone="loading" title="Anmeldung">
        <p role="status">Einen Moment bitte...</p>
      </StatusPanel>
    );
  }
  const params = new URLSearchParams(search);
  const failureKey = params.get(SITE_PARAMETERS.signInFailure);
  const failure = failureKey ? (FAILURES[failureKey] ?? FAILURES.ungueltig) : null;
  const admin = params.get(SITE_PARAMETERS.signInTarget) === 'admin';
  const homeLink = (
    <a href="/" className="button button--ghost">
      Zur Startseite
    </a>
  );
  const requestButton = (
    <button type="button" className="button button--primary" onClick={() => setDialogOpen(true)}>
      Neuen Link anfordern
    </button>
  );
  return (
    <StatusPanel tone={failure ? 'warning' : 'info'} title={failure?.title ?? 'Anmeldung per Magic Link'}>
      <p className="result-message" role={failure ? 'alert' : undefined}>
        {failure?.text ?? 'Wir senden Ihnen einen Anmeldelink per E-Mail; ein Passwort brauchen Sie nicht.'}
      </p>
      {failureKey === MAIL_LINK_FAILURE ? (
        <FreshLinkOffer actionsClassName="status-panel__actions" secondaryAction={homeLink} fallback={requestButton} />
      ) : (
        <>
          {failure && <p>Fordern Sie einfach einen neuen Link an; er kommt in wenigen Augenblicken per E-Mail.</p>}
          <div className="status-panel__actions">
            {homeLink}
            {admin ? (
              <a href={SITE_PATHS.adminLogin} className="button button--primary">
                Neuen Link anfordern
              </a>
            ) : (
              requestButton
            )}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {dialogOpen && (
          <LoginDialog
            redirect={failureKey === MAIL_LINK_FAILURE ? SITE_PATHS.myBookings : SITE_PATHS.courses}
            onClose={() => setDialogOpen(false)}
          />
        )}
      </Suspense>
    </StatusPanel>
  );
}
