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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
