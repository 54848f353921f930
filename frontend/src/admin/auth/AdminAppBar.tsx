import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, IconButton, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  AppBar,
  Layout,
  type LayoutProps,
  LoadingIndicator,
  Sidebar,
  type SidebarProps,
  TitlePortal,
  useGetIdentity,
  useSidebarState,
  useStore,
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
 * On a phone the menu is a modal drawer over the page: while open, it hides the page from screen
 * readers and the keyboard. When a window narrows to a phone's width (a phone turned upright),
 * react-admin renders the menu once more in its wide-width state, open, now as a drawer; MUI then
 * kept the page hidden after the drawer closed. So from the render that crosses the width (or
 * the first one at a phone's width, with the menu stored open by a wide window) until the stored
 * state says closed, the menu is held closed, as it starts on a phone. The width is read as
 * react-admin's sidebar reads it, so both see the crossing in the same render. Widened again, the
 * menu is as it was before: open beside the page if it was open then (kept in the store, as
 * react-admin may mount the sidebar anew at the other width).
 */
function AdminSidebar(props: SidebarProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const [reopenWhenWide, setReopenWhenWide] = useStore('sidebar.reopenWhenWide', false);
  const [width, setWidth] = useState({ isPhone, narrowed: isPhone && open });
  if (width.isPhone !== isPhone) setWidth({ isPhone, narrowed: isPhone && open });
  else if (width.narrowed && !open) setWidth({ isPhone, narrowed: false });
  useEffect(() => {
    if (!width.narrowed) return;
    setReopenWhenWide(true);
    setOpen(false);
  }, [width.narrowed, setOpen, setReopenWhenWide]);
  useEffect(() => {
    if (isPhone || !reopenWhenWide) return;
    setReopenWhenWide(false);
    setOpen(true);
  }, [isPhone, reopenWhenWide, setOpen, setReopenWhenWide]);
  return <Sidebar {...props} {...(width.narrowed && { open: false })} />;
}

export function AdminLayout({ children, ...props }: LayoutProps) {
  return (
    // react-admin lets the layout grow to its content; a wide table scrolls inside its card instead (phones).
    <Layout
      {...props}
      appBar={AdminAppBar}
      sidebar={AdminSidebar}
      sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } }}
    >
      <ScrollToTopOnNavigation />
      {children}
    </Layout>
  );
}
