import type { AccessMail } from '@mpb/domain';
import { DetailTable, EmailButton, EmailParagraph, EmailSubheading, FallbackLink, type DetailRow } from './blocks';

/** A course date's own meeting access; only ever mailed to confirmed participants. */
export interface CourseAccess {
  /** https link to the meeting room. */
  url?: string | null;
  meetingId?: string | null;
  passcode?: string | null;
  dialIn?: string | null;
  note?: string | null;
}

export function hasAccessDetails(access: CourseAccess | undefined): access is CourseAccess {
  return Boolean(access && (access.url || access.meetingId || access.passcode || access.dialIn || access.note));
}

export interface AccessStateProps {
  /** The meeting access this mail carries (its time has come); may be empty while none is set. */
  access?: CourseAccess;
  /** Where the access data stands when the mail is written, when the mail does not carry it. */
  accessMail?: AccessMail;
}

/** Where a mail (and its calendar file) says the access data stands; the reminder 24 hours before the start unless told. */
export function accessStateOf({ access, accessMail }: AccessStateProps): AccessMail {
  if (access) return hasAccessDetails(access) ? { state: 'enclosed' } : { state: 'soon' };
  return accessMail ?? { state: 'later' };
}

/** The access data's time has come (24 hours before the start): 'Meine Buchungen' shows it. */
export function accessDue(props: AccessStateProps): boolean {
  return accessStateOf(props).state !== 'later';
}

/** 'Ihr Zugang zum Live-Webinar': the join button and the meeting data, or a note that they follow. */
export function AccessDetails({ access, start }: { access?: CourseAccess; start: string }) {
  if (!hasAccessDetails(access)) {
    return (
      <>
        <EmailSubheading>Ihr Zugang zum Live-Webinar</EmailSubheading>
        <EmailParagraph>
          Die Zugangsdaten zum virtuellen Kursraum senden wir Ihnen rechtzeitig vor Kursbeginn in einer eigenen E-Mail.
        </EmailParagraph>
      </>
    );
  }
  const rows: DetailRow[] = [];
  if (access.meetingId) rows.push({ label: 'Meeting-ID', value: access.meetingId });
  if (access.passcode) rows.push({ label: 'Kenncode', value: access.passcode });
  if (access.dialIn) rows.push({ label: 'Einwahl per Telefon', value: access.dialIn });
  return (
    <>
      <EmailSubheading>Ihr Zugang zum Live-Webinar</EmailSubheading>
      {access.url ? (
        <>
          <EmailParagraph>
            Über den folgenden Button gelangen Sie am Kurstag direkt in den virtuellen Kursraum. Bitte treten Sie etwa
            10 bis 15 Minuten vor {start} Uhr bei, damit wir pünktlich beginnen können.
          </EmailParagraph>
          <EmailButton href={access.url}>Zum Live-Webinar</EmailButton>
        </>
      ) : null}
      {rows.length ? <DetailTable rows={rows} /> : null}
      {access.note ? <EmailParagraph>{access.note}</EmailParagraph> : null}
      {access.url ? <FallbackLink href={access.url} /> : null}
    </>
  );
}
