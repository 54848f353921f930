import { DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { accessDue, AccessDetails, type CourseAccess } from '../components/access-details';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';
import { formatAmount, formatLongDate, formatShortDate, formatTime, formatTimeRange } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

/** To the participant: their booking moved to another date of the same price ('Meine Buchungen'). */
export interface RebookingProps extends CourseSchedule, MyBookingsLinkProps {
  customerName: string;
  bookingId: string;
  /** The payer who moved the booking of their substitute; absent when the participant paid and moved it. */
  rebookedBy?: string;
  /** Paid in cents; a rebooking changes no amount. */
  amountCents: number;
  /** The date and times booked before. */
  previous: { courseDate: string; startTime: string; endTime: string };
  /** The calendar file's SEQUENCE, higher than the old date's, so calendars move the entry. */
  calendarSequence: number;
  /** The meeting access (empty while none is set), when the new date starts within 24 hours. */
  access?: CourseAccess;
}

export function rebookingSubject(props: RebookingProps): string {
  return `Umbuchung bestätigt: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function RebookingEmail(props: RebookingProps & EmailContext) {
  const { site, previous } = props;
  return (
    <EmailLayout site={site} preview={`Ihr neuer Termin: ${formatShortDate(props.courseDate)}`}>
      <EmailHeading>Ihre Umbuchung ist bestätigt</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        {props.rebookedBy
          ? `${props.rebookedBy} hat als buchende Person Ihre Buchung auf einen anderen Termin umgebucht.`
          : 'Sie haben Ihre Buchung auf einen anderen Termin umgebucht.'}{' '}
        Ihr Platz am neuen Termin ist verbindlich gebucht, der bisherige Platz ist freigegeben. Es fallen keine
        zusätzlichen Kosten an.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          {
            label: 'Bisheriger Termin',
            value: `${formatLongDate(previous.courseDate)}, ${formatTimeRange(previous.startTime, previous.endTime)}`,
          },
          // A substitute sees no prices; the payer's own mail states the amount.
          ...(props.rebookedBy ? [] : [{ label: 'Gezahlter Betrag', value: formatAmount(props.amountCents) }]),
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />
      <NoticeBox title="Ihr Kalender">
        Die angehängte Kalenderdatei (.ics) ersetzt den bisherigen Eintrag: Öffnen Sie sie, verschiebt Ihr Kalender den
        Termin auf das neue Datum, statt einen zweiten anzulegen.
      </NoticeBox>
      {props.access ? <AccessDetails access={props.access} start={formatTime(props.startTime)} /> : null}
      {props.rebookedBy ? null : <CancellationTerms site={site} />}
      <EmailParagraph>
        Bitte geben Sie bei Rückfragen Ihre Buchungsnummer <strong>{props.bookingId}</strong> an.
      </EmailParagraph>
      <MyBookingsLink
        url={props.myBookingsUrl}
        focus={props.rebookedBy ? 'participation' : 'changes'}
        accessOpen={accessDue(props)}
      />
      <SignOff />
    </EmailLayout>
  );
}

RebookingEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2027-02-09',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  amountCents: 47481,
  previous: { courseDate: '2026-12-15', startTime: '08:30', endTime: '16:00' },
  calendarSequence: 1,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies RebookingProps & EmailContext;
