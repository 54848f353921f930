import { formatAmount } from '@mpb/domain';
import { useRecordContext } from 'react-admin';

interface CentsFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** Integer cents as the exact amount (DECISIONS 19). */
export function CentsField({ source }: CentsFieldProps) {
  const record = useRecordContext();
  const cents = record?.[source];
  if (typeof cents !== 'number') return null;
  return <span>{formatAmount(cents)}</span>;
}
