import { Box } from '@mui/material';
import type { FieldProps } from 'react-admin';
import { CancelBookingButton } from './CancelBookingButton';
import { ConfirmBookingButton } from './ConfirmBookingButton';
import { DeleteBookingButton } from './DeleteBookingButton';
import { HistoryLink } from './HistoryLink';
import { ResendEmailButton } from './ResendEmailButton';

/** The actions of one row (001 §4): by status, plus mail and history on every row. */
export function BookingRowActions(_props: Partial<FieldProps>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minWidth: 185 }}>
      <ConfirmBookingButton />
      <CancelBookingButton />
      <DeleteBookingButton />
      <ResendEmailButton />
      <HistoryLink />
    </Box>
  );
}
