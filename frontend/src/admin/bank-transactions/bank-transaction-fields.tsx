import { Chip, Typography } from '@mui/material';
import { BANK_TRANSACTION_STATUS_LABELS, formatShortDate } from '@mpb/domain';
import { useRecordContext } from 'react-admin';
import type { BankTransaction } from './bank-transaction-api';

/** Fields of one credit, shared by the table and the phone's cards; `label` and `sortBy` are read by the Datagrid. */
type FieldProps = { label?: string; sortBy?: string; sortable?: boolean };

export function BookedOnField(_: FieldProps) {
  const credit = useRecordContext<BankTransaction>();
  return credit ? <span>{formatShortDate(credit.booked_on)}</span> : null;
}

export function DebtorField(_: FieldProps) {
  const credit = useRecordContext<BankTransaction>();
  if (!credit) return null;
  return (
    <>
      <Typography variant="body2">{credit.debtor_name ?? 'Unbekannt'}</Typography>
      {credit.debtor_iban && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {credit.debtor_iban}
        </Typography>
      )}
    </>
  );
}

export function RemittanceField(_: FieldProps) {
  const credit = useRecordContext<BankTransaction>();
  return credit ? (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {credit.remittance || '–'}
    </Typography>
  ) : null;
}

export function ReasonField(_: FieldProps) {
  const credit = useRecordContext<BankTransaction>();
  return credit?.reason ? <Typography variant="body2">{credit.reason}</Typography> : null;
}

/** The invoice the credit counts toward and, unless it is still open, what became of it. */
export function InvoiceAndStatusField(_: FieldProps) {
  const credit = useRecordContext<BankTransaction>();
  if (!credit) return null;
  return (
    <>
      {credit.invoice_number && (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {credit.invoice_number}
        </Typography>
      )}
      {credit.status !== 'open' && (
        <Chip
          size="small"
          variant="outlined"
          color={credit.status === 'returned' ? 'default' : 'success'}
          label={BANK_TRANSACTION_STATUS_LABELS[credit.status]}
        />
      )}
    </>
  );
}
