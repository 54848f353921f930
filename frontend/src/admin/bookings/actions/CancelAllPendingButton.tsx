import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { failureMessage } from '../../api-errors';
import { bookingApi, type BookingRecord } from '../booking-api';
import { useBookingAction } from './use-booking-action';

const LABEL = 'Alle ausstehenden stornieren';
const FAILURE_TITLE = 'Bulk-Stornierung fehlgeschlagen';
const NONE_PENDING = 'Keine ausstehenden Buchungen';

const IRREVERSIBLE = 'Das lässt sich nicht rückgängig machen.';

const confirmation = (count: number) =>
  count === 1
    ? `1 Buchung, deren Zahlung noch aussteht, wird storniert: Ihr Platz wird frei und die Kundin oder der Kunde erhält eine Stornierungsmail. ${IRREVERSIBLE}`
    : `${count} Buchungen, deren Zahlung noch aussteht, werden storniert: Ihre Plätze werden frei und jede Kundin und jeder Kunde erhält eine Stornierungsmail. ${IRREVERSIBLE}`;

/**
 * 'Alle ausstehenden stornieren' (001 §2, §5): asks first how many are pending; with none it only
 * says so, otherwise it asks for confirmation and then shows how many the server cancelled.
 */
export function CancelAllPendingButton() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [counting, setCounting] = useState(false);
  const [pendingCount, setPendingCount] = useState<number | null>(null);
  const { pending, run } = useBookingAction();

  const start = async () => {
    setCounting(true);
    try {
      const { total = 0 } = await dataProvider.getList<BookingRecord>('bookings', {
        filter: { booking_status: 'pending' },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'created_at', order: 'DESC' },
      });
      if (total) setPendingCount(total);
      else notify(NONE_PENDING, { type: 'warning', messageArgs: { _: NONE_PENDING } });
    } catch (error) {
      const message = failureMessage(FAILURE_TITLE, error);
      notify(message, { type: 'error', multiLine: true, messageArgs: { _: message } });
    } finally {
      setCounting(false);
    }
  };

  const cancelAll = () =>
    run(async () => {
      const { cancelledCount, message } = await bookingApi.cancelAllPending();
      return { message, type: cancelledCount ? 'success' : 'warning' };
    }, FAILURE_TITLE).then(() => setPendingCount(null));

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<EventBusyIcon />}
        onClick={() => void start()}
        disabled={counting || pending}
      >
        {LABEL}
      </Button>
      <Confirm
        isOpen={pendingCount !== null}
        loading={pending}
        title="Alle ausstehenden Buchungen stornieren?"
        content={confirmation(pendingCount ?? 0)}
        confirm={LABEL}
        cancel="Abbrechen"
        onConfirm={() => void cancelAll()}
        onClose={() => setPendingCount(null)}
      />
    </>
  );
}
