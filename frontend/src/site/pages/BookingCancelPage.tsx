import { SITE_PATHS } from '@mpb/domain';
import { useEffect, useState } from 'react';
import { type MetaFunction, useSearchParams } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { ApiRequestError, messageOf } from '../lib/api';
import { cancelBooking } from '../lib/booking-api';
import { pageMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-browser-value';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Buchung abgebrochen',
    description: 'Der Bezahlvorgang wurde abgebrochen. Sie können jederzeit erneut buchen.',
    path: SITE_PATHS.bookingCancel,
    noindex: true,
  });

const paymentProblems = [
  'Nicht ausreichende Deckung oder erreichtes Kreditkartenlimit',
  'Für Zahlungen ins Ausland oder online gesperrte Karte',
  'Browser-Einstellungen oder Werbeblocker, die das Zahlungsfenster verhindern',
  'Tippfehler bei Kartennummer, Ablaufdatum oder Prüfziffer',
];

const INVALID_LINK =
  'Der Link ist ungültig. Bitte verwenden Sie den Link aus Ihrem Bezahlvorgang oder kontaktieren Sie uns.';
const NOT_CHECKED =
  'Ihre Buchung konnte gerade nicht storniert werden. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.';

type CancelState =
  { kind: 'loading' } | { kind: 'cancelled' | 'already-cancelled' | 'paid' | 'invalid' | 'failed'; message: string };

// One call per link, also when an effect runs twice: a second call would answer 'already cancelled'.
const cancellations = new Map<string, ReturnType<typeof cancelBooking>>();

function cancelOnce(bookingId: string, token: string) {
  const key = `${bookingId}:${token}`;
  if (!cancellations.has(key)) cancellations.set(key, cancelBooking(bookingId, token));
  return cancellations.get(key)!;
}

/** Cancels the unpaid booking (DECISIONS 6) and says what the server did with it. */
function useCancelUnpaidBooking(): CancelState {
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('booking_id')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const link = `${bookingId}:${token}`;
  const hydrated = useHydrated();
  // The answer is kept with the link it is for: another link shows 'loading' until its own arrives.
  const [settled, setSettled] = useState<{ link: string; state: CancelState } | null>(null);

  useEffect(() => {
    if (!bookingId || !token) return;
    let current = true;
    const show = (state: CancelState) => setSettled({ link, state });
    cancelOnce(bookingId, token)
      .then(
        (answer) =>
          current &&
          show({
            kind: answer.outcome === 'cancelled' ? 'cancelled' : 'already-cancelled',
            message: answer.message,
          }),
      )
      .catch((error: unknown) => current && show(failureState(error)));
    return () => {
      current = false;
    };
  }, [bookingId, token, link]);

  // The page is prerendered without its address's query: it shows 'loading' until it runs.
  if (!hydrated) return { kind: 'loading' };
  if (!bookingId || !token) return { kind: 'invalid', message: INVALID_LINK };
  return settled?.link === link ? settled.state : { kind: 'loading' };
}

function failureState(error: unknown): CancelState {
  const status = error instanceof ApiRequestError && error.kind === 'http' ? error.status : null;
  if (status === 409) return { kind: 'paid', message: messageOf(error, NOT_CHECKED) };
  if (status === 400 || status === 403 || status === 404)
    return { kind: 'invalid', message: messageOf(error, INVALID_LINK) };
  console.error('Die Buchung konnte nicht storniert werden', error);
  return { kind: 'failed', message: messageOf(error, NOT_CHECKED) };
}

const TITLES: Record<CancelState['kind'], string> = {
  loading: 'Buchung wird storniert',
  cancelled: 'Buchung abgebrochen',
  'already-cancelled': 'Buchung bereits storniert',
  paid: 'Buchung bereits bezahlt',
  invalid: 'Link ungültig',
  failed: 'Stornierung nicht möglich',
};

const TONES = {
  loading: 'loading',
  cancelled: 'warning',
  'already-cancelled': 'info',
  paid: 'info',
  invalid: 'error',
  failed: 'error',
} as const;

export default function BookingCancelPage() {
  const state = useCancelUnpaidBooking();
  const unpaid = state.kind === 'cancelled' || state.kind === 'already-cancelled';

  return (
    <StatusPanel tone={TONES[state.kind]} title={TITLES[state.kind]}>
      <p className="result-lead" role="status">
        {state.kind === 'loading' ? 'Einen Moment bitte, wir stornieren die nicht bezahlte Buchung …' : state.message}
      </p>

      {state.kind !== 'loading' && (
        <>
          <h2 className="status-panel__subtitle">Wir helfen Ihnen gern</h2>
          <ul className="contact-options">
            <li>
              <span className="contact-options__label">Telefon (kostenfrei)</span>
              <a href={phoneHref()}>{SITE_PHONE}</a>
            </li>
            <li>
              <span className="contact-options__label">E-Mail</span>
              <a href={mailHref('Frage zur Buchung')}>{SITE_EMAIL}</a>
            </li>
          </ul>
        </>
      )}

      {unpaid && (
        <>
          <h2 className="status-panel__subtitle">Häufige Ursachen für Zahlungsprobleme</h2>
          <ul className="bullet-list">
            {paymentProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}

      <div className="status-panel__actions">
        {state.kind !== 'paid' && (
          <a href={SITE_PATHS.courses} className="button button--primary">
            Erneut buchen
          </a>
        )}
        <a href="/" className={`button ${state.kind === 'paid' ? 'button--primary' : 'button--ghost'}`}>
          Zur Startseite
        </a>
      </div>
    </StatusPanel>
  );
}
