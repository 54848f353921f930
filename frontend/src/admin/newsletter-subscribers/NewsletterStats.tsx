import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';

type NewsletterStats = ApiSchema<'AdminNewsletterStats'>;

const CARDS: [keyof NewsletterStats, string][] = [
  ['active', 'Aktiv'],
  ['unsubscribed', 'Abgemeldet'],
  ['total', 'Gesamt'],
];

/** The three cards above the list, counted by the server (react-admin's refresh reloads them). */
export function NewsletterStatsCards() {
  const stats = useQuery({
    queryKey: ['newsletter-subscribers', 'stats'],
    queryFn: () => adminCall(api.GET('/api/admin/newsletter-subscribers/stats')),
  });
  return (
    <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ mt: 2 }}>
      {CARDS.map(([key, label]) => (
        <Card key={key} variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="p" sx={{ typography: { xs: 'h5', sm: 'h4' } }} data-testid={`newsletter-${key}`}>
              {stats.data?.[key] ?? '–'}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
