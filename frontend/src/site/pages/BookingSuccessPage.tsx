import type { MetaFunction } from 'react-router';
import { StatusPanel } from '../components/StatusPanel';
import {
  accessMailSentence,
  accessWindowOpen,
  courseStartsAt,
  formatAmount,
  formatLongDate,
  formatTimeRange,
  freeBookingAmount,
  FREE_BOOKING_LABEL,
  SITE_PATHS,
} from '@mpb/domain';
import { pageMeta } from '../lib/seo';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import type { BookingView } from '../lib/booking-api';
import { type EmailDelivery, usePaymentVerification } from '../lib/use-payment-verification';
import '../styles/results.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Buchung abgeschlossen',
    description: 'Vielen Dank für Ihre Buchung. Hier erfahren Sie, wie es nach der Zahlung weitergeht.',
    path: SITE_PATHS.bookingSuccess,
    noindex: true,
  });

const EMAIL_FAILED_MESSAGE =
  '⚠️ E-Mail-Versand fehlgeschlagen, bitte kontaktieren Sie uns falls Sie keine E-Mail erhalten';

function EmailStatus({ delivery }: { delivery: EmailDelivery }) {
  if (delivery === 'sent') {
    return <p className="email-status email-status--sent">✓ Bestätigungs-E-Mail wurde versendet</p>;
  }
  if (delivery === 'failed') return <p className="email-status email-status--failed">{EMAIL_FAILED_MESSAGE}</p>;
  return (
    <p className="email-status email-status--sending">
      <span className="email-status__spinner" aria-hidden="true" /> Bestätigungs-E-Mail wird versendet...
    </p>
  );
}

function ResultLinks() {
  return (
    <div className="status-panel__actions">
      <a href="/" className="button button--ghost">
        Zur Startseite
      </a>
      <a href={SITE_PATHS.courses} className="button button--primary">
        Zu den Online-Seminaren
      </a>
    </div>
  );
}

const INVOICE_HEADING = 'Ihre Buchung ist verbindlich';

/** What follows a booking: the confirmation with the terms, the invoice (nothing to invoice when free), the access data. */
function NextSteps({ booking, free, onInvoice }: { booking: BookingView; free: boolean; onInvoice: boolean }) {
  const startsAt = courseStartsAt({ date: booking.course_date, start_time: booking.course_start_time });
  const accessDue = accessWindowOpen(startsAt, new Date());
  return (
    <ol className="steps">
      <li>Sie erhalten eine Buchungsbestätigung per E-Mail, mit unseren AGB und der Widerrufsbelehrung als PDF.</li>
      {onInvoice ? (
        <li>Ihre Rechnung erhalten Sie per E-Mail. Bitte überweisen Sie den Betrag bis zum Zahlungsziel.</li>
      ) : (
        !free && <li>Ihre Rechnung erhalten Sie per E-Mail.</li>
      )}
      <li>{accessMailSentence({ state: accessDue ? 'soon' : 'later' })}</li>
    </ol>
  );
}

export default function BookingSuccessPage() {
  const { state, retry, canRetry } = usePaymentVerification();
  const free = state.phase === 'success' && state.booking.amount === 0;
  // Booked on invoice (DECISIONS 35): binding, but nothing has been paid yet.
  const onInvoice = state.phase === 'success' && state.paymentMethod === 'invoice' && !free;
  const announcement =
    state.phase === 'loading'
      ? 'Zahlung wird überprüft...'
      : state.phase === 'confirming'
        ? 'Zahlung eingegangen'
        : state.phase === 'error'
          ? 'Fehler bei der Buchung'
          : onInvoice
            ? INVOICE_HEADING
            : 'Buchung erfolgreich!';

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {state.phase === 'loading' && (
        <StatusPanel tone="loading" title="Zahlung wird überprüft...">
          <p>Bitte schließen Sie dieses Fenster nicht. Wir prüfen Ihre Zahlung beim Zahlungsdienstleister.</p>
        </StatusPanel>
      )}

      {state.phase === 'confirming' && (
        <StatusPanel tone="loading" title="Zahlung eingegangen">
          <p className="result-message" data-testid="verification-confirming">
            {state.message}
          </p>
          <p>
            Sie müssen nichts weiter tun. Diese Seite aktualisiert sich automatisch, sobald Ihre Buchung bestätigt ist.
          </p>
        </StatusPanel>
      )}

      {state.phase === 'error' && (
        <StatusPanel tone="error" title="Fehler bei der Buchung">
          <p className="result-message" data-testid="verification-error">
            {state.message}
          </p>
          <p>
            Wurde Ihre Karte bereits belastet, melden Sie sich bitte bei uns: <a href={phoneHref()}>{SITE_PHONE}</a>{' '}
            oder <a href={mailHref(`Frage zur Buchung ${state.bookingId ?? ''}`.trim())}>{SITE_EMAIL}</a>
            {state.bookingId ? ` (Buchungsnummer ${state.bookingId})` : ''}. Wir klären das umgehend.
          </p>
          {canRetry && (
            <button type="button" className="button button--secondary" onClick={retry}>
              Erneut prüfen
            </button>
          )}
          <ResultLinks />
        </StatusPanel>
      )}

      {state.phase === 'success' && (
        <StatusPanel tone="success" title={onInvoice ? INVOICE_HEADING : 'Buchung erfolgreich!'}>
          {onInvoice ? (
            <p>
              Vielen Dank für Ihre Buchung. Ihr Platz ist verbindlich reserviert. Die Rechnung mit Zahlungsziel und
              Bankverbindung erhalten Sie per E-Mail. Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer.
            </p>
          ) : free ? (
            <p>
              <strong className="result-badge">{FREE_BOOKING_LABEL}</strong> Vielen Dank für Ihre Buchung. Ihr Platz ist
              verbindlich reserviert, eine Zahlung ist nicht nötig.
            </p>
          ) : (
            <p>Vielen Dank für Ihre Buchung. Ihre Zahlung ist eingegangen, Ihr Platz ist verbindlich reserviert.</p>
          )}
          <dl className="result-facts">
            <div>
              <dt>Kurs</dt>
              <dd>{state.booking.course_title}</dd>
            </div>
            <div>
              <dt>Datum</dt>
              <dd>{formatLongDate(state.booking.course_date)}</dd>
            </div>
            {state.booking.course_start_time && (
              <div>
                <dt>Uhrzeit</dt>
                <dd>{formatTimeRange(state.booking.course_start_time, state.booking.course_end_time)}</dd>
              </div>
            )}
            {free ? (
              <div>
                <dt>Betrag</dt>
                <dd>{freeBookingAmount()}</dd>
              </div>
            ) : (
              <div>
                <dt>{onInvoice ? 'Rechnungsbetrag' : 'Bezahlt'}</dt>
                <dd>{formatAmount(state.booking.amount, state.booking.currency || 'EUR')}</dd>
              </div>
            )}
            <div>
              <dt>Buchungsnummer</dt>
              <dd className="result-facts__id">{state.booking.id}</dd>
            </div>
          </dl>
          <div aria-live="polite" data-testid="email-status">
            <EmailStatus delivery={state.email} />
          </div>
          <h2 className="status-panel__subtitle">So geht es weiter</h2>
          <NextSteps booking={state.booking} free={free} onInvoice={onInvoice} />
          <p className="muted">
            Fragen? <a href={phoneHref()}>{SITE_PHONE}</a> oder <a href={mailHref()}>{SITE_EMAIL}</a>
          </p>
          <ResultLinks />
        </StatusPanel>
      )}
    </>
  );
}
