import { ACCESS_LEAD_TEXT } from '@mpb/domain';
import { Box, Typography } from '@mui/material';
import { TextInput } from 'react-admin';

const ACCESS_URL_MESSAGE = 'Bitte geben Sie einen vollständigen Meeting-Link an, der mit https:// beginnt.';

/** The same rule as the server: empty, or an https link without spaces. */
function accessUrlProblem(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname && !/\s/.test(text) ? undefined : ACCESS_URL_MESSAGE;
  } catch {
    return ACCESS_URL_MESSAGE;
  }
}

/** 'Zugangsdaten': the date's own meeting, mailed only to confirmed participants, never shown on the site. */
export function AccessInputs({ isNew }: { isNew: boolean }) {
  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Zugangsdaten
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Nur für bestätigte Teilnehmende: in der Erinnerung {ACCESS_LEAD_TEXT} vor Beginn und in Bestätigungen kurz vor
        dem Termin. Nie auf der Website sichtbar. Änderungen nach dem Versand der Erinnerungen werden allen bestätigten
        Teilnehmenden per E-Mail mitgeteilt.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput
          source="accessUrl"
          label="Meeting-Link"
          type="url"
          validate={accessUrlProblem}
          helperText={
            isNew
              ? 'Leer gelassen gilt der Standard-Zugang aus der Konfiguration.'
              : 'Link zu Zoom, Teams, Webex o. Ä., beginnt mit https://'
          }
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextInput source="accessMeetingId" label="Meeting-ID" helperText={false} />
        <TextInput source="accessPasscode" label="Kenncode" helperText={false} />
        <TextInput
          source="accessDialIn"
          label="Einwahl per Telefon (optional)"
          helperText={false}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextInput
          source="accessNote"
          label="Hinweis für Teilnehmende (optional)"
          multiline
          minRows={2}
          helperText={false}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
    </Box>
  );
}
