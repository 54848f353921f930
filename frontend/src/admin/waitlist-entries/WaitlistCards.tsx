import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { WaitlistOverview } from './waitlist-api';

/** The three figures of the tab (001 §2), as the server computed them. */
export function WaitlistCards({ cards }: { cards: WaitlistOverview['cards'] }) {
  const figures: [string, number][] = [
    ['Kurse mit Warteliste', cards.coursesWithWaitlists],
    ['Einträge gesamt', cards.totalEntries],
    ['Durchschnittliche Position', cards.averagePosition],
  ];
  return (
    <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontSize: { xs: '0.75rem', sm: '0.875rem' }, hyphens: 'auto', overflowWrap: 'anywhere' }}
            >
              {label}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{
                fontWeight: 600,
                fontSize: { xs: '1.5rem', sm: '2.125rem' },
              }}
            >
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
