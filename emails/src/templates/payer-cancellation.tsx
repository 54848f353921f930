import { DetailTable, EmailHeading, EmailParagraph } from '../components/blocks';
import { CancellationRefund, OtherDatesInvitation, TeamMessage } from '../components/cancellation-blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

/** To the person who paid a booking that a substitute took part in: the booking was cancelled. */
export interface PayerCancellationProps extends CourseSchedule, MyBookingsLinkProps {
  payerName: string;
  participantName: string;
  bookingId: string;
  /** Amount refunded to the payer in cents; 0 when the payment is kept under the terms; omitted when nothing was paid. */
  refundAmountCents?: number;
  /** The payment came by bank transfer (an order on invoice): the refund goes back the same way. */
  refundByTransfer?: boolean;
  /** Optional note from the admin, e.g. the reason. */
  customMessage?: string;
}

export function payerCancellationSubject(props: PayerCancellationProps): string {
  return `Stornierung der Buchung für ${props.participantName}: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function PayerCancellationEmail(props: PayerCancellationProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Die Buchung ${props.bookingId} für ${props.participantName} am ${formatShortDate(props.courseDate)} wurde storniert.`}
    >
      <EmailHeading>Die von Ihnen bezahlte Buchung wurde storniert</EmailHeading>
      <Greeting name={props.payerName} />
      <EmailParagraph>
        die Buchung <strong>{props.bookingId}</strong>, die Sie bezahlt haben, wurde storniert. {props.participantName}{' '}
        ist für den folgenden Termin nicht mehr angemeldet:
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Teilnehmer/in', value: props.participantName },
          { label: 'Buchungsnummer', value: props.bookingId },
        ]}
      />
      <TeamMessage message={props.customMessage} />
      <CancellationRefund refundAmountCents={props.refundAmountCents}>
        {props.refundByTransfer ? (
          <>
            Wir überweisen Ihnen {formatAmount(props.refundAmountCents ?? 0)} auf das Konto, von dem Ihre Zahlung kam.
          </>
        ) : (
          <>
            Wir erstatten Ihnen {formatAmount(props.refundAmountCents ?? 0)} auf das Zahlungsmittel, mit dem Sie die
            Buchung bezahlt haben.
          </>
        )}
      </CancellationRefund>
      <OtherDatesInvitation site={site} question="Möchten Sie einen anderen Termin buchen?" />
      <MyBookingsLink url={props.myBookingsUrl} focus="ended" />
      <SignOff />
    </EmailLayout>
  );
}

PayerCancellationEmail.PreviewProps = {
  payerName: 'Maria Schneider',
  participantName: 'Jonas Weber',
  bookingId: 'BK-2026-004711',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  refundAmountCents: 23741,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies PayerCancellationProps & EmailContext;
