import { SITE_PARAMETERS, SITE_PATHS } from '@mpb/domain';
import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { AccessDenied } from './AccessDenied';
import { type SessionUser, afterSignInPath, fetchSessionUser, mayEnterAdmin, signOutAdmin } from './admin-auth-api';
import { EmailStep } from './EmailStep';
import { SecondFactorStep } from './SecondFactorStep';

type Step =
  | { kind: 'loading' }
  | { kind: 'email' }
  | { kind: 'denied'; email: string | null }
  | { kind: 'second-factor'; user: SessionUser };

/** The server sent a signed-in non-admin back here (?adminAccess=verweigert). */
const accessWasDenied = () =>
  new URLSearchParams(window.location.search).get(SITE_PARAMETERS.adminAccess) === 'verweigert';

/** react-admin's login page: the right sign-in step for the current session (001 §2, §4). */
export function AdminLoginPage() {
  const [step, setStep] = useState<Step>(() =>
    accessWasDenied() ? { kind: 'denied', email: null } : { kind: 'loading' },
  );

  useEffect(() => {
    if (accessWasDenied()) return;
    void fetchSessionUser()
      .catch(() => null)
      .then((user) => {
        // A full page load, so the dashboard starts with the new session (and /admin/queues is not react-admin's).
        if (mayEnterAdmin(user)) window.location.replace(afterSignInPath());
        else if (!user) setStep({ kind: 'email' });
        else if (!user.isAdmin) setStep({ kind: 'denied', email: user.email });
        else setStep({ kind: 'second-factor', user });
      });
  }, []);

  const startOver = () => {
    window.history.replaceState(null, '', SITE_PATHS.adminLogin);
    setStep({ kind: 'email' });
  };

  switch (step.kind) {
    case 'loading':
      return (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Anmeldung wird geprüft" />
        </Box>
      );
    case 'email':
      return <EmailStep redirect={afterSignInPath()} />;
    case 'denied':
      return <AccessDenied email={step.email} onSignedOut={startOver} />;
    case 'second-factor':
      return (
        <SecondFactorStep
          key={step.user.secondFactor}
          mode={step.user.secondFactor === 'enrol' ? 'enrol' : 'verify'}
          email={step.user.email}
          onPassed={() => window.location.replace(afterSignInPath())}
          onReset={() => setStep({ kind: 'second-factor', user: { ...step.user, secondFactor: 'enrol' } })}
          onCancel={() => void signOutAdmin().then(startOver)}
        />
      );
  }
}
