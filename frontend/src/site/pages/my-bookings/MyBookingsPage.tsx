import { SITE_PARAMETERS, SITE_PATHS } from '@mpb/domain';
import { lazy, Suspense } from 'react';
import { type MetaFunction, useNavigate, useSearchParams } from 'react-router';
import { ContactBlock } from '../../components/ContactBlock';
import { PageHero } from '../../components/PageHero';
import { useHydrated } from '../../lib/use-browser-value';
import { signOut, useVisitorSession } from '../../lib/visitor-session';
import { pageMeta } from '../../lib/seo';
import { MyBookingsList } from './MyBookingsList';
import { SignInPanel } from './SignInPanel';
import '../../styles/my-bookings.css';
import '../../styles/visitor-account.css';

const MailLinkSessionDialog = lazy(() => import('./MailLinkSessionDialog'));

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Meine Buchungen',
    description: 'Ihre Buchungen ansehen, Kalenderdatei und Zahlungsbeleg laden und nach den AGB stornieren.',
    path: SITE_PATHS.myBookings,
    noindex: true,
  });

/** 'Meine Buchungen' (DECISIONS 31): sign in by magic link, then the address's bookings. */
export default function MyBookingsPage() {
  const session = useVisitorSession();
  const user = session.status === 'known' ? session.user : null;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The page is prerendered without its query: the question waits for the browser.
  const mailLinkSession = useHydrated() ? searchParams.get(SITE_PARAMETERS.mailLinkSession) : null;
  return (
    <>
      <PageHero
        title="Meine Buchungen"
        lead="Ihre Termine, Kalenderdateien, Zugangsdaten und Zertifikate an einem Ort. Wer eine Buchung bezahlt hat, kann sie hier nach unseren AGB stornieren, umbuchen oder eine Ersatzperson benennen."
      >
        {user && (
          <p className="my-bookings__account">
            Angemeldet als <strong>{user.email}</strong>
            <button type="button" className="visitor-account__action" onClick={() => void signOut()}>
              Abmelden
            </button>
          </p>
        )}
      </PageHero>
      <section className="section my-bookings" aria-labelledby="my-bookings-heading">
        <div className="container my-bookings__container">
          <h2 id="my-bookings-heading" className="visually-hidden">
            Ihre Buchungen
          </h2>
          {session.status === 'unknown' ? (
            <div className="skeleton-list" aria-hidden="true">
              <span />
              <span />
            </div>
          ) : user ? (
            <MyBookingsList />
          ) : (
            <SignInPanel />
          )}
          <p className="muted my-bookings__more">
            Sie möchten einen weiteren Termin buchen? <a href={SITE_PATHS.courses}>Alle Termine ansehen</a>
          </p>
        </div>
      </section>
      <ContactBlock />
      {mailLinkSession && (
        <Suspense fallback={null}>
          <MailLinkSessionDialog
            kind={mailLinkSession}
            onClose={() => void navigate(SITE_PATHS.myBookings, { replace: true })}
          />
        </Suspense>
      )}
    </>
  );
}
