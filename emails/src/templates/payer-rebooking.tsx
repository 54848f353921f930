import { DetailTable, EmailHeading, EmailParagraph } from '../components/blocks';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';
import { formatAmount, formatLongDate, formatShortDate, formatTimeRange } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

/** To the person who paid a booking a substitute takes part in: the booking moved to another date. */
export interface PayerRebookingProps extends CourseSchedule, MyBookingsLinkProps {
  payerName: string;
  participantName: string;
  bookingId: string;
  /** Paid in cents; a rebooking changes no amount. */
  amountCents: number;
  /** The date and times booked before. */
  previous: { courseDate: string; startTime: string; endTime: string };
}

export function payerRebookingSubject(props: PayerRebookingProps): string {
  return `Umbuchung der Buchung für ${props.participantName}: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function PayerRebookingEmail(props: PayerRebookingProps & EmailContext) {
  const { site, previous } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Neuer Termin für ${props.participantName}: ${formatShortDate(props.courseDate)}`}
    >
      <EmailHeading>Die von Ihnen bezahlte Buchung wurde umgebucht</EmailHeading>
      <Greeting name={props.payerName} />
      <EmailParagraph>
        die Buchung <strong>{props.bookingId}</strong>, die Sie bezahlt haben, ist auf einen anderen Termin umgebucht.{' '}
        {props.participantName} nimmt am neuen Termin teil und hat die Bestätigung mit der Kalenderdatei erhalten. Es
        fallen keine zusätzlichen Kosten an.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          {
            label: 'Bisheriger Termin',
            value: `${formatLongDate(previous.courseDate)}, ${formatTimeRange(previous.startTime, previous.endTime)}`,
          },
          { label: 'Teilnehmer/in', value: props.participantName },
          { label: 'Gezahlter Betrag', value: formatAmount(props.amountCents) },
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />
      <CancellationTerms site={site} />
      <MyBookingsLink url={props.myBookingsUrl} />
      <SignOff />
    </EmailLayout>
  );
}

PayerRebookingEmail.PreviewProps = {
  payerName: 'Maria Schneider',
  participantName: 'Jonas Weber',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2027-02-09',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  amountCents: 47481,
  previous: { courseDate: '2026-12-15', startTime: '08:30', endTime: '16:00' },
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies PayerRebookingProps & EmailContext;
