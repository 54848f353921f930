import { DetailTable, EmailButton, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { coursesLink, PREVIEW_SITE, type EmailContext, type SiteInfo } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

interface RefundBookingProps extends CourseSchedule, MyBookingsLinkProps {
  customerName: string;
  bookingId: string;
}

/**
 * A payment arrived after the held seat had been released and taken; it is refunded in full. The
 * participant who paid is told the amount; a participant someone else booked and paid for (a
 * colleague in a company order) only that the seat could not be booked and who booked it, while
 * the payer is told the refund in their own mail ('payer-refund').
 */
export type RefundProps = RefundBookingProps &
  (
    | {
        /** Refunded amount in cents (the full payment). */
        amountCents: number;
        payerName?: undefined;
      }
    | {
        /** Who booked and paid the seat. */
        payerName: string;
        amountCents?: undefined;
      }
  );

export function refundSubject(props: RefundProps): string {
  const about = `${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
  return props.payerName === undefined
    ? `Rückerstattung Ihrer Zahlung: ${about}`
    : `Ihre Buchung konnte nicht bestätigt werden: ${about}`;
}

/** That the refund of `amount` is under way, as every mail about a late payment's refund says it. */
export function FullRefundNotice({ amount }: { amount: string }) {
  return (
    <NoticeBox title="Vollständige Erstattung veranlasst" tone="success">
      Wir haben die Erstattung von {amount} bereits veranlasst. Der Betrag wird auf das ursprünglich verwendete
      Zahlungsmittel zurückgebucht. Je nach Bank kann die Gutschrift 5 bis 10 Werktage dauern. Sie müssen dafür nichts
      weiter tun.
    </NoticeBox>
  );
}

/** The apology and the way to another date that close every mail about a seat lost to a late payment. */
export function AnotherDate({ site }: { site: SiteInfo }) {
  return (
    <>
      <EmailParagraph>
        Bitte entschuldigen Sie die Unannehmlichkeiten. Wir würden uns sehr freuen, Sie an einem anderen Termin begrüßen
        zu dürfen.
      </EmailParagraph>
      <EmailButton href={coursesLink(site)}>Anderen Termin buchen</EmailButton>
    </>
  );
}

export default function RefundEmail(props: RefundProps & EmailContext) {
  const { site } = props;
  if (props.payerName !== undefined) return <BookedForThemEmail {...props} payerName={props.payerName} />;
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
      <FullRefundNotice amount={amount} />
      <AnotherDate site={site} />
      <MyBookingsLink url={props.myBookingsUrl} focus="ended" />
      <SignOff />
    </EmailLayout>
  );
}

/** To a participant someone else booked for: the seat could not be booked; no word on payment or refund. */
function BookedForThemEmail(props: RefundBookingProps & { payerName: string } & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Ihre Buchung ${props.bookingId} für den ${formatShortDate(props.courseDate)} konnte nicht bestätigt werden.`}
    >
      <EmailHeading>Ihre Buchung konnte nicht bestätigt werden</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        leider war im folgenden Kurs kein Platz mehr frei, als die Buchung für Sie bei uns abgeschlossen wurde. Deshalb
        konnten wir Ihre Buchung nicht bestätigen. Das tut uns sehr leid.
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Buchungsnummer', value: props.bookingId }]} />
      <EmailParagraph>
        {props.payerName} hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von
        uns.
      </EmailParagraph>
      <AnotherDate site={site} />
      <MyBookingsLink url={props.myBookingsUrl} focus="ended-unpaid" />
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
