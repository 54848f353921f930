import { useRecordContext } from 'react-admin';

interface CentsFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Integer cents shown as de-DE euros without decimals. */
export function CentsField({ source }: CentsFieldProps) {
  const record = useRecordContext();
  const cents = record?.[source];
  if (typeof cents !== 'number') return null;
  return <span>{euro.format(cents / 100)}</span>;
}
