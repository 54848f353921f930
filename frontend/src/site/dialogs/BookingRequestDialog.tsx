import { Modal } from '../components/Modal';
import { type Course, coursePriceCents } from '../lib/courses';
import { formatLongDate, formatPrice, formatRemainingSpots, formatShortDate, formatTimeRange } from '../lib/format';
import { FALLBACK_PRICE_CENTS, SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

interface BookingRequestDialogProps {
  course: Course;
  onClose: () => void;
}

/** Interim booking path (phone or e-mail) until the online checkout dialog replaces it. */
export default function BookingRequestDialog({ course, onClose }: BookingRequestDialogProps) {
  const price = formatPrice(coursePriceCents(course, FALLBACK_PRICE_CENTS), course.currency ?? 'EUR');
  const subject = `Buchungsanfrage: ${course.title} am ${formatShortDate(course.date)}`;
  const body =
    `Guten Tag,\n\nich möchte einen Platz im Seminar "${course.title}" am ${formatLongDate(course.date)} ` +
    `(${formatTimeRange(course.start_time, course.end_time)}) buchen.\n\nName: \nFirma (optional): \nTelefon: \n\n` +
    'Mit freundlichen Grüßen\n';

  return (
    <Modal title="Platz reservieren" onClose={onClose}>
      <dl className="summary">
        <div>
          <dt>Kurs</dt>
          <dd>{course.title}</dd>
        </div>
        <div>
          <dt>Datum</dt>
          <dd>{formatLongDate(course.date)}</dd>
        </div>
        <div>
          <dt>Uhrzeit</dt>
          <dd>{formatTimeRange(course.start_time, course.end_time)}</dd>
        </div>
        <div>
          <dt>Preis</dt>
          <dd>{price} inkl. 19 % MwSt.</dd>
        </div>
        <div>
          <dt>Verfügbarkeit</dt>
          <dd>{formatRemainingSpots(course.available_spots)}</dd>
        </div>
      </dl>
      <p>
        Reservieren Sie Ihren Platz telefonisch unter <a href={phoneHref()}>{SITE_PHONE}</a> oder per E-Mail an{' '}
        <a href={mailHref()}>{SITE_EMAIL}</a>. Sie erhalten anschließend eine Bestätigung mit allen Unterlagen.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Abbrechen
        </button>
        <a className="button button--primary" href={mailHref(subject, body)}>
          Per E-Mail anfragen
        </a>
      </div>
    </Modal>
  );
}
