import { type FieldProps, useRecordContext } from 'react-admin';
import { formatExactPrice } from '../../site/lib/format';

/** Integer cents as exact de-DE euros: '475 €', '474,81 €' (DECISIONS 19). */
export function CentsField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const cents = record?.[source];
  if (typeof cents !== 'number') return null;
  return <span>{formatExactPrice(cents)}</span>;
}
