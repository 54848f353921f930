import { DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

/**
 * To the buyer of an order: its card payment also paid a seat that had been confirmed and invoiced
 * for transfer before, so that share of the card payment is refunded and the transfer invoice
 * stays the seat's one claim.
 */
export interface DoublePaymentRefundProps extends CourseSchedule {
  buyerName: string;
  participantName: string;
  orderId: string;
  /** The refunded share of the card payment, in cents. */
  amountCents: number;
  /** The invoice that bills the seat, to be paid by transfer. */
  invoiceNumber: string;
  /** The transfer for that invoice has come in already. */
  invoicePaid: boolean;
}

export function doublePaymentRefundSubject(props: DoublePaymentRefundProps): string {
  return `Erstattung einer doppelten Zahlung: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function DoublePaymentRefundEmail(props: DoublePaymentRefundProps & EmailContext) {
  const { site } = props;
  const amount = formatAmount(props.amountCents);
  return (
    <EmailLayout site={site} preview={`Wir erstatten Ihnen ${amount} für den Platz von ${props.participantName}.`}>
      <EmailHeading>Wir erstatten Ihnen einen doppelt bezahlten Platz</EmailHeading>
      <Greeting name={props.buyerName} />
      <EmailParagraph>
        mit Ihrer Kartenzahlung zur Bestellung {props.orderId} haben Sie auch den Platz von {props.participantName}{' '}
        bezahlt. Dieser Platz war zu diesem Zeitpunkt bereits bestätigt und mit der Rechnung {props.invoiceNumber} zur
        Zahlung per Überweisung abgerechnet. Damit Sie ihn nicht zweimal bezahlen, erstatten wir Ihnen diesen Anteil
        Ihrer Kartenzahlung. Die Anmeldung von {props.participantName} bleibt bestehen.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          { label: 'Teilnehmer/in', value: props.participantName },
          { label: 'Rechnung', value: props.invoiceNumber },
          { label: 'Erstattungsbetrag', value: amount },
        ]}
      />
      <NoticeBox title="Erstattung veranlasst" tone="success">
        Wir haben die Erstattung von {amount} bereits veranlasst. Der Betrag wird auf das Zahlungsmittel zurückgebucht,
        mit dem Sie bezahlt haben. Je nach Bank kann die Gutschrift 5 bis 10 Werktage dauern.
      </NoticeBox>
      <EmailParagraph>
        {props.invoicePaid
          ? `Ihre Überweisung zur Rechnung ${props.invoiceNumber} ist bereits bei uns eingegangen; Sie müssen nichts weiter tun.`
          : `Die Rechnung ${props.invoiceNumber} bleibt bestehen: Bitte überweisen Sie den Betrag wie darin angegeben, sofern Sie das nicht bereits getan haben.`}
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

DoublePaymentRefundEmail.PreviewProps = {
  buyerName: 'Erika Einkauf',
  participantName: 'Jonas Weber',
  orderId: 'BK-2026-004719',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  invoiceNumber: 'RE-2026-00042',
  invoicePaid: false,
  site: PREVIEW_SITE,
} satisfies DoublePaymentRefundProps & EmailContext;
