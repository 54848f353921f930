import { DetailTable, EmailButton, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { coursesLink, PREVIEW_SITE, type EmailContext } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

/** A payment arrived after the held seat had been released and taken; it is refunded in full. */
export interface RefundProps extends CourseSchedule, MyBookingsLinkProps {
  customerName: string;
  bookingId: string;
  /** Refunded amount in cents (the full payment). */
  amountCents: number;
}

export function refundSubject(props: RefundProps): string {
  return `Rückerstattung Ihrer Zahlung: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function RefundEmail(props: RefundProps & EmailContext) {
  const { site } = props;
  const amount = formatAmount(props.amountCents);
  return (
    <EmailLayout site={site} preview={`Wir erstatten Ihnen ${amount} vollständig zurück.`}>
      <EmailHeading>Ihre Zahlung wird vollständig erstattet</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        Ihre Zahlung für den folgenden Kurs ist leider erst bei uns eingegangen, nachdem die Reservierung Ihres Platzes
        abgelaufen und der Platz bereits anderweitig vergeben war. Deshalb konnten wir Ihre Buchung nicht bestätigen.
        Das tut uns sehr leid.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Buchungsnummer', value: props.bookingId },
          { label: 'Erstattungsbetrag', value: amount },
        ]}
      />
      <NoticeBox title="Vollständige Erstattung veranlasst" tone="success">
        Wir haben die Erstattung von {amount} bereits veranlasst. Der Betrag wird auf das ursprünglich verwendete
        Zahlungsmittel zurückgebucht. Je nach Bank kann die Gutschrift 5 bis 10 Werktage dauern. Sie müssen dafür nichts
        weiter tun.
      </NoticeBox>
      <EmailParagraph>
        Bitte entschuldigen Sie die Unannehmlichkeiten. Wir würden uns sehr freuen, Sie an einem anderen Termin begrüßen
        zu dürfen.
      </EmailParagraph>
      <EmailButton href={coursesLink(site)}>Anderen Termin buchen</EmailButton>
      <MyBookingsLink url={props.myBookingsUrl} focus="ended" />
      <SignOff />
    </EmailLayout>
  );
}

RefundEmail.PreviewProps = {
  customerName: 'Jonas Weber',
  bookingId: 'BK-2026-004718',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies RefundProps & EmailContext;
