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
