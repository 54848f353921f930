import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { failureMessage } from '../../api-errors';
import { CourseFill } from './CourseFill';
import { StatsCards } from './StatsCards';
import { UnpaidBeforeStart } from './UnpaidBeforeStart';
import { useBookingStats } from './use-booking-stats';
import { WeeklyChart } from './WeeklyChart';

/** The dashboard above the bookings table: summary cards, weekly chart and course fill. */
export function BookingDashboard() {
  const { data: stats, error } = useBookingStats();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {error && <Alert severity="error">{failureMessage('Fehler beim Laden der Buchungen', error)}</Alert>}
      <StatsCards stats={stats} />
      {stats && <UnpaidBeforeStart bookings={stats.unpaidBeforeStart} />}
      {stats && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Panel title="Buchungen und Umsatz pro Woche (letzte 12 Wochen)">
              <WeeklyChart weekly={stats.weekly} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Panel title="Auslastung der nächsten Kurse">
              <CourseFill courses={stats.courses} />
            </Panel>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
