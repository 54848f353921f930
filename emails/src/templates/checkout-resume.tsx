import { Link } from '@react-email/components';
import {
  DetailTable,
  EmailButton,
  EmailHeading,
  EmailParagraph,
  FallbackLink,
  linkStyle,
  NoticeBox,
} from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { checkoutDiscardUrl, formatAmount, formatDateTime } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

/**
 * No name: whoever opened the checkout typed it, and that need not be the owner of the address.
 */
export interface CheckoutResumeProps extends CourseSchedule {
  /** The open checkout's payment page. */
  paymentUrl: string;
  /** The page that asks before it discards the checkout and frees its seat. */
  discardUrl: string;
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
    <EmailLayout site={props.site} preview="Ein Platz ist für Ihre E-Mail-Adresse reserviert. Zahlen oder verwerfen.">
      <EmailHeading>Ihre Buchung abschließen</EmailHeading>
      <Greeting />
      <EmailParagraph>
        Für Ihre E-Mail-Adresse ist eine Buchung für den folgenden Termin offen, die noch nicht bezahlt ist. Gerade
        wurde erneut versucht, diesen Termin mit Ihrer Adresse zu buchen. Wenn Sie die Buchung begonnen haben, schließen
        Sie mit dem folgenden Link die Zahlung ab:
      </EmailParagraph>
      <DetailTable rows={[...courseRows(props), { label: 'Betrag', value: formatAmount(props.amountCents) }]} />
      <NoticeBox title="Der Platz ist reserviert" tone="warning">
        Bitte bezahlen Sie bis <strong>{formatDateTime(props.holdExpiresAt)}</strong>. Danach wird der Platz wieder
        freigegeben; es wird nichts berechnet.
      </NoticeBox>
      <EmailButton href={props.paymentUrl}>Zahlung abschließen</EmailButton>
      <FallbackLink href={props.paymentUrl} />
      <EmailParagraph>
        Haben Sie diese Buchung nicht selbst begonnen, oder möchten Sie mit anderen Angaben buchen? Dann verwerfen Sie
        die Reservierung: Der Platz wird sofort freigegeben, und Sie können den Termin anschließend mit Ihren eigenen
        Angaben buchen.{' '}
        <Link href={props.discardUrl} style={linkStyle}>
          Diese Reservierung verwerfen
        </Link>
      </EmailParagraph>
      <EmailParagraph muted>
        Die Links sind persönlich und nur für Sie bestimmt. Wenn Sie nichts tun, läuft die Reservierung von selbst ab.
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

CheckoutResumeEmail.PreviewProps = {
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_preview',
  discardUrl: checkoutDiscardUrl(PREVIEW_SITE.url, '3f9c1a52-7d4e-4b8a-9c61-2e5f0d8b7a14', 'preview-token'),
  holdExpiresAt: '2026-12-02T13:30:00.000Z',
  site: PREVIEW_SITE,
} satisfies CheckoutResumeProps & EmailContext;
