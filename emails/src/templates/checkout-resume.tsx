import { DetailTable, EmailButton, EmailHeading, EmailParagraph, FallbackLink, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatDateTime } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

export interface CheckoutResumeProps extends CourseSchedule {
  customerName?: string;
  /** The open checkout's payment page. */
  paymentUrl: string;
  /** When the seat hold ends (ISO 8601 or Date). */
  holdExpiresAt: string | Date;
  amountCents: number;
}

export function checkoutResumeSubject(): string {
  return 'Ihre Buchung abschließen';
}

/** Sent when someone else tried to book with this address while its checkout was open. */
export default function CheckoutResumeEmail(props: CheckoutResumeProps & EmailContext) {
  return (
    <EmailLayout site={props.site} preview="Ihr Platz ist noch reserviert. Hier geht es weiter zur Zahlung.">
      <EmailHeading>Ihre Buchung abschließen</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        Für Ihre E-Mail-Adresse ist eine Buchung für den folgenden Termin offen, die noch nicht bezahlt ist. Gerade
        wurde erneut versucht, diesen Termin mit Ihrer Adresse zu buchen. Mit dem folgenden Link schließen Sie die
        Zahlung ab:
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Betrag', value: formatAmount(props.amountCents) }]} />
      <NoticeBox title="Ihr Platz ist reserviert" tone="warning">
        Bitte bezahlen Sie bis <strong>{formatDateTime(props.holdExpiresAt)}</strong>. Danach wird der Platz wieder
        freigegeben; es wird nichts berechnet.
      </NoticeBox>
      <EmailButton href={props.paymentUrl}>Zahlung abschließen</EmailButton>
      <FallbackLink href={props.paymentUrl} />
      <EmailParagraph muted>
        Der Link ist persönlich und nur für Sie bestimmt. Wenn Sie nicht buchen möchten, müssen Sie nichts tun.
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

CheckoutResumeEmail.PreviewProps = {
  customerName: 'Laura Hoffmann',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_preview',
  holdExpiresAt: '2026-12-02T13:30:00.000Z',
  site: PREVIEW_SITE,
} satisfies CheckoutResumeProps & EmailContext;
