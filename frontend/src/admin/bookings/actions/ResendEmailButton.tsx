import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { IconButtonWithTooltip, useRecordContext } from 'react-admin';
import { bookingApi, type ResendEmailType } from '../booking-api';
import { ActionDialog } from './ActionDialog';
import { useBookingAction } from './use-booking-action';

const EMAIL_TYPES: { value: ResendEmailType; label: string }[] = [
  { value: 'confirmation', label: 'Bestätigung' },
  { value: 'cancellation', label: 'Stornierung' },
  { value: 'manual-confirmation', label: 'Manuelle Bestätigung' },
];

/** Any booking: send one of its mails (again), with an optional personal message. */
export function ResendEmailButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ResendEmailType>('confirmation');
  const [message, setMessage] = useState('');
  const { pending, run } = useBookingAction();
  if (!record) return null;
  const bookingId = String(record.id);
  const failure = `E-Mail-Versand fehlgeschlagen (Buchung ${bookingId})`;

  const submit = async () => {
    const sent = await run(async () => {
      const { emailDelivery } = await bookingApi.resendEmail(bookingId, { type, message: message.trim() || undefined });
      return emailDelivery === 'failed' ? { message: failure, type: 'error' } : { message: 'E-Mail versendet' };
    }, failure);
    if (sent) setOpen(false);
  };

  return (
    <>
      <IconButtonWithTooltip label="E-Mail erneut senden" onClick={() => setOpen(true)} color="primary">
        <EmailOutlinedIcon fontSize="small" />
      </IconButtonWithTooltip>
      <ActionDialog
        open={open}
        title="E-Mail erneut senden"
        submitLabel="E-Mail senden"
        pending={pending}
        onClose={() => setOpen(false)}
        onSubmit={() => void submit()}
      >
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={`email-type-${bookingId}`}>Art der E-Mail an {record.customer_email}</FormLabel>
            <RadioGroup
              aria-labelledby={`email-type-${bookingId}`}
              value={type}
              onChange={(event) => setType(event.target.value as ResendEmailType)}
            >
              {EMAIL_TYPES.map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="Persönliche Nachricht (optional)"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </ActionDialog>
    </>
  );
}
