import { DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatLongDate, formatShortDate, formatTime, formatTimeRange } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import {
  MyBookingsLink,
  PREVIEW_MY_BOOKINGS_URL,
  type MyBookingsLinkProps,
  type SubstituteProps,
} from '../components/my-bookings-link';
import { accessDue, type AccessStateProps } from '../components/access-details';

export interface ScheduleChangeProps
  extends CourseSchedule, MyBookingsLinkProps, SubstituteProps, Pick<AccessStateProps, 'accessMail'> {
  customerName: string;
  bookingId: string;
  /** The date and times before the change, when known. */
  previous?: { courseDate: string; startTime: string; endTime: string };
  /** The calendar file's SEQUENCE: the course's schedule revision. */
  calendarSequence: number;
}

export function scheduleChangeSubject(props: ScheduleChangeProps): string {
  return `Terminänderung: ${props.courseTitle} jetzt am ${formatShortDate(props.courseDate)} um ${formatTime(props.startTime)} Uhr`;
}

export default function ScheduleChangeEmail(props: ScheduleChangeProps & EmailContext) {
  const { site, previous } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Neuer Termin: ${formatShortDate(props.courseDate)}, ${formatTime(props.startTime)} Uhr`}
    >
      <EmailHeading>Terminänderung für Ihren Kurs</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        der Termin Ihres gebuchten Live-Webinars hat sich geändert. Ihre Buchung bleibt bestehen, Sie müssen nichts
        weiter tun. Hier ist der neue Termin:
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          ...(previous
            ? [
                {
                  label: 'Bisheriger Termin',
                  value: `${formatLongDate(previous.courseDate)}, ${formatTimeRange(previous.startTime, previous.endTime)}`,
                },
              ]
            : []),
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />
      <NoticeBox title="Ihr Kalender">
        Die angehängte Kalenderdatei (.ics) ersetzt den bisherigen Eintrag: Öffnen Sie sie, verschiebt Ihr Kalender den
        Termin, statt einen zweiten anzulegen.
      </NoticeBox>
      <EmailParagraph>
        Passt Ihnen der neue Termin nicht? Antworten Sie einfach auf diese E-Mail oder nutzen Sie die unten genannten
        Kontaktdaten; wir finden gemeinsam eine Lösung. Bitte geben Sie dabei Ihre Buchungsnummer{' '}
        <strong>{props.bookingId}</strong> an.
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

ScheduleChangeEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-17',
  startTime: '09:00:00',
  endTime: '16:30:00',
  location: 'Live Online Webinar',
  previous: { courseDate: '2026-12-15', startTime: '08:30', endTime: '16:00' },
  calendarSequence: 1,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies ScheduleChangeProps & EmailContext;
