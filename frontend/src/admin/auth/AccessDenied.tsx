import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { signOutAdmin } from './admin-auth-api';
import { SignInCard } from './SignInCard';

/** 001 §6: an address that is not approved sees the denial and is signed out. */
export function AccessDenied({ email, onSignedOut }: { email: string | null; onSignedOut: () => void }) {
  useEffect(() => {
    void signOutAdmin();
  }, []);

  return (
    <SignInCard title="Zugriff verweigert">
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        Diese E-Mail ist nicht für den Admin-Zugang berechtigt
      </Alert>
      <Typography variant="body2" sx={{ mb: 3 }}>
        {email ? (
          <>
            Sie waren als <strong>{email}</strong> angemeldet und wurden abgemeldet.
          </>
        ) : (
          'Sie wurden nicht angemeldet.'
        )}{' '}
        Wenn Sie Zugang brauchen, wenden Sie sich an die Geschäftsführung.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={onSignedOut}>
          Mit anderer E-Mail anmelden
        </Button>
        <Button variant="outlined" href="/">
          Zur Startseite
        </Button>
      </Stack>
    </SignInCard>
  );
}
