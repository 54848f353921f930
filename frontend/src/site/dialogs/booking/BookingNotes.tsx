import { FULL_REFUND_DAYS } from '@mpb/domain';

/** 'Important notes' of the booking dialog: payment, hold time, invoice, cancellation terms (000 §9). */
export function BookingNotes() {
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
        <li>Bestätigung und Rechnung erhalten Sie per E-Mail, die Zugangsdaten 24 Stunden vor Seminarbeginn.</li>
        <li>{`Kostenfreie Stornierung bis ${FULL_REFUND_DAYS} Tage vor Seminarbeginn, danach gelten die Fristen unserer AGB.`}</li>
      </ul>
    </section>
  );
}
