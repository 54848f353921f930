import { formatAmount } from '@mpb/domain';
import { useRecordContext } from 'react-admin';
import { bookingApi, type BookingRecord } from '../booking-api';
import { ConfirmActionButton } from './ConfirmActionButton';

/** A refund owed by transfer ('Erstattung per Überweisung offen'): the admin has transferred it back. */
export function RefundTransferredButton() {
  const record = useRecordContext<BookingRecord>();
  if (record?.review_reason !== 'refund_by_transfer') return null;
  const account = record.refund_iban ? ` auf das Konto ${record.refund_iban}` : '';
  return (
    <ConfirmActionButton
      label="Erstattung überwiesen"
      title="Erstattung als überwiesen markieren?"
      content={`Bestätigen Sie, dass ${formatAmount(record.refunded_amount ?? 0)} an ${record.buyer_company ?? record.buyer_name}${account} überwiesen wurden. Die Buchung gilt danach als erstattet.`}
      failureTitle="Markieren fehlgeschlagen"
      color="success"
      action={async () => {
        await bookingApi.refundTransferred(String(record.id));
        return { message: 'Erstattung als überwiesen markiert' };
      }}
    />
  );
}
