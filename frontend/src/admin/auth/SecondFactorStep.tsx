import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { messageOf } from '../../site/lib/api';
import { type TotpEnrolment, resetSecondFactor, startTotpEnrolment, verifyTotpCode } from './admin-auth-api';
import { RecoveryCodes } from './RecoveryCodes';
import { SignInCard } from './SignInCard';

interface SecondFactorStepProps {
  /** 'enrol': set up the authenticator app first; 'verify': only the code. */
  mode: 'enrol' | 'verify';
  email: string;
  onPassed: () => void;
  /** The old authenticator was dropped: enrol a new one. */
  onReset: () => void;
  onCancel: () => void;
}

const RECOVERY_CODE = /^[a-z0-9]{10}$/;

/** What the field accepts: the app's 6-digit code, or (at sign-in) one of the recovery codes. */
function checkedInput(input: string, useRecoveryCode: boolean): { code: string } | { error: string } {
  if (useRecoveryCode) {
    const code = input.toLowerCase().replace(/[\s-]/g, '');
    return RECOVERY_CODE.test(code)
      ? { code }
      : { error: 'Bitte geben Sie einen Wiederherstellungscode im Format xxxx-xxxx-xx ein.' };
  }
  const code = input.replace(/\s/g, '');
  return /^\d{6}$/.test(code)
    ? { code }
    : { error: 'Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.' };
}

/** TOTP enrolment (QR code, secret as text, recovery codes, first code) and the code check at each sign-in. */
export function SecondFactorStep({ mode, email, onPassed, onReset, onCancel }: SecondFactorStepProps) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [codesSaved, setCodesSaved] = useState(false);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [newDevice, setNewDevice] = useState(false);

  useEffect(() => {
    if (mode !== 'enrol') return;
    startTotpEnrolment()
      .then(setEnrolment)
      .catch((failure) => setError(messageOf(failure, 'Unbekannter Fehler')));
  }, [mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'enrol' && !codesSaved)
      return setError('Bitte bestätigen Sie, dass Sie die Wiederherstellungscodes gespeichert haben.');
    const checked = checkedInput(code, useRecoveryCode);
    if ('error' in checked) return setError(checked.error);
    setChecking(true);
    setError(null);
    try {
      if (useRecoveryCode && newDevice) {
        await resetSecondFactor(checked.code);
        onReset();
      } else {
        await verifyTotpCode(checked.code);
        onPassed();
      }
    } catch (failure) {
      setError(messageOf(failure, 'Unbekannter Fehler'));
      setCode('');
    } finally {
      setChecking(false);
    }
  };

  const switchField = () => {
    setUseRecoveryCode(!useRecoveryCode);
    setNewDevice(false);
    setCode('');
    setError(null);
  };

  return (
    <SignInCard title={mode === 'enrol' ? 'Zwei-Faktor-Anmeldung einrichten' : 'Anmeldung bestätigen'}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Angemeldet als <strong>{email}</strong>.{' '}
        {mode === 'enrol'
          ? 'Scannen Sie den QR-Code mit einer Authenticator-App (z. B. FreeOTP, Google oder Microsoft Authenticator) oder geben Sie den Schlüssel von Hand ein.'
          : useRecoveryCode
            ? 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.'
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
            sx={{
              width: 200,
              height: 200,
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 2,
              p: 1,
              bgcolor: '#fff',
            }}
          />
          <Typography variant="caption" component="p" sx={{ textAlign: 'center' }}>
            Schlüssel zum Abtippen:
          </Typography>
          <Typography
            component="code"
            data-testid="totp-secret"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1rem',
              letterSpacing: '0.08em',
              wordBreak: 'break-all',
              textAlign: 'center',
              bgcolor: 'grey.100',
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
            }}
          >
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
        </Stack>
      )}
      {enrolment && (
        <RecoveryCodes email={email} codes={enrolment.recoveryCodes} saved={codesSaved} onSavedChange={setCodesSaved} />
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Code bestätigen">
        <Stack spacing={2}>
          {useRecoveryCode ? (
            <TextField
              key="recovery"
              label="Wiederherstellungscode"
              name="recovery-code"
              value={code}
              onChange={(event) => setCode(event.target.value.slice(0, 14))}
              slotProps={{
                htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 14 },
              }}
              autoFocus
              fullWidth
              disabled={checking}
            />
          ) : (
            <TextField
              key="totp"
              label="6-stelliger Code"
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, '').slice(0, 7))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } }}
              autoFocus={mode === 'verify'}
              fullWidth
              disabled={checking || (mode === 'enrol' && !enrolment)}
            />
          )}
          {useRecoveryCode && (
            <FormControlLabel
              control={<Checkbox checked={newDevice} onChange={(event) => setNewDevice(event.target.checked)} />}
              label="Gerät verloren oder ersetzt: die Zwei-Faktor-Anmeldung danach mit einem neuen Gerät einrichten"
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={checking || (mode === 'enrol' && !enrolment)}
          >
            {checking ? 'Wird geprüft...' : 'Bestätigen'}
          </Button>
          {mode === 'verify' && (
            <Button variant="text" onClick={switchField}>
              {useRecoveryCode
                ? 'Code aus der Authenticator-App verwenden'
                : 'Stattdessen einen Wiederherstellungscode verwenden'}
            </Button>
          )}
          <Button variant="text" onClick={onCancel}>
            Abmelden
          </Button>
        </Stack>
      </form>
    </SignInCard>
  );
}
