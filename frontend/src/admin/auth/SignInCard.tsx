import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of every sign-in step: centred, full width on a phone. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 2, sm: 3 },
        background: 'linear-gradient(135deg, #082f49 0%, #0b4f71 58%, #0f766e 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, mt: { xs: 4, sm: 0 }, borderRadius: 3 }} elevation={8}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.08em' }}
          >
            Medizinprodukteberater · Admin
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
