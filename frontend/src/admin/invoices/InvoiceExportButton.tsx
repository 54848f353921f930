import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { todayInBerlin } from '@mpb/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button as ToolbarButton, useNotify } from 'react-admin';
import { downloadFile } from '../components/download-file';

/** The calendar month before `today` ('yyyy-MM-dd'), first and last day. */
export function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const firstOfThisMonth = Date.UTC(year, month - 1, 1);
  const last = new Date(firstOfThisMonth - 86_400_000).toISOString().slice(0, 10);
  return { from: `${last.slice(0, 8)}01`, to: last };
}

/** 'Export für die Steuerberatung': asks for a period (last month by default) and saves the ZIP for the accountant. */
export function InvoiceExportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton label="Export für die Steuerberatung" onClick={() => setOpen(true)}>
        <DownloadIcon />
      </ToolbarButton>
      {open && <InvoiceExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function InvoiceExportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const [period, setPeriod] = useState(() => previousMonth(todayInBerlin()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams(period);
      await downloadFile(`/api/admin/invoices/export.zip?${query}`, `Rechnungen-${period.from}-bis-${period.to}.zip`);
      notify('Export heruntergeladen', { type: 'success' });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Der Export ist fehlgeschlagen.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Export für die Steuerberatung</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Alle Rechnungen und Stornorechnungen des Zeitraums als ZIP: PDF und XML jeder Rechnung, ein Journal (CSV)
            und ein DATEV-Buchungsstapel.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Rechnungsdatum von"
              type="date"
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
              required
              autoFocus
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Rechnungsdatum bis"
              type="date"
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Abbrechen
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          >
            {busy ? 'Wird erstellt …' : 'ZIP herunterladen'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
