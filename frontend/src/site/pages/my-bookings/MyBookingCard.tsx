import { formatAmount, formatLongDate, formatTimeRange, INVOICE_KIND_LABELS, PAYMENT_DUE_LABEL } from '@mpb/domain';
import { apiUrl } from '../../../api/client';
import { BookingActionRow } from './BookingActionRow';
import { CancelBookingAction } from './CancelBookingAction';
import type { MyBooking } from './my-bookings-api';
import { RebookAction } from './RebookAction';
import { SubstituteAction } from './SubstituteAction';

interface MyBookingCardProps {
  booking: MyBooking;
  onCancelled: (message: string) => void;
}

/**
 * One booking: course, date and time, status, money, its files and links, and what may be done
 * today. A substitute sees who paid and manages the booking instead of the money and the actions.
 */
export function MyBookingCard({ booking, onCancelled }: MyBookingCardProps) {
  const headingId = `buchung-${booking.id}`;
  return (
    <article className={`my-booking my-booking--${booking.status}`} aria-labelledby={headingId}>
      <header className="my-booking__header">
        <div>
          <h3 id={headingId} className="my-booking__title">
            {booking.courseTitle}
          </h3>
          <p className="my-booking__when">
            <span>{formatLongDate(booking.date)}</span>
            <span>{formatTimeRange(booking.startTime, booking.endTime)}</span>
          </p>
        </div>
        <span className={`status-chip status-chip--${booking.status}`}>{booking.statusLabel}</span>
      </header>

      <dl className="my-booking__facts">
        {booking.paidBy !== null ? (
          <div>
            <dt>Bezahlt von</dt>
            <dd>{booking.paidBy}</dd>
          </div>
        ) : (
          <div>
            <dt>Bezahlt</dt>
            <dd>{booking.paymentDue ? PAYMENT_DUE_LABEL : formatAmount(booking.paidCents ?? 0)}</dd>
          </div>
        )}
        {booking.refundedCents !== null && (
          <div>
            <dt>Erstattet</dt>
            <dd>{formatAmount(booking.refundedCents)}</dd>
          </div>
        )}
        <div>
          <dt>Teilnehmende Person</dt>
          <dd>
            {booking.participantName}
            {booking.isPayer && <span className="my-booking__hint"> (von Ihnen bezahlt)</span>}
          </dd>
        </div>
      </dl>

      {booking.notice && (
        <p className="my-booking__notice" role="note">
          {booking.notice}
        </p>
      )}

      {booking.accessNote && <p className="my-booking__access-note">{booking.accessNote}</p>}
      {booking.access && <AccessData access={booking.access} />}

      {(booking.calendarUrl || booking.receiptUrl || booking.certificate || booking.invoices.length > 0) && (
        <ul className="my-booking__links" aria-label="Dokumente">
          {booking.calendarUrl && (
            <li>
              <a href={booking.calendarUrl} download="kurstermin.ics">
                Kalenderdatei
              </a>
            </li>
          )}
          {booking.receiptUrl && (
            <li>
              <a href={booking.receiptUrl} target="_blank" rel="noopener">
                Zahlungsbeleg
              </a>
            </li>
          )}
          {booking.invoices.map((invoice) => (
            <InvoiceLinks key={invoice.id} invoice={invoice} />
          ))}
          {booking.certificate && (
            <>
              <li>
                <a href={booking.certificate.downloadUrl} download>
                  Zertifikat (PDF)
                </a>
              </li>
              <li>
                <a href={booking.certificate.verificationUrl} target="_blank" rel="noopener">
                  Zertifikat Nr. {booking.certificate.number} prüfen
                </a>
              </li>
            </>
          )}
        </ul>
      )}

      {booking.status === 'confirmed' && booking.paidBy !== null && (
        <p className="my-booking__managed">
          {booking.paidBy} hat diese Buchung bezahlt und verwaltet sie: Stornierung, Umbuchung, Ersatzperson und
          Zahlungsbeleg laufen über {booking.paidBy}.
        </p>
      )}

      {booking.status === 'confirmed' && booking.paidBy === null && (
        <BookingActionRow>
          {booking.canRebook && <RebookAction booking={booking} onRebooked={onCancelled} />}
          {booking.canSubstitute && <SubstituteAction booking={booking} onSubstituted={onCancelled} />}
          <CancelBookingAction booking={booking} onCancelled={onCancelled} />
        </BookingActionRow>
      )}
    </article>
  );
}

/** An invoice or cancellation invoice as stored: the ZUGFeRD PDF and its XML (for business buyers the XRechnung). */
function InvoiceLinks({ invoice }: { invoice: MyBooking['invoices'][number] }) {
  const name = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;
  const params = { path: { id: invoice.id } };
  return (
    <li>
      <a href={apiUrl('/api/me/invoices/{id}.pdf', params)} download>
        {name}
      </a>{' '}
      <a href={apiUrl('/api/me/invoices/{id}.xml', params)} download aria-label={`${name} als XML (E-Rechnung)`}>
        (XML)
      </a>
    </li>
  );
}

function AccessData({ access }: { access: NonNullable<MyBooking['access']> }) {
  const rows: [string, string | null][] = [
    ['Meeting-ID', access.meetingId],
    ['Kenncode', access.passcode],
    ['Einwahl per Telefon', access.dialIn],
  ];
  return (
    <section className="my-booking__access" aria-label="Zugangsdaten zum Live-Webinar">
      <h4>Zugangsdaten zum Live-Webinar</h4>
      {access.url && (
        <a className="button button--secondary" href={access.url} target="_blank" rel="noopener">
          Zum virtuellen Kursraum
        </a>
      )}
      <dl>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {access.note && <p>{access.note}</p>}
    </section>
  );
}
