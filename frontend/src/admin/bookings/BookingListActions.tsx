import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { RefreshButton, TopToolbar, useListContext } from 'react-admin';
import { type BookingFilter, type BookingRecord, bookingApi, useBookingFilter } from './booking-api';
import { CancelAllPendingButton } from './actions/CancelAllPendingButton';
import { useBookingAction } from './actions/use-booking-action';

/** Downloads the server's CSV of every booking the filter matches (or of the selected ones). */
function ExportCsvButton({ filter, label = 'CSV exportieren' }: { filter: BookingFilter; label?: string }) {
  const { pending, run } = useBookingAction();
  const exportCsv = () =>
    run(async () => {
      await bookingApi.exportCsv(filter);
      return { message: 'Export erfolgreich' };
    }, 'Export-Fehler');
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={pending}>
      {label}
    </Button>
  );
}

/** Refresh, CSV export and 'Alle ausstehenden stornieren' above the bookings table. */
export function BookingListActions() {
  const filter = useBookingFilter();
  return (
    <TopToolbar>
      {/* Wraps on a phone, where react-admin's toolbar would keep every button on one line. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
        <RefreshButton />
        <ExportCsvButton filter={filter} />
        <CancelAllPendingButton />
      </Box>
    </TopToolbar>
  );
}

/** What the selection offers: its rows as CSV. */
export function BookingBulkActions() {
  const { selectedIds } = useListContext<BookingRecord>();
  return <ExportCsvButton filter={{ id: selectedIds }} label="Auswahl als CSV exportieren" />;
}
