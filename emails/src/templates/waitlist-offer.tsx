import { DetailTable, EmailButton, EmailHeading, EmailParagraph, FallbackLink, NoticeBox } from '../components/blocks';
import { courseRows, Greeting, SignOff, type CourseSchedule } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatAmount, formatDateTime, formatShortDate } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

export interface WaitlistOfferProps extends CourseSchedule {
  customerName?: string;
  /** Personal booking link for the held seat. */
  bookingUrl: string;
  /** When the offer ends (ISO 8601 or Date), 24 hours after it was made. */
  expiresAt: string | Date;
  /** Course fee in cents, shown when known. */
  amountCents?: number;
  /** Personal link that removes this entry from the waitlist. */
  unsubscribeUrl: string;
}

export function waitlistOfferSubject(props: WaitlistOfferProps): string {
  return `Ein Platz ist frei: ${props.courseTitle} am ${formatShortDate(props.courseDate)}`;
}

export default function WaitlistOfferEmail(props: WaitlistOfferProps & EmailContext) {
  const { site } = props;
  const expiry = formatDateTime(props.expiresAt);
  return (
    <EmailLayout
      site={site}
      preview={`Für den ${formatShortDate(props.courseDate)} ist ein Platz für Sie reserviert, 24 Stunden lang.`}
      unsubscribeUrl={props.unsubscribeUrl}
      unsubscribeReason="Sie erhalten diese E-Mail, weil Sie auf der Warteliste für diesen Kurs stehen."
    >
      <EmailHeading>Gute Nachricht: Ein Platz ist frei geworden!</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        Sie stehen auf unserer Warteliste, und jetzt ist für den folgenden Termin ein Platz frei geworden. Wir halten
        ihn ab sofort für Sie reserviert.
      </EmailParagraph>
      <DetailTable
        rows={[
          ...courseRows(props),
          ...(props.amountCents === undefined ? [] : [{ label: 'Kursgebühr', value: formatAmount(props.amountCents) }]),
        ]}
      />
      <NoticeBox title="Ihr Angebot gilt 24 Stunden" tone="warning">
        Bitte buchen Sie bis <strong>{expiry}</strong>. Danach verfällt die Reservierung und wir bieten den Platz der
        nächsten Person auf der Warteliste an.
      </NoticeBox>
      <EmailButton href={props.bookingUrl}>Jetzt Platz buchen</EmailButton>
      <FallbackLink href={props.bookingUrl} />
      <EmailParagraph muted>
        Der Buchungslink ist persönlich und nur für Sie bestimmt. Wenn Sie den Platz nicht mehr benötigen, müssen Sie
        nichts tun.
      </EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

WaitlistOfferEmail.PreviewProps = {
  customerName: 'Laura Hoffmann',
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30:00',
  endTime: '16:00:00',
  amountCents: 47481,
  bookingUrl: 'https://www.example.de/online-seminare?offer=preview-token',
  expiresAt: '2026-12-02T13:30:00.000Z',
  unsubscribeUrl: 'https://www.example.de/waitlist-unsubscribe?token=preview-token',
  site: PREVIEW_SITE,
} satisfies WaitlistOfferProps & EmailContext;
