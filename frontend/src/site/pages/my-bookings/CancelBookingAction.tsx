import { formatAmount } from '@mpb/domain';
import { useState } from 'react';
import { FormBanner } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { messageOf } from '../../lib/api';
import { cancelMyBooking, type MyBooking } from './my-bookings-api';

interface CancelBookingActionProps {
  booking: MyBooking;
  /** After a cancellation, with the server's message, so the page can reload the list. */
  onCancelled: (message: string) => void;
}

/** 'Stornieren': states the refund the terms give today before the participant confirms. */
export function CancelBookingAction({ booking, onCancelled }: CancelBookingActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!booking.canCancel || !booking.cancellation) return null;
  const { cancellation } = booking;

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await cancelMyBooking(booking.id);
      setOpen(false);
      onCancelled(result.message);
    } catch (error) {
      setProblem(messageOf(error, 'Die Buchung konnte nicht storniert werden. Bitte versuchen Sie es erneut.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        Stornieren
      </button>
      {open && (
        <Modal title="Buchung stornieren?" onClose={() => setOpen(false)} busy={busy}>
          <p>
            <strong>{booking.courseTitle}</strong>
          </p>
          <div className={`refund-note refund-note--${cancellation.basis}`}>
            <p className="refund-note__amount">
              Erstattung bei Stornierung heute: <strong>{formatAmount(cancellation.refundCents)}</strong>
            </p>
            <p>{cancellation.text}</p>
          </div>
          <p className="dialog__note">
            Ihr Platz wird freigegeben und kann nicht wiederhergestellt werden. Die Bestätigung erhalten Sie per E-Mail.
          </p>
          <FormBanner message={problem} />
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setOpen(false)}
              disabled={busy}
              data-autofocus
            >
              Behalten
            </button>
            <button type="button" className="button button--warning" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Wird storniert...' : 'Verbindlich stornieren'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
