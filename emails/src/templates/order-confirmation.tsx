import { formatAmount, formatShortDate } from '@mpb/domain';
import { BulletList, DetailTable, EmailHeading, EmailParagraph, EmailSubheading } from '../components/blocks';
import { CancellationTerms, courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';
import { PREVIEW_SITE, type EmailContext } from '../site';

/**
 * To the buyer of an order for others or for several people (DECISIONS 34): every participant and
 * the price. The participants get their own confirmations without prices.
 */
export interface OrderConfirmationProps extends CourseSchedule, MyBookingsLinkProps {
  buyerName: string;
  orderId: string;
  participants: { name: string; email: string }[];
  /** The list price of one seat, in cents. */
  seatCents: number;
  /** The discount on each seat, in cents; 0 without a code. */
  discountPerSeatCents: number;
  discountCode?: string;
  /** What the whole order costs, in cents. */
  totalCents: number;
  /** Booked on invoice (DECISIONS 35): binding now, paid by transfer once the invoice has come. */
  onInvoice: boolean;
}

export function orderConfirmationSubject(props: OrderConfirmationProps): string {
  return `Bestellbestätigung: ${props.courseTitle} am ${formatShortDate(props.courseDate)}, ${seatsText(props.participants.length)}`;
}

function seatsText(seats: number): string {
  return seats === 1 ? '1 Platz' : `${seats} Plätze`;
}

export default function OrderConfirmationEmail(props: OrderConfirmationProps & EmailContext) {
  const { site } = props;
  const seats = props.participants.length;
  const free = props.totalCents === 0;
  const intro = free
    ? 'Ihre Bestellung ist verbindlich gebucht, eine Zahlung ist nicht nötig.'
    : props.onInvoice
      ? 'Ihre Bestellung ist verbindlich gebucht. Sie zahlen auf Rechnung per Überweisung.'
      : 'Ihre Zahlung ist eingegangen und Ihre Bestellung ist verbindlich gebucht.';
  return (
    <EmailLayout site={site} preview={`${seatsText(seats)} gebucht: ${props.courseTitle}`}>
      <EmailHeading>Vielen Dank für Ihre Bestellung!</EmailHeading>
      <Greeting name={props.buyerName} />
      <EmailParagraph>{intro} Hier ist Ihre Bestellung im Überblick:</EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Plätze', value: `${seats} × ${formatAmount(props.seatCents)}` },
          ...(props.discountPerSeatCents > 0
            ? [
                {
                  label: props.discountCode ? `Rabatt ${props.discountCode}` : 'Rabatt',
                  value: `${seats} × −${formatAmount(props.discountPerSeatCents)}`,
                },
              ]
            : []),
          { label: props.onInvoice ? 'Rechnungsbetrag' : 'Gesamtbetrag', value: formatAmount(props.totalCents) },
          { label: 'Bestellnummer', value: props.orderId },
        ]}
      />
      <EmailSubheading>Teilnehmende</EmailSubheading>
      <BulletList items={props.participants.map(({ name, email }) => `${name} (${email})`)} />
      <EmailSubheading>So geht es weiter</EmailSubheading>
      <BulletList
        items={[
          'Jede teilnehmende Person erhält eine eigene Bestätigung mit der Kalenderdatei, 24 Stunden vor Beginn die Zugangsdaten und nach dem Kurs ihr Zertifikat.',
          ...(free
            ? []
            : [
                props.onInvoice
                  ? 'Ihre Rechnung mit allen Teilnehmenden, Zahlungsziel und Bankverbindung erhalten Sie in einer eigenen E-Mail. Bitte geben Sie die Rechnungsnummer als Verwendungszweck an.'
                  : 'Ihre Rechnung mit allen Teilnehmenden erhalten Sie in einer eigenen E-Mail.',
              ]),
          'Unter „Meine Buchungen“ stornieren Sie einzelne Plätze oder die ganze Bestellung, benennen Ersatzpersonen und laden Ihre Rechnungen herunter.',
        ]}
      />
      <CancellationTerms site={site} />
      <MyBookingsLink url={props.myBookingsUrl} />
      <SignOff />
    </EmailLayout>
  );
}

OrderConfirmationEmail.PreviewProps = {
  buyerName: 'Maria Schneider',
  orderId: '3f1c2a9e-5b7d-4e8f-9a01-2b3c4d5e6f70',
  participants: [
    { name: 'Maria Schneider', email: 'maria.schneider@beispiel.de' },
    { name: 'Jonas Weber', email: 'jonas.weber@beispiel.de' },
    { name: 'Aylin Demir', email: 'aylin.demir@beispiel.de' },
  ],
  seatCents: 47481,
  discountPerSeatCents: 0,
  totalCents: 142443,
  onInvoice: true,
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  location: 'Live Online Webinar',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies OrderConfirmationProps & EmailContext;
