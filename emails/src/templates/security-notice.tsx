import { formatDateTime, formatShortDateTime } from '@mpb/domain';
import { EmailHeading, EmailParagraph, NoticeBox } from '../components/blocks';
import { SignOff } from '../components/course-blocks';
import { EmailLayout } from '../components/email-layout';
import { PREVIEW_SITE, type EmailContext } from '../site';

type SecurityNoticeKind =
  'second-factor-enrolled' | 'recovery-code-used' | 'second-factor-locked' | 'second-factor-reset';

/** A change to an admin's second factor, mailed to the admin so an intruder does not go unnoticed. */
export interface SecurityNoticeProps {
  kind: SecurityNoticeKind;
  /** The admin's address. */
  email: string;
  /** When it happened (ISO 8601). */
  occurredAt: string;
  /** recovery-code-used: the unused codes left. */
  remainingRecoveryCodes?: number;
  /** second-factor-locked: no code is accepted until then (ISO 8601). */
  lockedUntil?: string;
}

const TITLES: Record<SecurityNoticeKind, string> = {
  'second-factor-enrolled': 'Zwei-Faktor-Anmeldung eingerichtet',
  'recovery-code-used': 'Wiederherstellungscode verwendet',
  'second-factor-locked': 'Zwei-Faktor-Anmeldung gesperrt',
  'second-factor-reset': 'Zwei-Faktor-Anmeldung zurückgesetzt',
};

export function securityNoticeSubject(props: SecurityNoticeProps): string {
  return `Sicherheitshinweis: ${TITLES[props.kind]}`;
}

function WhatHappened(props: SecurityNoticeProps) {
  const when = formatDateTime(props.occurredAt);
  switch (props.kind) {
    case 'second-factor-enrolled':
      return (
        <EmailParagraph>
          Für Ihren Admin-Zugang <strong>{props.email}</strong> wurde am {when} die Zwei-Faktor-Anmeldung mit einer
          Authenticator-App eingerichtet. Dabei wurden zehn neue Wiederherstellungscodes erstellt.
        </EmailParagraph>
      );
    case 'recovery-code-used': {
      const remaining = props.remainingRecoveryCodes ?? 0;
      return (
        <EmailParagraph>
          Bei der Anmeldung mit Ihrem Admin-Zugang <strong>{props.email}</strong> wurde am {when} ein
          Wiederherstellungscode statt des Codes aus der Authenticator-App verwendet. Jeder Code gilt nur einmal; Sie
          haben noch {remaining} unbenutzte {remaining === 1 ? 'Wiederherstellungscode' : 'Wiederherstellungscodes'}.
        </EmailParagraph>
      );
    }
    case 'second-factor-locked':
      return (
        <EmailParagraph>
          Für Ihren Admin-Zugang <strong>{props.email}</strong> wurde innerhalb einer Stunde zehnmal ein falscher Code
          eingegeben. Aus Sicherheitsgründen ist die Zwei-Faktor-Anmeldung bis{' '}
          {formatShortDateTime(props.lockedUntil ?? props.occurredAt)} gesperrt.
        </EmailParagraph>
      );
    case 'second-factor-reset':
      return (
        <EmailParagraph>
          Für Ihren Admin-Zugang <strong>{props.email}</strong> wurde am {when} die Zwei-Faktor-Anmeldung zurückgesetzt,
          um ein neues Gerät einzurichten. Die bisherige Authenticator-App und alle bisherigen Wiederherstellungscodes
          gelten nicht mehr.
        </EmailParagraph>
      );
  }
}

export default function SecurityNoticeEmail(props: SecurityNoticeProps & EmailContext) {
  return (
    <EmailLayout site={props.site} preview={`Sicherheitshinweis zu Ihrem Admin-Zugang: ${TITLES[props.kind]}.`}>
      <EmailHeading>{TITLES[props.kind]}</EmailHeading>
      <EmailParagraph>Guten Tag,</EmailParagraph>
      <WhatHappened {...props} />
      <NoticeBox title="Waren Sie das?" tone="warning">
        Wenn Sie das nicht waren, hat möglicherweise jemand Zugriff auf Ihr E-Mail-Postfach. Ändern Sie bitte sofort das
        Passwort Ihres E-Mail-Postfachs und melden Sie sich bei uns unter {props.site.email} oder {props.site.phone},
        damit wir Ihren Admin-Zugang sperren und die Zwei-Faktor-Anmeldung zurücksetzen.
      </NoticeBox>
      <EmailParagraph muted>Wenn Sie es selbst waren, ist nichts weiter zu tun.</EmailParagraph>
      <SignOff />
    </EmailLayout>
  );
}

SecurityNoticeEmail.PreviewProps = {
  kind: 'recovery-code-used',
  email: 'admin@example.de',
  occurredAt: '2026-12-16T13:30:00Z',
  remainingRecoveryCodes: 9,
  site: PREVIEW_SITE,
} satisfies SecurityNoticeProps & EmailContext;
