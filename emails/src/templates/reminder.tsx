import { AccessDetails, type CourseAccess } from '../components/access-details';
import { BulletList, DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatShortDate, formatTime } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import {
  MyBookingsLink,
  PREVIEW_MY_BOOKINGS_URL,
  type MyBookingsLinkProps,
  type SubstituteProps,
} from '../components/my-bookings-link';

export interface ReminderProps extends CourseSchedule, MyBookingsLinkProps, SubstituteProps {
  customerName: string;
  bookingId: string;
  /** The course date's meeting access. */
  access?: CourseAccess;
}

export function reminderSubject(props: ReminderProps): string {
  return `Erinnerung: ${props.courseTitle} am ${formatShortDate(props.courseDate)} um ${formatTime(props.startTime)} Uhr`;
}

export default function ReminderEmail(props: ReminderProps & EmailContext) {
  const { site } = props;
  const start = formatTime(props.startTime);
  return (
    <EmailLayout site={site} preview={`Ihre Zugangsdaten für den ${formatShortDate(props.courseDate)} um ${start} Uhr`}>
      <EmailHeading>Bald geht es los: Ihre Zugangsdaten</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        Ihr Live-Webinar steht kurz bevor. Hier finden Sie alle Informationen und Ihre finalen Zugangsdaten.
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Buchungsnummer', value: props.bookingId }]} />

      <AccessDetails access={props.access} start={start} />

      <NoticeBox title="Bitte halten Sie bereit">
        <BulletList
          items={[
            'eine stabile Internetverbindung (möglichst per LAN-Kabel)',
            'ein Headset oder Kopfhörer mit Mikrofon',
            'eine Webcam',
            'einen ruhigen Raum, in dem Sie ungestört teilnehmen können',
          ]}
        />
        Tipp: Testen Sie Ton und Kamera am besten schon vorab.
      </NoticeBox>
      <EmailParagraph>
        Bitte leiten Sie den Zugangslink nicht weiter, er ist nur für Sie bestimmt. Bei technischen Fragen erreichen Sie
        uns unter den unten genannten Kontaktdaten.
      </EmailParagraph>
      <MyBookingsLink url={props.myBookingsUrl} focus={props.substitute ? 'participation' : 'changes'} accessOpen />
      <SignOff />
    </EmailLayout>
  );
}

ReminderEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  access: {
    url: 'https://meet.example.de/mpb-2026-12-15',
    meetingId: '845 2231 9904',
    passcode: '482913',
    dialIn: '+49 69 7104 9922',
    note: 'Der Kursraum ist ab 8:00 Uhr geöffnet.',
  },
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies ReminderProps & EmailContext;
