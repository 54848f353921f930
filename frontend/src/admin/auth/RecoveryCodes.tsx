import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';

interface RecoveryCodesProps {
  email: string;
  codes: string[];
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

const FILE_NAME = 'wiederherstellungscodes.txt';

function fileText(email: string, codes: string[]): string {
  return [
    `Wiederherstellungscodes für den Admin-Zugang ${email}`,
    'Medizinprodukteberater Zertifizierung',
    '',
    'Jeder Code gilt für genau eine Anmeldung, wenn die Authenticator-App nicht zur Hand ist.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes of a new enrolment: shown once, to copy or download, saving confirmed by a tick. */
export function RecoveryCodes({ email, codes, saved, onSavedChange }: RecoveryCodesProps) {
  const [notice, setNotice] = useState<{ severity: 'success' | 'warning'; text: string } | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setNotice({ severity: 'success', text: 'Die Wiederherstellungscodes wurden in die Zwischenablage kopiert.' });
    } catch {
      setNotice({
        severity: 'warning',
        text: 'Kopieren war nicht möglich. Bitte laden Sie die Codes herunter oder schreiben Sie sie ab.',
      });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([fileText(email, codes)], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <Box component="section" aria-labelledby="recovery-codes-heading" sx={{ mb: 2 }}>
      <Typography id="recovery-codes-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Wiederherstellungscodes
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Mit jedem dieser Codes können Sie sich einmal anmelden, wenn Sie keinen Zugriff auf Ihre Authenticator-App
        haben. Die Codes werden nur jetzt angezeigt: Bewahren Sie sie sicher auf, z. B. in einem Passwort-Manager.
      </Typography>
      <Box
        component="ol"
        aria-label="Wiederherstellungscodes"
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          m: 0,
          mb: 1.5,
          p: 1.5,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => void copy()}>
          Kopieren
        </Button>
        <Button variant="outlined" size="small" onClick={download}>
          Herunterladen
        </Button>
      </Stack>
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 1 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => onSavedChange(event.target.checked)} />}
        label="Ich habe die Wiederherstellungscodes sicher gespeichert."
      />
    </Box>
  );
}
