import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { AssignCreditDialog } from './AssignCreditDialog';
import type { BankTransaction } from './bank-transaction-api';
import { ReturnCreditConfirm } from './ReturnCreditConfirm';

/** 'Rechnung zuordnen' and 'Zurücküberwiesen' for a credit still open; nothing once it is dealt with. */
export function CreditRowActions(_: { label?: string; sortable?: boolean }) {
  const credit = useRecordContext<BankTransaction>();
  const [dialog, setDialog] = useState<'assign' | 'return'>();
  if (credit?.status !== 'open') return null;
  const close = () => setDialog(undefined);
  return (
    // In the table's narrow column the buttons stack; on a card they sit side by side while they fit.
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        gap: 1,
      }}
    >
      <Button size="small" variant="contained" onClick={() => setDialog('assign')} sx={{ whiteSpace: 'nowrap' }}>
        Rechnung zuordnen
      </Button>
      <Button size="small" variant="outlined" onClick={() => setDialog('return')} sx={{ whiteSpace: 'nowrap' }}>
        Zurücküberwiesen
      </Button>
      {dialog === 'assign' && <AssignCreditDialog credit={credit} onClose={close} />}
      {dialog === 'return' && <ReturnCreditConfirm credit={credit} onClose={close} />}
    </Box>
  );
}
