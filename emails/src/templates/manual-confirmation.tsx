import {
  BulletList,
  DetailTable,
  EmailHeading,
  EmailParagraph,
  EmailSubheading,
  NoticeBox,
} from '../components/blocks';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { BankAccountLines } from '../components/bank-account';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate, formatTime } from '@mpb/domain';
import { accessDue, AccessDetails } from '../components/access-details';
import { TeamMessage } from '../components/cancellation-blocks';
import { PREVIEW_SITE, type EmailContext, type SiteInfo } from '../site';
import { EarlyStartNotice, type EarlyStartProps } from '../components/early-start-notice';
import {
  MyBookingsLink,
  PREVIEW_MY_BOOKINGS_URL,
  type MyBookingsLinkProps,
  type SubstituteProps,
} from '../components/my-bookings-link';
import { amountRow, termsAndAccessSteps, type ConfirmationProps } from '../components/confirmation-blocks';

export interface ManualConfirmationProps
  extends CourseSchedule, MyBookingsLinkProps, SubstituteProps, EarlyStartProps, ConfirmationProps {
  customerName: string;
  bookingId: string;
  /** Course fee in cents, shown when known. */
  amountCents?: number;
  /** Optional note from the admin who confirmed the booking. */
  customMessage?: string;
  /** Confirmed before the fee came in: the mail says it is still owed and how to pay it. */
  paymentDue?: boolean;
  /** The calendar file's SEQUENCE: the course's schedule revision. */
  calendarSequence?: number;
}

export function manualConfirmationSubject(props: ManualConfirmationProps): string {
  const due = props.paymentDue ? ' – Zahlung ausstehend' : '';
  return `Ihre Buchung ist bestätigt${due}: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

/** The fee still owed and where to transfer it (SITE_BANK_*), else whom to ask. */
function PaymentDueNotice({
  site,
  amountCents,
  bookingId,
}: {
  site: SiteInfo;
  amountCents?: number;
  bookingId: string;
}) {
  const fee = amountCents === undefined ? 'Die Kursgebühr' : `Die Kursgebühr von ${formatAmount(amountCents)}`;
  const { bank } = site;
  return (
    <NoticeBox title="Zahlung ausstehend" tone="warning">
      {fee} ist noch nicht bezahlt.{' '}
      {bank ? (
        <>
          Bitte überweisen Sie den Betrag vor Kursbeginn auf folgendes Konto:
          <br />
          <br />
          <BankAccountLines
            bank={bank}
            reference="die Rechnungsnummer (die Rechnung erhalten Sie in einer eigenen E-Mail)"
          />
        </>
      ) : (
        <>
          Bitte melden Sie sich vor Kursbeginn bei uns, damit wir Ihnen die Zahlungsdetails nennen: {site.email} oder{' '}
          {site.phone}. Bitte geben Sie dabei Ihre Buchungsnummer {bookingId} an.
        </>
      )}
    </NoticeBox>
  );
}

export default function ManualConfirmationEmail(props: ManualConfirmationProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Bestätigt${props.paymentDue ? ', Zahlung ausstehend' : ''}: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`}
    >
      <EmailHeading>
        {props.paymentDue ? 'Ihre Buchung ist bestätigt – Zahlung ausstehend' : 'Ihre Buchung ist bestätigt'}
      </EmailHeading>
      <Greeting name={props.customerName} />
      {props.paymentDue ? (
        <>
          <EmailParagraph>
            wir haben Ihre Buchung geprüft und bestätigt. Ihr Platz im Live-Webinar ist für Sie reserviert.
          </EmailParagraph>
          <PaymentDueNotice site={site} amountCents={props.amountCents} bookingId={props.bookingId} />
        </>
      ) : (
        <EmailParagraph>
          wir haben Ihre Buchung geprüft und bestätigt. Ihr Platz im Live-Webinar ist damit verbindlich für Sie
          reserviert.
        </EmailParagraph>
      )}
      <TeamMessage message={props.customMessage} />
      <DetailTable
        rows={[
          ...courseRows(props),
          ...(props.amountCents === undefined ? [] : [amountRow(props.amountCents, 'Kursgebühr')]),
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />

      <EmailSubheading>So geht es weiter</EmailSubheading>
      <BulletList
        items={[
          'Mit der angehängten Kalenderdatei (.ics) tragen Sie den Termin direkt in Ihren Kalender ein.',
          ...termsAndAccessSteps(props),
        ]}
      />
      {props.access ? <AccessDetails access={props.access} start={formatTime(props.startTime)} /> : null}

      <CancellationTerms site={site} />
      <EarlyStartNotice requestedAt={props.earlyStartRequestedAt} />
      <EmailParagraph>Wir freuen uns auf Ihre Teilnahme!</EmailParagraph>
      <MyBookingsLink
        url={props.myBookingsUrl}
        focus={props.substitute ? 'participation' : 'changes'}
        accessOpen={accessDue(props)}
      />
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
  termsStand: 'Stand: 28. November 2026',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies ManualConfirmationProps & EmailContext;
