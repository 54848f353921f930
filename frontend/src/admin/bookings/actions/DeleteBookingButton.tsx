import { useRecordContext } from 'react-admin';
import { bookingApi } from '../booking-api';
import { ConfirmActionButton } from './ConfirmActionButton';

/** Cancelled or failed bookings leave the list (soft delete: accounting keeps them). */
export function DeleteBookingButton() {
  const record = useRecordContext();
  if (record?.booking_status !== 'cancelled' && record?.booking_status !== 'failed') return null;
  return (
    <ConfirmActionButton
      label="Entfernen"
      title="Buchung entfernen?"
      content={`Die Buchung von ${record.customer_name} verschwindet aus der Liste; für die Buchhaltung bleibt sie gespeichert.`}
      failureTitle="Entfernung fehlgeschlagen"
      color="error"
      action={async () => {
        await bookingApi.remove(String(record.id));
        return { message: 'Buchung entfernt' };
      }}
    />
  );
}
