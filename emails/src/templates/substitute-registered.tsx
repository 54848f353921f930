import { BulletList, DetailTable, EmailHeading, EmailParagraph, EmailSubheading } from '../components/blocks';
import { accessDue, AccessDetails, type CourseAccess } from '../components/access-details';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';
import { accessMailSentence, formatShortDate, formatTime } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

/** To a substitute participant: someone who booked a seat named them in their place. */
export interface SubstituteRegisteredProps extends CourseSchedule, MyBookingsLinkProps {
  customerName: string;
  bookingId: string;
  /** Who named the substitute (the payer or the participant handing over); absent when the payer takes the seat back. */
  namedBy?: string;
  /** The calendar file's SEQUENCE (the booking's calendar revision). */
  calendarSequence: number;
  /** The meeting access (empty while none is set), when the course starts within 24 hours: the reminder went to the previous participant. */
  access?: CourseAccess;
}

export function substituteRegisteredSubject(props: SubstituteRegisteredProps): string {
  return `Sie wurden als Teilnehmer/in angemeldet: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function SubstituteRegisteredEmail(props: SubstituteRegisteredProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`${props.namedBy ? `${props.namedBy} hat Sie` : 'Sie sind wieder'} für den Kurs am ${formatShortDate(props.courseDate)} angemeldet.`}
    >
      <EmailHeading>Sie wurden als Teilnehmer/in angemeldet</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        {props.namedBy
          ? `${props.namedBy} hat Sie als Ersatzperson für den folgenden Kurs benannt.`
          : 'Sie nehmen wieder selbst am folgenden Kurs teil.'}{' '}
        Der Platz ist bezahlt und gehört jetzt Ihnen; Sie müssen nichts weiter tun.
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Buchungsnummer', value: props.bookingId }]} />
      <EmailSubheading>So geht es weiter</EmailSubheading>
      <BulletList
        items={[
          <>
            <strong>Kalender:</strong> Mit der angehängten Kalenderdatei (.ics) tragen Sie den Termin direkt in Ihren
            Kalender ein.
          </>,
          ...(props.access
            ? []
            : [
                <>
                  <strong>Zugangsdaten:</strong> {accessMailSentence({ state: 'later' })}
                </>,
              ]),
          <>
            <strong>Zertifikat:</strong> Nach Ihrer Teilnahme erhalten Sie Ihr Zertifikat auf Ihren Namen per E-Mail.
          </>,
        ]}
      />
      {props.access ? <AccessDetails access={props.access} start={formatTime(props.startTime)} /> : null}
      <EmailParagraph>
        Bitte geben Sie bei Rückfragen die Buchungsnummer <strong>{props.bookingId}</strong> an. Wir freuen uns auf Ihre
        Teilnahme!
      </EmailParagraph>
      <MyBookingsLink
        url={props.myBookingsUrl}
        focus={props.namedBy ? 'participation' : 'changes'}
        accessOpen={accessDue(props)}
      />
      <SignOff />
    </EmailLayout>
  );
}

SubstituteRegisteredEmail.PreviewProps = {
  customerName: 'Jonas Weber',
  bookingId: 'BK-2026-004711',
  namedBy: 'Maria Schneider',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  calendarSequence: 0,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies SubstituteRegisteredProps & EmailContext;
