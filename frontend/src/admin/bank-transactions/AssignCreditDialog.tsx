import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { type FormEvent, useId, useState } from 'react';
import { bankTransactionApi, type BankTransaction, type OpenInvoice } from './bank-transaction-api';
import { InvoicePicker } from './InvoicePicker';
import { useCreditAction } from './use-credit-action';

/** 'Rechnung zuordnen': the credit counts toward the invoice chosen, or is noted as dealt with without one. */
export function AssignCreditDialog({ credit, onClose }: { credit: BankTransaction; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { pending, run } = useCreditAction();
  const [invoice, setInvoice] = useState<OpenInvoice | null>(null);

  const assign = async (chosen: OpenInvoice | null) => {
    const done = await run(
      () => bankTransactionApi.assign(credit.id, chosen?.id),
      chosen ? `Zahlungseingang der Rechnung ${chosen.number} zugeordnet` : 'Zahlungseingang als erledigt vermerkt',
      'Zuordnen fehlgeschlagen',
    );
    if (done) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invoice) void assign(invoice);
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Rechnung zuordnen</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <div>
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {formatAmount(credit.amount_cents)} von {credit.debtor_name ?? 'unbekanntem Auftraggeber'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Gebucht am {formatShortDate(credit.booked_on)} · {credit.remittance || 'ohne Verwendungszweck'}
              </Typography>
            </div>
            {credit.reason && <Alert severity="info">{credit.reason}</Alert>}
            <InvoicePicker value={invoice} onChange={setInvoice} disabled={pending} />
            {invoice && invoice.gross_cents !== credit.amount_cents && (
              <Typography variant="body2">
                Die Rechnung gilt als bezahlt, sobald Zahlungen über {formatAmount(invoice.gross_cents)} eingegangen
                sind.
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              „Ohne Rechnung erledigt“ vermerkt den Eingang nur, etwa eine Sammelzahlung, deren Rechnungen Sie von Hand
              als bezahlt markiert haben.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void assign(null)} disabled={pending} sx={{ mr: 'auto' }}>
            Ohne Rechnung erledigt
          </Button>
          <Button onClick={onClose} disabled={pending}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={pending || !invoice}>
            Zuordnen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
