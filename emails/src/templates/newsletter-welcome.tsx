import { BulletList, EmailButton, EmailHeading, EmailParagraph } from '../components/blocks';
import { Greeting, SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { coursesLink, PREVIEW_SITE, type EmailContext } from '../site';

export interface NewsletterWelcomeProps {
  customerName?: string;
  /** Personal link that ends the subscription. */
  unsubscribeUrl: string;
}

export function newsletterWelcomeSubject(): string {
  return 'Willkommen beim Newsletter der Medizinprodukteberater Zertifizierung';
}

export default function NewsletterWelcomeEmail(props: NewsletterWelcomeProps & EmailContext) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview="Ihre Anmeldung ist bestätigt. Ab jetzt erfahren Sie als Erste von neuen Kursterminen."
      unsubscribeUrl={props.unsubscribeUrl}
      unsubscribeReason="Sie erhalten diese E-Mail, weil Sie unseren Newsletter abonniert haben."
    >
      <EmailHeading>Willkommen! Ihre Anmeldung ist bestätigt</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        vielen Dank für Ihre Bestätigung. Ab sofort erhalten Sie unseren Newsletter. Das erwartet Sie:
      </EmailParagraph>
      <BulletList
        items={[
          'neue Termine der Medizinprodukteberater Basiszertifizierung, sobald sie buchbar sind',
          'Hinweise, wenn in ausgebuchten Kursen wieder Plätze frei werden',
          'wichtige Neuigkeiten zu MDR, MPDG und EUDAMED für Ihre Beratungspraxis',
        ]}
      />
      <EmailParagraph>Die aktuell buchbaren Termine finden Sie jederzeit auf unserer Website:</EmailParagraph>
      <EmailButton href={coursesLink(site)}>Aktuelle Termine ansehen</EmailButton>
      <SignOff />
    </EmailLayout>
  );
}

NewsletterWelcomeEmail.PreviewProps = {
  customerName: 'Stefan Wagner',
  unsubscribeUrl: 'https://www.example.de/newsletter-unsubscribe?token=preview-token',
  site: PREVIEW_SITE,
} satisfies NewsletterWelcomeProps & EmailContext;
