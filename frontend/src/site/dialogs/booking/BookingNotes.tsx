import { ACCESS_LEAD_TEXT, FULL_REFUND_DAYS } from '@mpb/domain';

/** Who gets which mail: a company order's participants get their own confirmation and access data. */
function mailNote(several: boolean, accessDue: boolean): string {
  const access = accessDue ? '' : ` ${ACCESS_LEAD_TEXT} vor Seminarbeginn`;
  if (several)
    return `Sie erhalten die Bestellbestätigung und die Rechnung per E-Mail. Jede teilnehmende Person erhält ihre eigene Bestätigung und ihre Zugangsdaten${access}.`;
  return accessDue
    ? 'Bestätigung, Rechnung und Zugangsdaten erhalten Sie gleich nach der Buchung per E-Mail.'
    : `Bestätigung und Rechnung erhalten Sie per E-Mail, die Zugangsdaten${access}.`;
}

/**
 * 'Important notes' of the booking dialog: payment, hold time, invoice, cancellation terms (000 §9).
 * `accessDue`: the date starts within the next 24 hours, so the access data follows the booking at once.
 * `seats` above one: a company order, whose participants get their own mails (DECISIONS 34).
 */
export function BookingNotes({ accessDue, seats }: { accessDue: boolean; seats: number }) {
  const several = seats > 1;
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
        <li>
          {several
            ? `Ihre ${seats} Plätze sind während der Zahlung 30 Minuten für Sie reserviert.`
            : 'Ihr Platz ist während der Zahlung 30 Minuten für Sie reserviert.'}
        </li>
        <li>{mailNote(several, accessDue)}</li>
        <li>{`Kostenfreie Stornierung bis ${FULL_REFUND_DAYS} Tage vor Seminarbeginn, danach gelten die Fristen unserer AGB.`}</li>
      </ul>
    </section>
  );
}
