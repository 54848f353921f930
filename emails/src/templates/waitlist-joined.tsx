import { DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

export interface WaitlistJoinedProps extends CourseSchedule {
  customerName?: string;
  /** 1-based position on this course's waitlist. */
  position: number;
  /** Personal link that removes this entry from the waitlist. */
  unsubscribeUrl: string;
}

export function waitlistJoinedSubject(props: WaitlistJoinedProps): string {
  return `Warteliste: ${props.courseTitle} am ${formatShortDate(props.courseDate)} (Position ${props.position})`;
}

export default function WaitlistJoinedEmail(props: WaitlistJoinedProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Sie sind auf Position ${props.position} der Warteliste für den ${formatShortDate(props.courseDate)}.`}
      unsubscribeUrl={props.unsubscribeUrl}
      unsubscribeReason="Sie erhalten diese E-Mail, weil Sie sich auf die Warteliste für diesen Kurs eingetragen haben."
    >
      <EmailHeading>Sie stehen auf der Warteliste</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        vielen Dank für Ihr Interesse! Der folgende Termin ist derzeit ausgebucht. Wir haben Sie deshalb auf die
        Warteliste gesetzt.
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Ihre Position', value: String(props.position) }]} />
      <NoticeBox title="Wie geht es weiter?">
        Sobald ein Platz frei wird, bieten wir ihn in der Reihenfolge der Warteliste an. Sind Sie an der Reihe, erhalten
        Sie eine E-Mail mit einem persönlichen Buchungslink. Dieser ist 24 Stunden gültig, und so lange halten wir den
        Platz für Sie frei.
      </NoticeBox>
      <EmailParagraph>
        Sie müssen jetzt nichts weiter tun. Falls Sie kein Interesse mehr an diesem Termin haben, können Sie sich über
        den Link am Ende dieser E-Mail jederzeit von der Warteliste abmelden.
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

WaitlistJoinedEmail.PreviewProps = {
  customerName: 'Laura Hoffmann',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  position: 3,
  unsubscribeUrl: 'https://www.example.de/waitlist-unsubscribe?token=preview-token',
  site: PREVIEW_SITE,
} satisfies WaitlistJoinedProps & EmailContext;
