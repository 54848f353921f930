import { Link } from '@react-email/components';
import { formatShortDate } from '@mpb/domain';
import {
  BulletList,
  DetailTable,
  EmailHeading,
  EmailParagraph,
  EmailSubheading,
  linkStyle,
} from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { coursesLink, PREVIEW_SITE, type EmailContext } from '../site';

/**
 * To a participant who was replaced by a substitute: the seat, the access data and the calendar
 * entry are no longer theirs. No sign-in link, as the booking is no longer theirs to manage.
 */
export interface SubstituteReplacedProps extends CourseSchedule {
  customerName: string;
  /** The replaced participant's address, the attendee the calendar cancellation withdraws. */
  customerEmail: string;
  bookingId: string;
  /** Who booked and paid the seat and handed it over. */
  handedOverBy: string;
  /** The cancellation's SEQUENCE: higher than that of any calendar file the participant received. */
  calendarSequence: number;
}

export function substituteReplacedSubject(props: SubstituteReplacedProps): string {
  return `Ihr Kursplatz wurde übertragen: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function SubstituteReplacedEmail(props: SubstituteReplacedProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Sie nehmen am Kurs am ${formatShortDate(props.courseDate)} nicht mehr teil; Ihr Platz wurde übertragen.`}
    >
      <EmailHeading>Ihr Kursplatz wurde an eine andere Person übertragen</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        {props.handedOverBy} hat als buchende Person Ihren Platz im folgenden Kurs an eine andere Person übertragen. Sie
        sind damit nicht mehr als Teilnehmer/in angemeldet.
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Buchungsnummer', value: props.bookingId }]} />
      <EmailSubheading>Was das für Sie bedeutet</EmailSubheading>
      <BulletList
        items={[
          <>
            <strong>Teilnahme:</strong> Der Platz und die Zugangsdaten zum Live-Webinar gelten nicht mehr für Sie. Sie
            erhalten keine Erinnerung und kein Zertifikat für diesen Termin.
          </>,
          <>
            <strong>Kalender:</strong> Die angehängte Kalenderdatei (.ics) sagt den Termin in Ihrem Kalender ab. Falls
            der Eintrag danach noch zu sehen ist, löschen Sie ihn bitte.
          </>,
        ]}
      />
      <EmailParagraph>
        Ist das ein Versehen oder haben Sie Fragen? Dann melden Sie sich bitte bei uns unter{' '}
        <Link href={`mailto:${site.email}`} style={linkStyle}>
          {site.email}
        </Link>{' '}
        oder telefonisch unter {site.phone} und nennen Sie die Buchungsnummer <strong>{props.bookingId}</strong>.
      </EmailParagraph>
      <EmailParagraph>
        Möchten Sie selbst an einem Termin teilnehmen? Alle freien Termine finden Sie auf{' '}
        <Link href={coursesLink(site)} style={linkStyle}>
          unserer Website
        </Link>
        .
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

SubstituteReplacedEmail.PreviewProps = {
  customerName: 'Jonas Weber',
  customerEmail: 'jonas.weber@beispiel.de',
  bookingId: 'BK-2026-004711',
  handedOverBy: 'Maria Schneider',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  calendarSequence: 1,
  site: PREVIEW_SITE,
} satisfies SubstituteReplacedProps & EmailContext;
