import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { EmailButton, EmailHeading, EmailParagraph, FallbackLink, NoticeBox } from '../components/blocks';
import { SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { PREVIEW_SITE, type EmailContext } from '../site';

export interface MagicLinkProps {
  /** One-time sign-in link. */
  signInUrl: string;
  /** The address the link was requested for. */
  email: string;
}

export function magicLinkSubject(): string {
  return 'Ihr Anmeldelink für die Medizinprodukteberater Zertifizierung';
}

export default function MagicLinkEmail(props: MagicLinkProps & EmailContext) {
  return (
    <EmailLayout
      site={props.site}
      preview={`Ihr persönlicher Anmeldelink, gültig für ${MAGIC_LINK_VALID_MINUTES} Minuten.`}
    >
      <EmailHeading>Ihr Anmeldelink</EmailHeading>
      <EmailParagraph>Guten Tag,</EmailParagraph>
      <EmailParagraph>
        Sie haben einen Anmeldelink für <strong>{props.email}</strong> angefordert. Klicken Sie auf den folgenden
        Button, um sich anzumelden:
      </EmailParagraph>
      <EmailButton href={props.signInUrl}>Jetzt anmelden</EmailButton>
      <EmailParagraph muted>
        Der Link ist {MAGIC_LINK_VALID_MINUTES} Minuten gültig und kann nur einmal verwendet werden.
      </EmailParagraph>
      <FallbackLink href={props.signInUrl} />
      <NoticeBox title="Nicht angefordert?" tone="warning">
        Wenn Sie diese Anmeldung nicht angefordert haben, ignorieren Sie diese E-Mail bitte einfach. Ohne Klick auf den
        Link passiert nichts, und niemand erhält Zugang.
      </NoticeBox>
      <SignOff />
    </EmailLayout>
  );
}

MagicLinkEmail.PreviewProps = {
  signInUrl: 'https://www.example.de/api/auth/callback?token=preview-token',
  email: 'maria.schneider@example.de',
  site: PREVIEW_SITE,
} satisfies MagicLinkProps & EmailContext;
