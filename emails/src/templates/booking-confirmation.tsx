import { BulletList, DetailTable, EmailHeading, EmailParagraph, EmailSubheading } from '../components/blocks';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatShortDate, formatTime, FREE_BOOKING_LABEL } from '@mpb/domain';
import { accessDue, AccessDetails } from '../components/access-details';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { EarlyStartNotice, type EarlyStartProps } from '../components/early-start-notice';
import {
  MyBookingsLink,
  PREVIEW_MY_BOOKINGS_URL,
  type MyBookingsLinkProps,
  type SubstituteProps,
} from '../components/my-bookings-link';
import { amountRow, termsAndAccessSteps, type ConfirmationProps } from '../components/confirmation-blocks';

export interface BookingConfirmationProps
  extends CourseSchedule, MyBookingsLinkProps, SubstituteProps, EarlyStartProps, ConfirmationProps {
  customerName: string;
  bookingId: string;
  /** Amount paid in cents; 0 for a free booking (a 100 % code), which was not paid. */
  amountCents: number;
  /** The calendar file's SEQUENCE: the course's schedule revision. */
  calendarSequence?: number;
  /** Booked on invoice (DECISIONS 35): binding now, paid by transfer once the invoice has come. */
  onInvoice?: boolean;
  /**
   * Who booked the seat for the recipient (an order for colleagues, DECISIONS 34): the mail then
   * names them and shows no price; the buyer gets the order confirmation and the invoice.
   */
  bookedBy?: string;
}

export function bookingConfirmationSubject(props: BookingConfirmationProps): string {
  return `Buchungsbestätigung: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function BookingConfirmationEmail(props: BookingConfirmationProps & EmailContext) {
  const { site } = props;
  const free = props.amountCents === 0;
  const intro = props.bookedBy
    ? `${props.bookedBy} hat Sie angemeldet: Ihr Platz im Live-Webinar ist verbindlich gebucht. Hier sind Ihre Buchungsdaten im Überblick:`
    : free
      ? `${FREE_BOOKING_LABEL}: Ihr Platz im Live-Webinar ist verbindlich gebucht, eine Zahlung ist nicht nötig. Hier sind Ihre Buchungsdaten im Überblick:`
      : props.onInvoice
        ? 'Ihr Platz im Live-Webinar ist verbindlich gebucht. Sie zahlen auf Rechnung per Überweisung. Hier sind Ihre Buchungsdaten im Überblick:'
        : 'Ihre Zahlung ist eingegangen und Ihr Platz im Live-Webinar ist verbindlich gebucht. Hier sind Ihre Buchungsdaten im Überblick:';
  return (
    <EmailLayout
      site={site}
      preview={`Ihr Platz ist gebucht: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`}
    >
      <EmailHeading>Vielen Dank für Ihre Buchung!</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>{intro}</EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          ...(props.bookedBy
            ? []
            : [amountRow(props.amountCents, props.onInvoice ? 'Rechnungsbetrag' : 'Gezahlter Betrag')]),
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
          ...(free || props.bookedBy
            ? []
            : [
                props.onInvoice ? (
                  <>
                    <strong>Rechnung:</strong> Ihre Rechnung mit Zahlungsziel und Bankverbindung erhalten Sie in einer
                    eigenen E-Mail. Bitte überweisen Sie den Betrag bis zum genannten Datum und geben Sie die
                    Rechnungsnummer als Verwendungszweck an.
                  </>
                ) : (
                  <>
                    <strong>Rechnung:</strong> Ihre Rechnung erhalten Sie per E-Mail.
                  </>
                ),
              ]),
          ...termsAndAccessSteps(props),
        ]}
      />
      {props.access ? <AccessDetails access={props.access} start={formatTime(props.startTime)} /> : null}

      <CancellationTerms site={site} />
      <EarlyStartNotice requestedAt={props.earlyStartRequestedAt} />

      <EmailParagraph>
        Bitte geben Sie bei Rückfragen Ihre Buchungsnummer <strong>{props.bookingId}</strong> an. Wir freuen uns auf
        Ihre Teilnahme!
      </EmailParagraph>
      <MyBookingsLink
        url={props.myBookingsUrl}
        focus={props.substitute ? 'participation' : 'changes'}
        accessOpen={accessDue(props)}
      />
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
  termsStand: 'Stand: 28. November 2026',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies BookingConfirmationProps & EmailContext;
