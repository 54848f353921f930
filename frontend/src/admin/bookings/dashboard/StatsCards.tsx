import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import { formatAmount } from '@mpb/domain';
import type { BookingStats } from '../booking-api';

const CARDS: { label: string; value: (stats: BookingStats) => string }[] = [
  { label: 'Buchungen gesamt', value: (stats) => String(stats.totalBookings) },
  { label: 'Bestätigt', value: (stats) => String(stats.confirmed) },
  { label: 'Ausstehend', value: (stats) => String(stats.pending) },
  { label: 'Umsatz', value: (stats) => formatAmount(stats.revenueCents) },
];

/** The four summary cards (001 §2) for the current filter, as the server counted them. */
export function StatsCards({ stats }: { stats: BookingStats | undefined }) {
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} component="section" aria-label="Kennzahlen">
      {CARDS.map(({ label, value }) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" component="article" aria-label={label} sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 600, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
                data-testid="stats-value"
              >
                {stats ? value(stats) : <Skeleton width="60%" />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
