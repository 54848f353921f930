import { DetailTable, EmailHeading, EmailParagraph } from '../components/blocks';
import { CancellationRefund, OtherDatesInvitation, TeamMessage } from '../components/cancellation-blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

export interface CancellationProps extends CourseSchedule, MyBookingsLinkProps {
  customerName: string;
  bookingId: string;
  /** Amount refunded in cents; 0 when a payment is kept under the terms; omitted when nothing was paid. */
  refundAmountCents?: number;
  /** The payment came by bank transfer (an order on invoice): the refund goes back the same way. */
  refundByTransfer?: boolean;
  /** Optional note from the admin, e.g. the reason. */
  customMessage?: string;
  /**
   * Who booked and paid the seat, when it was not the participant (a colleague's order, a
   * substitute): the mail then says nothing about payment or refund, which the payer is told.
   */
  payerName?: string;
}

export function cancellationSubject(props: CancellationProps): string {
  return `Stornierung Ihrer Buchung: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function CancellationEmail(props: CancellationProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Ihre Buchung ${props.bookingId} für den ${formatShortDate(props.courseDate)} wurde storniert.`}
    >
      <EmailHeading>Ihre Buchung wurde storniert</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        hiermit bestätigen wir die Stornierung Ihrer Buchung <strong>{props.bookingId}</strong>. Ihr Platz für den
        folgenden Termin ist damit nicht mehr reserviert:
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Buchungsnummer', value: props.bookingId }]} />
      <TeamMessage message={props.customMessage} />
      {props.payerName ? (
        <EmailParagraph>
          {props.payerName} hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von
          uns.
        </EmailParagraph>
      ) : (
        <CancellationRefund refundAmountCents={props.refundAmountCents}>
          {props.refundByTransfer ? (
            <>
              Wir überweisen Ihnen {formatAmount(props.refundAmountCents ?? 0)} auf das Konto, von dem Ihre Zahlung kam.
            </>
          ) : (
            <>
              Wir erstatten Ihnen {formatAmount(props.refundAmountCents ?? 0)} auf das ursprünglich verwendete
              Zahlungsmittel.
            </>
          )}
        </CancellationRefund>
      )}
      <OtherDatesInvitation site={site} question="Möchten Sie an einem anderen Termin teilnehmen?" />
      <MyBookingsLink
        url={props.myBookingsUrl}
        focus={props.payerName || props.refundAmountCents === undefined ? 'ended-unpaid' : 'ended'}
      />
      <SignOff />
    </EmailLayout>
  );
}

CancellationEmail.PreviewProps = {
  customerName: 'Maria Schneider',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  refundAmountCents: 47481,
  customMessage: 'Wie telefonisch besprochen, haben wir Ihre Buchung kostenfrei storniert.',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies CancellationProps & EmailContext;
