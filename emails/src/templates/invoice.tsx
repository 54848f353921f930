import { DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { Greeting, SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';
import { MyBookingsLink, PREVIEW_MY_BOOKINGS_URL, type MyBookingsLinkProps } from '../components/my-bookings-link';

/** An invoice (Rechnung) or cancellation invoice (Stornorechnung) as PDF attachment; the sending job attaches the file. */
export interface InvoiceProps extends MyBookingsLinkProps {
  buyerName: string;
  kind: 'invoice' | 'cancellation';
  invoiceNumber: string;
  /** 'yyyy-MM-dd' */
  issueDate: string;
  grossCents: number;
  /** What was sold, e.g. 'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar'. */
  description: string;
  /** The course date. */
  serviceDate: string;
  /** The invoice a cancellation invoice cancels. */
  cancelsNumber?: string;
  paymentMethod: 'card' | 'free' | 'transfer';
  /** When a transfer is due. */
  dueDate?: string;
}

export function invoiceSubject(props: InvoiceProps): string {
  return props.kind === 'cancellation'
    ? `Ihre Stornorechnung ${props.invoiceNumber} zur Rechnung ${props.cancelsNumber ?? ''}`.trim()
    : `Ihre Rechnung ${props.invoiceNumber}`;
}

function PaymentNote(props: InvoiceProps) {
  const amount = formatAmount(props.grossCents);
  if (props.kind === 'cancellation') {
    return (
      <EmailParagraph>
        {props.paymentMethod === 'card'
          ? `Den Betrag von ${amount} erstatten wir auf das Zahlungsmittel, mit dem Sie bezahlt haben.`
          : `Der Betrag von ${amount} ist damit nicht mehr zu zahlen.`}
      </EmailParagraph>
    );
  }
  if (props.paymentMethod === 'transfer') {
    return (
      <NoticeBox title="Zahlung per Überweisung" tone="warning">
        Bitte überweisen Sie {amount}
        {props.dueDate ? ` bis zum ${formatShortDate(props.dueDate)}` : ''} auf das in der Rechnung genannte Konto und
        geben Sie als Verwendungszweck die Rechnungsnummer {props.invoiceNumber} an.
      </NoticeBox>
    );
  }
  return <EmailParagraph>Der Betrag von {amount} ist bereits bezahlt. Sie müssen nichts weiter tun.</EmailParagraph>;
}

export default function InvoiceEmail(props: InvoiceProps & EmailContext) {
  const cancellation = props.kind === 'cancellation';
  const document = cancellation ? 'Stornorechnung' : 'Rechnung';
  return (
    <EmailLayout site={props.site} preview={`Ihre ${document} ${props.invoiceNumber} als PDF im Anhang`}>
      <EmailHeading>Ihre {document}</EmailHeading>
      <Greeting name={props.buyerName} />
      <EmailParagraph>
        {cancellation
          ? `im Anhang finden Sie die Stornorechnung ${props.invoiceNumber}. Sie storniert die Rechnung ${props.cancelsNumber ?? ''} im angegebenen Umfang.`
          : `vielen Dank für Ihre Buchung. Im Anhang finden Sie Ihre Rechnung ${props.invoiceNumber} als PDF-Datei.`}{' '}
        Die Datei enthält die Rechnungsdaten zusätzlich maschinenlesbar (ZUGFeRD), sodass Ihre Buchhaltung sie direkt
        übernehmen kann.
      </EmailParagraph>
      <DetailTable
        rows={[
          { label: cancellation ? 'Stornorechnungsnummer' : 'Rechnungsnummer', value: props.invoiceNumber },
          ...(props.cancelsNumber ? [{ label: 'Zur Rechnung', value: props.cancelsNumber }] : []),
          { label: 'Datum', value: formatShortDate(props.issueDate) },
          { label: 'Leistung', value: props.description },
          { label: 'Kurstag', value: formatShortDate(props.serviceDate) },
          { label: 'Betrag (brutto)', value: formatAmount(props.grossCents) },
        ]}
      />
      <PaymentNote {...props} />
      <EmailParagraph>
        Bitte bewahren Sie die {document} auf. Sie können sie jederzeit unter „Meine Buchungen“ erneut herunterladen.
      </EmailParagraph>
      <MyBookingsLink url={props.myBookingsUrl} />
      <SignOff />
    </EmailLayout>
  );
}

InvoiceEmail.PreviewProps = {
  buyerName: 'Maria Schneider',
  kind: 'invoice',
  invoiceNumber: 'RE-2026-00042',
  issueDate: '2026-11-20',
  grossCents: 47481,
  description: 'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar',
  serviceDate: '2026-12-15',
  paymentMethod: 'card',
  myBookingsUrl: PREVIEW_MY_BOOKINGS_URL,
  site: PREVIEW_SITE,
} satisfies InvoiceProps & EmailContext;
