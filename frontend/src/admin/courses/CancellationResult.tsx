import { formatAmount } from '@mpb/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import type { CourseCancellation } from './course-api';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The bookings cancelled, and how their money goes back: through the provider, or still to transfer. */
function refundSummary(bookings: number, refundedCents: number, transferRefundCents: number): string {
  const cancelled = counted(bookings, 'Buchung', 'Buchungen');
  if (!transferRefundCents) return `${cancelled} storniert und voll erstattet (${formatAmount(refundedCents)})`;
  const refunded = refundedCents ? `${formatAmount(refundedCents)} erstattet, ` : '';
  return `${cancelled} storniert: ${refunded}${formatAmount(transferRefundCents)} per Überweisung zu erstatten`;
}

/** What cancelling the course did: refunds, ended payments, cleared waitlist, and refunds that failed. */
export function CancellationResult({
  cancellation,
  onClose,
}: {
  cancellation: CourseCancellation;
  onClose: () => void;
}) {
  const { cancelledBookings, refundedCents, transferRefundCents, endedHolds, removedWaitlistEntries, failed } =
    cancellation;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancellation-title">
      <DialogTitle id="cancellation-title">Kurs abgesagt</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding>
          <ListItem disableGutters>
            <ListItemText primary={refundSummary(cancelledBookings, refundedCents, transferRefundCents)} />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText primary={`${counted(endedHolds, 'offene Zahlung', 'offene Zahlungen')} beendet`} />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              primary={`${counted(removedWaitlistEntries, 'Wartelisten-Eintrag', 'Wartelisten-Einträge')} entfernt`}
            />
          </ListItem>
        </List>
        {transferRefundCents > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Buchungen, die per Überweisung bezahlt wurden, erstatten Sie per Überweisung. Sie stehen in der
            Buchungsliste mit „Erstattung per Überweisung offen“; dort bestätigen Sie jede mit „Erstattung überwiesen“.
          </Alert>
        )}
        {failed.length > 0 && (
          <Alert severity="error" sx={{ mt: 1 }}>
            Erstattung fehlgeschlagen bei {counted(failed.length, 'Buchung', 'Buchungen')}; sie bleiben bestätigt.
            Speichern Sie den Kurs erneut mit Status „Abgesagt“, um es noch einmal zu versuchen.
            <List dense disablePadding>
              {failed.map(({ bookingId, error }) => (
                <ListItem key={bookingId} disableGutters>
                  <ListItemText primary={error} secondary={`Buchung ${bookingId}`} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
