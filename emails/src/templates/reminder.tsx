import {
  BulletList,
  DetailTable,
  EmailButton,
  EmailHeading,
  EmailParagraph,
  EmailSubheading,
  FallbackLink,
  NoticeBox,
} from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatShortDate, formatTime } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

export interface ReminderProps extends CourseSchedule {
  customerName: string;
  bookingId: string;
  /** Link to join the live webinar. */
  accessUrl: string;
  /** Meeting code or password, if the webinar tool needs one. */
  accessCode?: string;
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

      <EmailSubheading>Ihr Zugang zum Live-Webinar</EmailSubheading>
      <EmailParagraph>
        Über den folgenden Button gelangen Sie am Kurstag direkt in den virtuellen Kursraum. Bitte treten Sie etwa 10
        bis 15 Minuten vor {start} Uhr bei, damit wir pünktlich beginnen können.
      </EmailParagraph>
      <EmailButton href={props.accessUrl}>Zum Live-Webinar</EmailButton>
      {props.accessCode ? <DetailTable rows={[{ label: 'Zugangscode', value: props.accessCode }]} /> : null}
      <FallbackLink href={props.accessUrl} />

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
  accessUrl: 'https://meet.example.de/mpb-2026-12-15',
  accessCode: '482 913',
  site: PREVIEW_SITE,
} satisfies ReminderProps & EmailContext;
