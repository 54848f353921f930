import { Suspense, lazy, useState } from 'react';
import { createPortal } from 'react-dom';
import { SITE_PATHS } from '@mpb/domain';
import { signOut, useVisitorSession } from '../lib/visitor-session';
import '../styles/visitor-account.css';

const LoginDialog = lazy(() => import('../dialogs/LoginDialog'));

/** Optional sign-in on the webinar page: 'Anmelden', or the signed-in address, 'Meine Buchungen' and 'Abmelden'. */
export function VisitorAccount({ redirect }: { redirect: string }) {
  const session = useVisitorSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const user = session.status === 'known' ? session.user : null;

  return (
    <div className="visitor-account" aria-live="polite">
      {user ? (
        <>
          <span>
            Angemeldet als <strong>{user.email}</strong>
          </span>
          <a href={SITE_PATHS.myBookings} className="visitor-account__action">
            Meine Buchungen
          </a>
          <button type="button" className="visitor-account__action" onClick={() => void signOut()}>
            Abmelden
          </button>
        </>
      ) : (
        <>
          <span>Optional anmelden: Ihre E-Mail-Adresse steht dann schon in den Formularen.</span>
          <button
            type="button"
            className="visitor-account__action"
            onClick={() => setDialogOpen(true)}
            disabled={session.status === 'unknown'}
          >
            Anmelden
          </button>
        </>
      )}
      {/* Outside the hero (its buttons are inverted for the dark background), inside the site's styles. */}
      {dialogOpen &&
        createPortal(
          <Suspense fallback={null}>
            <LoginDialog redirect={redirect} onClose={() => setDialogOpen(false)} />
          </Suspense>,
          document.querySelector('.site') ?? document.body,
        )}
    </div>
  );
}
