import { useRecordContext } from 'react-admin';
import { formatPrice } from '../../site/lib/format';

interface CentsFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** Integer cents shown as de-DE euros without decimals. */
export function CentsField({ source }: CentsFieldProps) {
  const record = useRecordContext();
  const cents = record?.[source];
  if (typeof cents !== 'number') return null;
  return <span>{formatPrice(cents)}</span>;
}
