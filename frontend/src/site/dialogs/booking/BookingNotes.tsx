import { ACCESS_LEAD_TEXT, FULL_REFUND_DAYS } from '@mpb/domain';

/**
 * 'Important notes' of the booking dialog: payment, hold time, invoice, cancellation terms (000 §9).
 * `accessDue`: the date starts within the next 24 hours, so the access data follows the booking at once.
 */
export function BookingNotes({ accessDue }: { accessDue: boolean }) {
  return (
    <section className="booking-notes" aria-labelledby="booking-notes-heading">
      <h3 id="booking-notes-heading" className="booking-notes__title">
        Wichtige Hinweise
      </h3>
      <ul>
        <li>
          Sie bezahlen sicher per Karte über unseren Zahlungsdienstleister; dort können Firmenkunden ihre USt-IdNr.
          angeben.
        </li>
        <li>Ihr Platz ist während der Zahlung 30 Minuten für Sie reserviert.</li>
        <li>
          {accessDue
            ? 'Bestätigung, Rechnung und Zugangsdaten erhalten Sie gleich nach der Buchung per E-Mail.'
            : `Bestätigung und Rechnung erhalten Sie per E-Mail, die Zugangsdaten ${ACCESS_LEAD_TEXT} vor Seminarbeginn.`}
        </li>
        <li>{`Kostenfreie Stornierung bis ${FULL_REFUND_DAYS} Tage vor Seminarbeginn, danach gelten die Fristen unserer AGB.`}</li>
      </ul>
    </section>
  );
}
