import { useEffect, useRef } from 'react';
import { Link, type MetaFunction, useSearchParams } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import { cancelBooking } from '../lib/booking-api';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Buchung abgebrochen',
    description: 'Die Zahlung wurde abgebrochen. Es wurde nichts berechnet; Sie können jederzeit erneut buchen.',
    path: '/booking/cancel',
    noindex: true,
  });

const paymentProblems = [
  'Nicht ausreichende Deckung oder erreichtes Kreditkartenlimit',
  'Für Zahlungen ins Ausland oder online gesperrte Karte',
  'Browser-Einstellungen oder Werbeblocker, die das Zahlungsfenster verhindern',
  'Tippfehler bei Kartennummer, Ablaufdatum oder Prüfziffer',
];

/** Releases the unpaid booking's seat at once (DECISIONS 6); a failure is only logged (000 §8). */
function useCancelUnpaidBooking() {
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('booking_id')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const cancelled = useRef<string | null>(null);

  useEffect(() => {
    if (!bookingId || !token || cancelled.current === bookingId) return;
    cancelled.current = bookingId;
    cancelBooking(bookingId, token).catch((error: unknown) =>
      console.error('Die Buchung konnte nicht storniert werden', error),
    );
  }, [bookingId, token]);
}

export default function BookingCancelPage() {
  useCancelUnpaidBooking();

  return (
    <StatusPanel tone="warning" title="Buchung abgebrochen">
      <p className="result-lead">
        Der Bezahlvorgang wurde abgebrochen. <strong>Es wurde keine Zahlung durchgeführt</strong> und{' '}
        <strong>kein Platz für Sie reserviert</strong>. Sie können jederzeit erneut buchen, solange Plätze frei sind.
      </p>

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

      <h2 className="status-panel__subtitle">Häufige Ursachen für Zahlungsprobleme</h2>
      <ul className="bullet-list">
        {paymentProblems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>

      <div className="status-panel__actions">
        <Link to="/online-seminare" className="button button--primary">
          Erneut buchen
        </Link>
        <Link to="/" className="button button--ghost">
          Zur Startseite
        </Link>
      </div>
    </StatusPanel>
  );
}
