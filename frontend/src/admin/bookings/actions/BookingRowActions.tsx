import { Box } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import { AnonymisedBookingInfo } from './AnonymisedBookingInfo';
import { CancelBookingButton } from './CancelBookingButton';
import { ConfirmBookingButton } from './ConfirmBookingButton';
import { DeleteBookingButton } from './DeleteBookingButton';
import { HistoryLink } from './HistoryLink';
import { RefundTransferredButton } from './RefundTransferredButton';
import { ResendEmailButton } from './ResendEmailButton';

/**
 * The actions of one row (001 §4): by status, plus mail and history on every row. A deleted
 * person's booking (GDPR) keeps only removal and history, and says why; and a refund it still owes
 * by transfer (a deletion now waits for those) can be marked transferred.
 */
export function BookingRowActions(_props: Partial<FieldProps>) {
  const record = useRecordContext();
  const anonymised = !!record?.anonymised;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minWidth: 185 }}>
      {anonymised ? (
        <AnonymisedBookingInfo />
      ) : (
        <>
          <ConfirmBookingButton />
          <CancelBookingButton />
        </>
      )}
      <RefundTransferredButton />
      <DeleteBookingButton />
      {!anonymised && <ResendEmailButton />}
      <HistoryLink />
    </Box>
  );
}
