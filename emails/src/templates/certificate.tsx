import { DetailTable, EmailButton, EmailHeading, EmailParagraph, FallbackLink } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

export interface CertificateProps extends CourseSchedule, MyBookingsLinkProps {
  customerName: string;
  certificateNumber: string;
  /** Public page that confirms the certificate, /zertifikat/{number}. */
  verificationUrl: string;
  /** Issued again, e.g. after a name correction, replacing an earlier number. */
  replacesNumber?: string;
}

export function certificateSubject(props: CertificateProps): string {
  return `Ihr Zertifikat: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

/** The participation certificate as PDF attachment; the sending job attaches the file. */
export default function CertificateEmail(props: CertificateProps & EmailContext) {
  return (
    <EmailLayout site={props.site} preview="Ihr Teilnahmezertifikat als PDF im Anhang">
      <EmailHeading>Ihr Zertifikat</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        vielen Dank für Ihre Teilnahme an unserem Live-Online-Seminar. Im Anhang finden Sie Ihr Teilnahmezertifikat als
        PDF-Datei. Bewahren Sie es als Nachweis Ihrer Schulung gut auf.
      </EmailParagraph>
      {props.replacesNumber ? (
        <EmailParagraph>
          Dieses Zertifikat ersetzt das Zertifikat Nr. {props.replacesNumber}, das damit nicht mehr gültig ist.
        </EmailParagraph>
      ) : null}
      <DetailTable rows={[...courseRows(props), { label: 'Zertifikatsnummer', value: props.certificateNumber }]} />
      <EmailParagraph>
        Wer Ihr Zertifikat prüfen möchte, etwa Ihr Arbeitgeber, findet es über den folgenden Link oder den QR-Code auf
        dem Zertifikat:
      </EmailParagraph>
      <EmailButton href={props.verificationUrl}>Zertifikat prüfen</EmailButton>
      <FallbackLink href={props.verificationUrl} />
      <MyBookingsLink url={props.myBookingsUrl} focus="attended" />
      <SignOff />
    </EmailLayout>
  );
}

CertificateEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  certificateNumber: 'K3QF-9M2T-XW7A-HC4D',
  verificationUrl: 'https://www.example.de/zertifikat/K3QF-9M2T-XW7A-HC4D',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies CertificateProps & EmailContext;
