import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { messageOf } from '../../site/lib/api';
import { type TotpEnrolment, startTotpEnrolment, verifyTotpCode } from './admin-auth-api';
import { SignInCard } from './SignInCard';

interface SecondFactorStepProps {
  /** 'enrol': set up the authenticator app first; 'verify': only the code. */
  mode: 'enrol' | 'verify';
  email: string;
  onPassed: () => void;
  onCancel: () => void;
}

/** TOTP enrolment (QR code, secret as text, first code) and the code check at each sign-in. */
export function SecondFactorStep({ mode, email, onPassed, onCancel }: SecondFactorStepProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (mode !== 'enrol') return;
    startTotpEnrolment()
      .then(setEnrolment)
      .catch((failure) => setError(messageOf(failure, 'Unbekannter Fehler')));
  }, [mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setError('Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.');
    setChecking(true);
    setError(null);
    try {
      await verifyTotpCode(digits);
      onPassed();
    } catch (failure) {
      setError(messageOf(failure, 'Unbekannter Fehler'));
      setCode('');
    } finally {
      setChecking(false);
    }
  };

  return (
    <SignInCard title={mode === 'enrol' ? 'Zwei-Faktor-Anmeldung einrichten' : 'Anmeldung bestätigen'}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Angemeldet als <strong>{email}</strong>.{' '}
        {mode === 'enrol'
          ? 'Scannen Sie den QR-Code mit einer Authenticator-App (z. B. FreeOTP, Google oder Microsoft Authenticator) oder geben Sie den Schlüssel von Hand ein.'
          : 'Geben Sie den aktuellen 6-stelligen Code aus Ihrer Authenticator-App ein.'}
      </Typography>
      {mode === 'enrol' && !enrolment && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="QR-Code wird erstellt" />
        </Box>
      )}
      {enrolment && (
        <Stack spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
            alt="QR-Code für Ihre Authenticator-App"
            sx={{ width: 200, height: 200, border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1, bgcolor: '#fff' }}
          />
          <Typography variant="caption" component="p" sx={{ textAlign: 'center' }}>
            Schlüssel zum Abtippen:
          </Typography>
          <Typography
            component="code"
            data-testid="totp-secret"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.08em', wordBreak: 'break-all', textAlign: 'center', bgcolor: 'grey.100', px: 1.5, py: 0.75, borderRadius: 1 }}
          >
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
        </Stack>
      )}
      <form noValidate onSubmit={submit} aria-label="Code bestätigen">
        <Stack spacing={2}>
          <TextField
            label="6-stelliger Code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, '').slice(0, 7))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } }}
            autoFocus={mode === 'verify'}
            fullWidth
            disabled={checking || (mode === 'enrol' && !enrolment)}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={checking || (mode === 'enrol' && !enrolment)}>
            {checking ? 'Wird geprüft...' : 'Bestätigen'}
          </Button>
          <Button variant="text" onClick={onCancel}>
            Abmelden
          </Button>
        </Stack>
      </form>
    </SignInCard>
  );
}
