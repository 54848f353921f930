import { BulletList, DetailTable, EmailHeading, EmailParagraph, EmailSubheading, NoticeBox } from '../components/blocks';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

export interface ManualConfirmationProps extends CourseSchedule {
  customerName: string;
  bookingId: string;
  /** Course fee in cents, shown when known. */
  amountCents?: number;
  /** Optional note from the admin who confirmed the booking. */
  customMessage?: string;
}

export function manualConfirmationSubject(props: ManualConfirmationProps): string {
  return `Ihre Buchung ist bestätigt: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function ManualConfirmationEmail(props: ManualConfirmationProps & EmailContext) {
  const { site } = props;
  const message = props.customMessage?.trim();
  return (
    <EmailLayout
      site={site}
      preview={`Bestätigt: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`}
    >
      <EmailHeading>Ihre Buchung ist bestätigt</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        wir haben Ihre Buchung geprüft und bestätigt. Ihr Platz im Live-Webinar ist damit verbindlich für Sie
        reserviert.
      </EmailParagraph>
      {message ? (
        <NoticeBox title="Nachricht von unserem Team">
          <span style={{ whiteSpace: 'pre-line' }}>{message}</span>
        </NoticeBox>
      ) : null}
      <DetailTable
        rows={[
          ...courseRows(props),
          ...(props.amountCents === undefined ? [] : [{ label: 'Kursgebühr', value: formatAmount(props.amountCents) }]),
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />

      <EmailSubheading>So geht es weiter</EmailSubheading>
      <BulletList
        items={[
          'Mit der angehängten Kalenderdatei (.ics) tragen Sie den Termin direkt in Ihren Kalender ein.',
          '24 Stunden vor Kursbeginn senden wir Ihnen eine Erinnerung mit den finalen Zugangsdaten zum Live-Webinar.',
        ]}
      />

      <CancellationTerms site={site} />
      <EmailParagraph>Wir freuen uns auf Ihre Teilnahme!</EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

ManualConfirmationEmail.PreviewProps = {
  customerName: 'Thomas Becker',
  bookingId: 'BK-2026-004712',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-06-16',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  customMessage: 'Ihre Zahlung per Überweisung ist bei uns eingegangen. Vielen Dank!',
  site: PREVIEW_SITE,
} satisfies ManualConfirmationProps & EmailContext;
