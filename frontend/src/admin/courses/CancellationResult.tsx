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

/** What cancelling the course did: refunds, ended payments, cleared waitlist, and refunds that failed. */
export function CancellationResult({
  cancellation,
  onClose,
}: {
  cancellation: CourseCancellation;
  onClose: () => void;
}) {
  const { cancelledBookings, refundedCents, endedHolds, removedWaitlistEntries, failed } = cancellation;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancellation-title">
      <DialogTitle id="cancellation-title">Kurs abgesagt</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding>
          <ListItem disableGutters>
            <ListItemText
              primary={`${counted(cancelledBookings, 'Buchung', 'Buchungen')} storniert und voll erstattet (${formatAmount(refundedCents)})`}
            />
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
