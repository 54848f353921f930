import { AccessDetails, type CourseAccess } from '../components/access-details';
import { DetailTable, EmailHeading, EmailParagraph } from '../components/blocks';
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

export interface AccessChangeProps extends CourseSchedule, MyBookingsLinkProps, SubstituteProps {
  customerName: string;
  bookingId: string;
  access: CourseAccess;
}

export function accessChangeSubject(props: AccessChangeProps): string {
  return `Geänderte Zugangsdaten: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function AccessChangeEmail(props: AccessChangeProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout site={site} preview={`Neue Zugangsdaten für den ${formatShortDate(props.courseDate)}`}>
      <EmailHeading>Geänderte Zugangsdaten</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        die Zugangsdaten zu Ihrem Live-Webinar haben sich geändert. Bitte verwenden Sie ab sofort nur noch die folgenden
        Daten; die bisherigen gelten nicht mehr.
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Buchungsnummer', value: props.bookingId }]} />
      <AccessDetails access={props.access} start={formatTime(props.startTime)} />
      <EmailParagraph>
        Bitte leiten Sie die Zugangsdaten nicht weiter, sie sind nur für Sie bestimmt. Bei Fragen erreichen Sie uns
        unter den unten genannten Kontaktdaten.
      </EmailParagraph>
      <MyBookingsLink url={props.myBookingsUrl} focus={props.substitute ? 'participation' : 'changes'} accessOpen />
      <SignOff />
    </EmailLayout>
  );
}

AccessChangeEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  access: {
    url: 'https://meet.example.de/mpb-2026-12-15-neu',
    meetingId: '845 2231 9904',
    passcode: '731 226',
  },
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies AccessChangeProps & EmailContext;
