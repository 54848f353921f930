import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, IconButton, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import {
  AppBar,
  Layout,
  type LayoutProps,
  LoadingIndicator,
  TitlePortal,
  useGetIdentity,
  useSidebarState,
} from 'react-admin';
import { useLocation } from 'react-router';
import { signOutAdmin } from './admin-auth-api';

/** 001 §2: 'Eingeloggt als' with the e-mail and 'Abmelden', which signs out and goes to /. */
function SignedInAs() {
  const { identity } = useGetIdentity();
  const signOut = () => void signOutAdmin().then(() => window.location.assign('/'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 }, minWidth: 0, ml: 1 }}>
      <Typography variant="body2" component="p" sx={{ minWidth: 0, lineHeight: 1.25, textAlign: 'right' }}>
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', opacity: 0.92 }}>
          Eingeloggt als
        </Box>
        <Box
          component="span"
          sx={{
            display: 'block',
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            maxWidth: { xs: 150, sm: 320 },
            fontSize: { xs: '0.8rem', sm: '0.875rem' },
          }}
        >
          {identity?.fullName ?? ''}
        </Box>
      </Typography>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0, borderColor: 'rgb(255 255 255 / 0.6)' }}
        onClick={signOut}
      >
        Abmelden
      </Button>
      {/* On a phone the title needs the room; the same action as an icon. */}
      <IconButton
        color="inherit"
        aria-label="Abmelden"
        title="Abmelden"
        onClick={signOut}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <LogoutIcon />
      </IconButton>
    </Box>
  );
}

function PhoneHiddenLoadingIndicator() {
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
      <LoadingIndicator />
    </Box>
  );
}

function AdminAppBar() {
  return (
    // On a phone the title and the e-mail need the room; the list's own 'Aktualisieren' button stays.
    <AppBar userMenu={false} toolbar={<PhoneHiddenLoadingIndicator />}>
      <TitlePortal sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }} />
      <SignedInAs />
    </AppBar>
  );
}

/** 001 §2: the page scrolls smoothly to the top on every route change. */
function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/**
 * On a phone the menu is a drawer over the page, and react-admin keeps it open when a wider window
 * (the menu open beside the page) narrows to a phone's width: the page behind it would be hidden from
 * screen readers and the keyboard. It closes when the width crosses over, as it starts on a phone.
 */
function CloseMenuOnPhoneWidth() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (isPhone) setOpen(false);
  }, [isPhone, setOpen]);
  return null;
}

export function AdminLayout({ children, ...props }: LayoutProps) {
  return (
    // react-admin lets the layout grow to its content; a wide table scrolls inside its card instead (phones).
    <Layout
      {...props}
      appBar={AdminAppBar}
      sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } }}
    >
      <ScrollToTopOnNavigation />
      <CloseMenuOnPhoneWidth />
      {children}
    </Layout>
  );
}
