import { Link } from '@react-email/components';
import { DetailTable, EmailHeading, EmailParagraph, linkStyle, NoticeBox } from '../components/blocks';
import { BankAccountLines } from '../components/bank-account';
import { Greeting, SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, telephoneHref, type EmailContext, type SiteInfo } from '../site';

/** An invoice paid by transfer is overdue (DECISIONS 35): the first reminder, or the second one 7 days later. */
export interface PaymentReminderProps {
  buyerName: string;
  invoiceNumber: string;
  /** 'yyyy-MM-dd' */
  invoiceDate: string;
  grossCents: number;
  /** 'yyyy-MM-dd': the day the transfer was due. */
  dueDate: string;
  /** What was sold, as the invoice names it. */
  courseTitle: string;
  /** 'yyyy-MM-dd' */
  courseDate: string;
  participantNames: string[];
  second: boolean;
}

export function paymentReminderSubject(props: PaymentReminderProps): string {
  return `${props.second ? 'Zweite Zahlungserinnerung' : 'Zahlungserinnerung'}: Rechnung ${props.invoiceNumber}`;
}

function TransferDetails({ site, amount, invoiceNumber }: { site: SiteInfo; amount: string; invoiceNumber: string }) {
  const { bank } = site;
  if (!bank) {
    return (
      <NoticeBox title="Zahlung per Überweisung" tone="warning">
        Bitte überweisen Sie {amount} auf das in der Rechnung genannte Konto und geben Sie als Verwendungszweck die
        Rechnungsnummer {invoiceNumber} an.
      </NoticeBox>
    );
  }
  return (
    <NoticeBox title="Zahlung per Überweisung" tone="warning">
      Bitte überweisen Sie {amount} auf folgendes Konto:
      <br />
      <br />
      <BankAccountLines bank={bank} reference={invoiceNumber} />
    </NoticeBox>
  );
}

export default function PaymentReminderEmail(props: PaymentReminderProps & EmailContext) {
  const { site } = props;
  const amount = formatAmount(props.grossCents);
  const due = formatShortDate(props.dueDate);
  return (
    <EmailLayout site={site} preview={`Rechnung ${props.invoiceNumber} über ${amount} ist seit dem ${due} fällig.`}>
      <EmailHeading>{props.second ? 'Zweite Zahlungserinnerung' : 'Zahlungserinnerung'}</EmailHeading>
      <Greeting name={props.buyerName} />
      <EmailParagraph>
        {props.second
          ? `vor einer Woche haben wir Sie an die Zahlung unserer Rechnung ${props.invoiceNumber} erinnert. Leider konnten wir bis heute noch keinen Zahlungseingang feststellen.`
          : `sicher ist es Ihrer Aufmerksamkeit entgangen: Unsere Rechnung ${props.invoiceNumber} ist seit dem ${due} fällig, und wir konnten noch keinen Zahlungseingang feststellen.`}{' '}
        Die Rechnung finden Sie noch einmal im Anhang.
      </EmailParagraph>
      <DetailTable
        rows={[
          { label: 'Rechnungsnummer', value: props.invoiceNumber },
          { label: 'Rechnungsdatum', value: formatShortDate(props.invoiceDate) },
          { label: 'Fällig seit', value: due },
          { label: 'Leistung', value: props.courseTitle },
          { label: 'Kurstag', value: formatShortDate(props.courseDate) },
          {
            label: props.participantNames.length === 1 ? 'Teilnehmende Person' : 'Teilnehmende',
            value: props.participantNames.join(', '),
          },
          { label: 'Offener Betrag', value: amount },
        ]}
      />
      <TransferDetails site={site} amount={amount} invoiceNumber={props.invoiceNumber} />
      {props.second ? (
        <EmailParagraph>
          Bitte beachten Sie: Eine Buchung, die vor Kursbeginn nicht bezahlt ist, können wir stornieren. Sollte es
          Schwierigkeiten mit der Zahlung geben, melden Sie sich bitte bei uns unter{' '}
          <Link href={`mailto:${site.email}`} style={linkStyle}>
            {site.email}
          </Link>{' '}
          oder{' '}
          <Link href={telephoneHref(site.phone)} style={linkStyle}>
            {site.phone}
          </Link>
          , damit wir gemeinsam eine Lösung finden.
        </EmailParagraph>
      ) : null}
      <EmailParagraph>
        Falls Sie die Zahlung bereits veranlasst haben, betrachten Sie diese Erinnerung bitte als gegenstandslos.
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

PaymentReminderEmail.PreviewProps = {
  buyerName: 'Maria Schneider',
  invoiceNumber: 'RE-2026-00042',
  invoiceDate: '2026-11-02',
  grossCents: 47481,
  dueDate: '2026-11-16',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar',
  courseDate: '2026-12-15',
  participantNames: ['Jonas Weber'],
  second: false,
  site: { ...PREVIEW_SITE, bank: { accountHolder: 'Muster Medical Consulting GmbH', iban: 'DE89370400440532013000' } },
} satisfies PaymentReminderProps & EmailContext;
