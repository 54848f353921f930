import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router';
import type { BookingStats } from '../booking-api';

type UnpaidBooking = BookingStats['unpaidBeforeStart'][number];
const TITLE = 'Zahlung offen vor Kursbeginn';

/** A list filtered as a link's target: react-admin reads `filter` from the address. */
function useFilteredList() {
  const createPath = useCreatePath();
  return (resource: string, filter: object) =>
    `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/**
 * Bookings on invoice still unpaid 3 working days or less before their course (DECISIONS 35): the
 * admin waits or cancels the booking, which frees the seat to the waitlist. Hidden when there is none.
 */
export function UnpaidBeforeStart({ bookings }: { bookings: UnpaidBooking[] }) {
  if (!bookings.length) return null;
  return (
    <Card variant="outlined" component="section" aria-label={TITLE} sx={{ borderColor: 'warning.main' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Auf Rechnung gebucht und noch nicht bezahlt, der Kurs beginnt in höchstens 3 Werktagen: abwarten oder die
          Buchung stornieren, dann geht der Platz an die Warteliste.
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {bookings.map((booking) => (
            <UnpaidBookingRow key={booking.bookingId} booking={booking} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function UnpaidBookingRow({ booking }: { booking: UnpaidBooking }) {
  const filtered = useFilteredList();
  const buyer = booking.buyerCompany ? `${booking.buyerCompany} (${booking.buyerName})` : booking.buyerName;
  return (
    <Box
      component="li"
      aria-label={`${booking.participantName}, ${booking.courseTitle}`}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 18rem' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {buyer}
        </Typography>
        <Typography variant="body2">
          {booking.participantName} · {booking.courseTitle} am {formatShortDate(booking.courseDate)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatAmount(booking.amountCents)}
          {booking.dueDate && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · fällig {formatShortDate(booking.dueDate)}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', gap: 1.5, justifyContent: { sm: 'flex-end' } }}>
          {booking.invoiceNumber && (
            <MuiLink component={Link} to={filtered('invoices', { q: booking.invoiceNumber })}>
              {booking.invoiceNumber}
            </MuiLink>
          )}
          <MuiLink
            component={Link}
            to={filtered('bookings', { id: [booking.bookingId] })}
            aria-label={`Buchung öffnen: ${booking.participantName}`}
          >
            Buchung öffnen
          </MuiLink>
        </Typography>
      </Box>
    </Box>
  );
}
