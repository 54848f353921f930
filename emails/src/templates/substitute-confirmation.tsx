import { Link } from '@react-email/components';
import { SITE_PATHS, formatShortDate } from '@mpb/domain';
import { DetailTable, EmailHeading, EmailParagraph, linkStyle } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';
import { PREVIEW_SITE, siteLink, type EmailContext } from '../site';

/** To the person who booked and paid: the substitute they named now holds the seat. */
export interface SubstituteConfirmationProps extends CourseSchedule, MyBookingsLinkProps {
  payerName: string;
  bookingId: string;
  substituteName: string;
  substituteEmail: string;
}

export function substituteConfirmationSubject(props: SubstituteConfirmationProps): string {
  return `Ersatzperson angemeldet: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function SubstituteConfirmationEmail(props: SubstituteConfirmationProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout site={site} preview={`${props.substituteName} nimmt an Ihrer Stelle teil.`}>
      <EmailHeading>Ihre Ersatzperson ist angemeldet</EmailHeading>
      <Greeting name={props.payerName} />
      <EmailParagraph>
        wie gewünscht nimmt {props.substituteName} an Ihrer Stelle am folgenden Kurs teil. Die Ersatzperson hat eine
        eigene Bestätigung mit der Kalenderdatei erhalten und bekommt die Zugangsdaten, die Erinnerung und das
        Zertifikat. Es fallen keine zusätzlichen Kosten an.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Teilnehmer/in', value: `${props.substituteName} (${props.substituteEmail})` },
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />
      <EmailParagraph>
        Ihre Zahlung und Ihr Beleg bleiben unverändert auf Ihren Namen. Sie verwalten die Buchung weiterhin unter{' '}
        <Link href={siteLink(site, SITE_PATHS.myBookings)} style={linkStyle}>
          Meine Buchungen
        </Link>
        .
      </EmailParagraph>
      <MyBookingsLink url={props.myBookingsUrl} />
      <SignOff />
    </EmailLayout>
  );
}

SubstituteConfirmationEmail.PreviewProps = {
  payerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  substituteName: 'Jonas Weber',
  substituteEmail: 'jonas.weber@beispiel.de',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies SubstituteConfirmationProps & EmailContext;
