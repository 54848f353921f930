import { SITE_PATHS } from '@mpb/domain';
import { useState } from 'react';
import { type MetaFunction, useSearchParams } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { ApiRequestError, messageOf } from '../lib/api';
import { discardCheckout } from '../lib/booking-api';
import { pageMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-browser-value';
import { SITE_EMAIL, mailHref } from '../lib/site-config';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Reservierung verwerfen',
    description: 'Eine noch nicht bezahlte Reservierung für Ihre E-Mail-Adresse verwerfen.',
    path: SITE_PATHS.bookingDiscard,
    noindex: true,
  });

const INVALID_LINK =
  'Der Link ist ungültig. Bitte verwenden Sie den Link aus der neuesten E-Mail zu dieser Reservierung oder kontaktieren Sie uns.';
const NOT_DONE =
  'Die Reservierung konnte gerade nicht verworfen werden. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.';

type DiscardState =
  | { kind: 'ask' | 'working' }
  | { kind: 'discarded' | 'already-closed' | 'paid' | 'invalid' | 'failed'; message: string };

function failureState(error: unknown): DiscardState {
  const status = error instanceof ApiRequestError && error.kind === 'http' ? error.status : null;
  if (status === 409) return { kind: 'paid', message: messageOf(error, NOT_DONE) };
  if (status === 400 || status === 403) return { kind: 'invalid', message: messageOf(error, INVALID_LINK) };
  console.error('Die Reservierung konnte nicht verworfen werden', error);
  return { kind: 'failed', message: messageOf(error, NOT_DONE) };
}

const TITLES: Record<DiscardState['kind'], string> = {
  ask: 'Reservierung verwerfen?',
  working: 'Reservierung wird verworfen',
  discarded: 'Reservierung verworfen',
  'already-closed': 'Reservierung nicht mehr offen',
  paid: 'Reservierung bereits bezahlt',
  invalid: 'Link ungültig',
  failed: 'Verwerfen nicht möglich',
};

const TONES = {
  ask: 'warning',
  working: 'loading',
  discarded: 'success',
  'already-closed': 'info',
  paid: 'info',
  invalid: 'error',
  failed: 'error',
} as const;

/**
 * The discard link mailed to the address of an open checkout (DECISIONS 22). Opening the link
 * changes nothing, so a mail scanner that follows it does no harm: only the button discards.
 */
export default function BookingDiscardPage() {
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('booking_id')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const hydrated = useHydrated();
  const [state, setState] = useState<DiscardState>({ kind: 'ask' });
  const shown: DiscardState = hydrated && (!bookingId || !token) ? { kind: 'invalid', message: INVALID_LINK } : state;

  const discard = () => {
    setState({ kind: 'working' });
    discardCheckout(bookingId, token)
      .then((answer) =>
        setState({ kind: answer.outcome === 'discarded' ? 'discarded' : 'already-closed', message: answer.message }),
      )
      .catch((error: unknown) => setState(failureState(error)));
  };

  return (
    <StatusPanel tone={TONES[shown.kind]} title={TITLES[shown.kind]}>
      {'message' in shown ? (
        <DiscardResult result={shown} />
      ) : (
        <>
          <p className="result-lead">
            Für Ihre E-Mail-Adresse ist eine Buchung offen, die noch nicht bezahlt ist. Wenn Sie sie nicht selbst
            begonnen haben oder mit anderen Angaben buchen möchten, verwerfen Sie die Reservierung: Der Platz wird
            sofort freigegeben, und Sie können den Termin anschließend mit Ihren eigenen Angaben buchen.
          </p>
          <div className="status-panel__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={discard}
              disabled={!hydrated || shown.kind === 'working'}
            >
              Reservierung verwerfen
            </button>
            <a href="/" className="button button--ghost">
              Zur Startseite
            </a>
          </div>
        </>
      )}
    </StatusPanel>
  );
}

function DiscardResult({ result }: { result: Extract<DiscardState, { message: string }> }) {
  const problem = result.kind === 'invalid' || result.kind === 'failed';
  return (
    <>
      <p className="result-lead" role={problem ? 'alert' : 'status'}>
        {result.message}
      </p>
      {result.kind !== 'discarded' && (
        <p>
          Fragen beantworten wir Ihnen gern unter <a href={mailHref('Frage zur Reservierung')}>{SITE_EMAIL}</a>.
        </p>
      )}
      <div className="status-panel__actions">
        {result.kind !== 'paid' && (
          <a href={SITE_PATHS.courses} className="button button--primary">
            Termin buchen
          </a>
        )}
        <a href="/" className={`button ${result.kind === 'paid' ? 'button--primary' : 'button--ghost'}`}>
          Zur Startseite
        </a>
      </div>
    </>
  );
}
