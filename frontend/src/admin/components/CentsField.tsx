import { formatAmount } from '@mpb/domain';
import { type FieldProps, useRecordContext } from 'react-admin';

/** Integer cents as the exact amount: '475 €', '474,81 €' (DECISIONS 19). */
export function CentsField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const cents: unknown = record?.[source];
  if (typeof cents !== 'number') return null;
  return <span>{formatAmount(cents)}</span>;
}
