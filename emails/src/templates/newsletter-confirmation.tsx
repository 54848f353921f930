import { EmailButton, EmailHeading, EmailParagraph, FallbackLink, NoticeBox } from '../components/blocks';
import { Greeting, SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { PREVIEW_SITE, type EmailContext } from '../site';

/** Double opt-in: nothing else is sent until the link is used. */
export interface NewsletterConfirmationProps {
  customerName?: string;
  confirmUrl: string;
}

export function newsletterConfirmationSubject(): string {
  return 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung';
}

export default function NewsletterConfirmationEmail(props: NewsletterConfirmationProps & EmailContext) {
  return (
    <EmailLayout site={props.site} preview="Nur noch ein Klick: Bitte bestätigen Sie Ihre Anmeldung zum Newsletter.">
      <EmailHeading>Bitte bestätigen Sie Ihre Anmeldung</EmailHeading>
      <Greeting name={props.customerName} />
      <EmailParagraph>
        vielen Dank für Ihr Interesse an unserem Newsletter. Wir informieren Sie darin über neue Kurstermine der
        Medizinprodukteberater Zertifizierung. Bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf den
        folgenden Button:
      </EmailParagraph>
      <EmailButton href={props.confirmUrl}>Anmeldung bestätigen</EmailButton>
      <FallbackLink href={props.confirmUrl} />
      <NoticeBox>
        Erst nach Ihrer Bestätigung nehmen wir Sie in den Verteiler auf. Bis dahin senden wir Ihnen nichts weiter. Wenn
        Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach. Sie erhalten dann keine weiteren
        Nachrichten von uns.
      </NoticeBox>
      <SignOff />
    </EmailLayout>
  );
}

NewsletterConfirmationEmail.PreviewProps = {
  customerName: 'Stefan Wagner',
  confirmUrl: 'https://www.example.de/api/newsletter/confirm?token=preview-token',
  site: PREVIEW_SITE,
} satisfies NewsletterConfirmationProps & EmailContext;
