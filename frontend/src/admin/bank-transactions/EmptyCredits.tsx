import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ApiSchema } from '../../api/types';

/** Nothing to do when no credit is open; other filters just found nothing. */
export function EmptyCredits() {
  const filterValues = useListContext().filterValues as ApiSchema<'BankTransactionFilter'>;
  const text =
    filterValues.status === 'open' && !filterValues.q
      ? 'Keine offenen Zahlungseingänge'
      : 'Keine Zahlungseingänge gefunden';
  return <Typography sx={{ p: 2 }}>{text}</Typography>;
}
