import { DetailTable, EmailHeading, EmailParagraph } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';
import { AnotherDate, FullRefundNotice } from './refund';

/**
 * To the person who booked and paid a seat for someone else (a colleague in a company order): the
 * payment arrived after the held seat had been released and taken, so that seat is refunded in full.
 * One mail per seat, each naming its participant.
 */
export interface PayerRefundProps extends CourseSchedule, MyBookingsLinkProps {
  payerName: string;
  participantName: string;
  bookingId: string;
  /** Refunded amount in cents (the seat's share of the payment). */
  amountCents: number;
}

export function payerRefundSubject(props: PayerRefundProps): string {
  return `Rückerstattung Ihrer Zahlung für ${props.participantName}: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function PayerRefundEmail(props: PayerRefundProps & EmailContext) {
  const { site } = props;
  const amount = formatAmount(props.amountCents);
  return (
    <EmailLayout
      site={site}
      preview={`Wir erstatten Ihnen ${amount} für den Platz von ${props.participantName} vollständig zurück.`}
    >
      <EmailHeading>Ihre Zahlung für diesen Platz wird vollständig erstattet</EmailHeading>
      <Greeting name={props.payerName} />
      <EmailParagraph>
        Ihre Zahlung ist leider erst bei uns eingegangen, nachdem die Reservierung abgelaufen und der Platz von{' '}
        {props.participantName} im folgenden Kurs bereits anderweitig vergeben war. Deshalb konnten wir die Buchung{' '}
        <strong>{props.bookingId}</strong> nicht bestätigen. Das tut uns sehr leid.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Teilnehmer/in', value: props.participantName },
          { label: 'Buchungsnummer', value: props.bookingId },
          { label: 'Erstattungsbetrag', value: amount },
        ]}
      />
      <FullRefundNotice amount={amount} />
      <AnotherDate site={site} />
      <MyBookingsLink url={props.myBookingsUrl} focus="ended" />
      <SignOff />
    </EmailLayout>
  );
}

PayerRefundEmail.PreviewProps = {
  payerName: 'Erika Einkauf',
  participantName: 'Jonas Weber',
  bookingId: 'BK-2026-004718',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies PayerRefundProps & EmailContext;
