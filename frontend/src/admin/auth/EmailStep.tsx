import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../site/lib/api';
import { requestMagicLink } from '../../site/lib/visitor-session';
import { SignInCard } from './SignInCard';

const REQUIRED = { title: 'E-Mail erforderlich', text: 'Bitte geben Sie Ihre E-Mail-Adresse ein' };

/** Admin sign-in screen (001 §2, §5): e-mail, Enter or 'Magic Link senden', then the confirmation. */
export function EmailStep({ redirect }: { redirect: string }) {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    setFailure(null);
    setMissing(!address);
    if (!address || sending) return;
    setSending(true);
    try {
      await requestMagicLink(address, redirect);
      setSentTo(address);
    } catch (error) {
      setFailure(messageOf(error, 'Unbekannter Fehler'));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <SignInCard title="Magic Link gesendet">
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Wir haben einen Anmeldelink an <strong>{sentTo}</strong> gesendet.
        </Alert>
        <Typography variant="body2" sx={{ mb: 3 }}>
          Öffnen Sie die E-Mail auf diesem Gerät und klicken Sie auf den Link. Er ist {MAGIC_LINK_VALID_MINUTES} Minuten
          gültig und funktioniert einmal. Nur freigeschaltete Admin-Adressen erhalten Zugang.
        </Typography>
        <Button variant="text" onClick={() => setSentTo(null)}>
          Andere E-Mail-Adresse verwenden
        </Button>
      </SignInCard>
    );
  }

  return (
    <SignInCard title="Admin-Anmeldung">
      <Typography variant="body2" sx={{ mb: 3 }}>
        Melden Sie sich mit Ihrer Admin-E-Mail-Adresse an. Wir senden Ihnen einen Magic Link, ein Passwort brauchen Sie
        nicht.
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Admin-Anmeldung">
        <Stack spacing={2}>
          <TextField
            label="E-Mail"
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            fullWidth
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? REQUIRED.text : ' '}
            disabled={sending}
          />
          {missing && (
            <Alert severity="error" role="alert">
              <strong>{REQUIRED.title}</strong>: {REQUIRED.text}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              <strong>Login-Fehler</strong>: {failure}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
            {sending ? 'Wird gesendet...' : 'Magic Link senden'}
          </Button>
        </Stack>
      </form>
    </SignInCard>
  );
}
