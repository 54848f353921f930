import { PAYMENT_DUE_LABEL } from '@mpb/domain';
import { useRecordContext } from 'react-admin';
import { bookingApi } from '../booking-api';
import { ConfirmActionButton } from './ConfirmActionButton';

/** Pending -> confirmed by hand; the customer gets the 'Manuelle Bestätigung' mail. */
export function ConfirmBookingButton() {
  const record = useRecordContext();
  if (record?.booking_status !== 'pending') return null;
  return (
    <ConfirmActionButton
      label="Bestätigen"
      title="Buchung bestätigen?"
      content={`Die Buchung von ${record.customer_name} für „${record.course_title}“ wird bestätigt, obwohl die Zahlung noch aussteht. Die E-Mail „Manuelle Bestätigung“ an ${record.customer_email} nennt die offene Zahlung; die Buchung zeigt „${PAYMENT_DUE_LABEL}“, bis sie eingeht.`}
      failureTitle="Bestätigung fehlgeschlagen"
      color="success"
      action={async () => {
        const { emailDelivery } = await bookingApi.confirm(String(record.id));
        return emailDelivery === 'failed'
          ? { message: 'Buchung wurde bestätigt, aber E-Mail-Versand fehlgeschlagen', type: 'warning' }
          : { message: 'Buchung bestätigt' };
      }}
    />
  );
}
