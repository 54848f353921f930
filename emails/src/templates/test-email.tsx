import { DetailTable, EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { formatDateTime } from '@mpb/domain';
import { PREVIEW_SITE, type EmailContext } from '../site';

/** Sent from the admin area to check delivery of a template. */
export interface TestEmailProps {
  templateName: string;
  /** German label of the template type, e.g. 'Bestätigung'. */
  templateType?: string;
  /** The address the admin entered. */
  recipient: string;
  /** When the test was triggered (ISO 8601 or Date). */
  sentAt: string | Date;
}

export function testEmailSubject(props: TestEmailProps): string {
  return `[Test] ${props.templateName}`;
}

export default function TestEmail(props: TestEmailProps & EmailContext) {
  return (
    <EmailLayout site={props.site} preview={`Test-E-Mail für die Vorlage „${props.templateName}“`}>
      <EmailHeading>Test-E-Mail</EmailHeading>
      <EmailParagraph>
        Dies ist eine Test-E-Mail aus dem Administrationsbereich. Wenn Sie diese Nachricht lesen, funktioniert der
        E-Mail-Versand.
      </EmailParagraph>
      <DetailTable
        rows={[
          { label: 'Vorlage', value: props.templateName },
          ...(props.templateType ? [{ label: 'Typ', value: props.templateType }] : []),
          { label: 'Empfänger', value: props.recipient },
          { label: 'Versendet am', value: formatDateTime(props.sentAt) },
        ]}
      />
      <NoticeBox>
        Platzhalter wie Kundenname, Kursdatum oder Betrag werden beim echten Versand mit den Daten der jeweiligen
        Buchung gefüllt.
      </NoticeBox>
      <SignOff />
    </EmailLayout>
  );
}

TestEmail.PreviewProps = {
  templateName: 'Buchungsbestätigung Standard',
  templateType: 'Bestätigung',
  recipient: 'admin@example.de',
  sentAt: '2026-11-20T09:15:00.000Z',
  site: PREVIEW_SITE,
} satisfies TestEmailProps & EmailContext;
