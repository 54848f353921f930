import { Alert, Button, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { formatAmount } from '@mpb/domain';
import { failureMessage } from '../../api-errors';
import { bookingApi, type BookingRecord, type RefundProposal } from '../booking-api';
import { ActionDialog } from './ActionDialog';
import { RefundProposalInfo } from './RefundProposalInfo';
import { parseRefundInput, refundInputOf } from './refund-amount';
import { useBookingAction } from './use-booking-action';

/** Confirmed -> cancelled with the refund the server proposes (DECISIONS 23, 31), which the admin may change. */
export function CancelBookingButton() {
  const record = useRecordContext<BookingRecord>();
  const [open, setOpen] = useState(false);
  if (record?.booking_status !== 'confirmed') return null;
  return (
    <>
      <Button size="small" color="error" variant="outlined" onClick={() => setOpen(true)}>
        Stornieren
      </Button>
      {open && (
        <CancelBookingDialog
          bookingId={String(record.id)}
          customerName={record.customer_name}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function CancelBookingDialog({
  bookingId,
  customerName,
  onClose,
}: {
  bookingId: string;
  customerName: string;
  onClose: () => void;
}) {
  const [proposal, setProposal] = useState<RefundProposal | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const { pending, run } = useBookingAction();

  useEffect(() => {
    let current = true;
    bookingApi.refundProposal(bookingId).then(
      (loaded) => {
        if (!current) return;
        setProposal(loaded);
        setAmount(refundInputOf(loaded.proposedRefundCents));
      },
      (error) => current && setLoadError(failureMessage('Stornierung fehlgeschlagen', error)),
    );
    return () => {
      current = false;
    };
  }, [bookingId]);

  const submit = async () => {
    if (!proposal) return;
    const parsed = parseRefundInput(amount, proposal.paidCents);
    if ('error' in parsed) return setAmountError(parsed.error);
    const cancelled = await run(async () => {
      await bookingApi.cancel(bookingId, { refundCents: parsed.cents, message: message.trim() || undefined });
      return { message: 'Buchung storniert' };
    }, 'Stornierung fehlgeschlagen');
    if (cancelled) onClose();
  };

  return (
    <ActionDialog
      open
      title="Buchung stornieren"
      submitLabel="Stornieren"
      pending={pending || !proposal}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2}>
        <Typography>
          Die Buchung von {customerName} wird storniert; der Platz geht zuerst an die Warteliste, und die Stornomail
          nennt die Erstattung.
        </Typography>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!proposal && !loadError && <CircularProgress size={24} aria-label="Erstattungsvorschlag wird geladen" />}
        {proposal && (
          <>
            <RefundProposalInfo proposal={proposal} />
            <TextField
              label="Erstattungsbetrag"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError(null);
              }}
              error={!!amountError}
              helperText={amountError ?? `0 € bis ${formatAmount(proposal.paidCents)}`}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
              autoFocus
            />
          </>
        )}
        <TextField
          label="Nachricht an die Kundin oder den Kunden (optional)"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
    </ActionDialog>
  );
}
