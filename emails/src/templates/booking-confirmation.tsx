import { BulletList, DetailTable, EmailHeading, EmailParagraph, EmailSubheading } from '../components/blocks';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate, formatTime } from '@mpb/domain';
import { AccessDetails, type CourseAccess } from '../components/access-details';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { EarlyStartNotice, type EarlyStartProps } from '../components/early-start-notice';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

export interface BookingConfirmationProps extends CourseSchedule, MyBookingsLinkProps, EarlyStartProps {
  customerName: string;
  bookingId: string;
  /** Amount paid in cents. */
  amountCents: number;
  /** The meeting access, when the booking was confirmed less than 24 hours before the start. */
  access?: CourseAccess;
  /** The calendar file's SEQUENCE: the course's schedule revision. */
  calendarSequence?: number;
}

export function bookingConfirmationSubject(props: BookingConfirmationProps): string {
  return `Buchungsbestätigung: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function BookingConfirmationEmail(props: BookingConfirmationProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Ihr Platz ist gebucht: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`}
    >
      <EmailHeading>Vielen Dank für Ihre Buchung!</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        Ihre Zahlung ist eingegangen und Ihr Platz im Live-Webinar ist verbindlich gebucht. Hier sind Ihre Buchungsdaten
        im Überblick:
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Gezahlter Betrag', value: formatAmount(props.amountCents) },
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />

      <EmailSubheading>So geht es weiter</EmailSubheading>
      <BulletList
        items={[
          <>
            <strong>Buchungsbestätigung:</strong> Diese E-Mail bestätigt Ihre Buchung. Mit der angehängten Kalenderdatei
            (.ics) tragen Sie den Termin direkt in Ihren Kalender ein.
          </>,
          <>
            <strong>Rechnung:</strong> Ihre offizielle Rechnung als PDF erhalten Sie separat von unserem
            Zahlungsdienstleister.
          </>,
          ...(props.access
            ? []
            : [
                <>
                  <strong>Zugangsdaten:</strong> 24 Stunden vor Kursbeginn senden wir Ihnen eine Erinnerung mit den
                  finalen Zugangsdaten zum Live-Webinar.
                </>,
              ]),
        ]}
      />
      {props.access ? <AccessDetails access={props.access} start={formatTime(props.startTime)} /> : null}

      <CancellationTerms site={site} />
      <EarlyStartNotice requestedAt={props.earlyStartRequestedAt} />

      <EmailParagraph>
        Bitte geben Sie bei Rückfragen Ihre Buchungsnummer <strong>{props.bookingId}</strong> an. Wir freuen uns auf
        Ihre Teilnahme!
      </EmailParagraph>
      <MyBookingsLink url={props.myBookingsUrl} />
      <SignOff />
    </EmailLayout>
  );
}

BookingConfirmationEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  amountCents: 47481,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies BookingConfirmationProps & EmailContext;
