import { formatAmount } from '@mpb/domain';
import { useState } from 'react';
import { FormBanner } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { messageOf } from '../../lib/api';
import { cancelMyBooking, cancelMyOrder, type MyBooking } from './my-bookings-api';

interface CancelBookingActionProps {
  booking: MyBooking;
  /** After a cancellation, with the server's message, so the page can reload the list. */
  onCancelled: (message: string) => void;
}

/** 'Stornieren': states the refund the terms give today before the participant confirms. */
export function CancelBookingAction({ booking, onCancelled }: CancelBookingActionProps) {
  if (!booking.canCancel || !booking.cancellation) return null;
  return (
    <CancelAction
      label="Stornieren"
      title="Buchung stornieren?"
      subject={booking.courseTitle}
      refundCents={booking.cancellation.refundCents}
      basis={booking.cancellation.basis}
      text={booking.cancellation.text}
      cancel={() => cancelMyBooking(booking.id)}
      onCancelled={onCancelled}
    />
  );
}

/**
 * 'Ganze Bestellung stornieren' (DECISIONS 34): every seat of an order, each by the terms; shown
 * while each of them may be cancelled.
 */
export function CancelOrderAction({
  bookings,
  onCancelled,
}: {
  bookings: MyBooking[];
  onCancelled: (message: string) => void;
}) {
  const open = bookings.filter((booking) => booking.status === 'confirmed');
  if (open.length < 2 || open.some((booking) => !booking.canCancel || !booking.cancellation)) return null;
  const [first] = open;
  return (
    <CancelAction
      label="Ganze Bestellung stornieren"
      title={`Alle ${open.length} Plätze stornieren?`}
      subject={`${first.courseTitle}: ${open.map((booking) => booking.participantName).join(', ')}`}
      refundCents={open.reduce((sum, booking) => sum + (booking.cancellation?.refundCents ?? 0), 0)}
      basis={first.cancellation!.basis}
      text={`Je Platz: ${first.cancellation!.text}`}
      cancel={() => cancelMyOrder(first.orderId)}
      onCancelled={onCancelled}
    />
  );
}

function CancelAction({
  label,
  title,
  subject,
  refundCents,
  basis,
  text,
  cancel,
  onCancelled,
}: {
  label: string;
  title: string;
  subject: string;
  refundCents: number;
  basis: string;
  text: string;
  cancel: () => Promise<{ message: string }>;
  onCancelled: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await cancel();
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
        {label}
      </button>
      {open && (
        <Modal title={title} onClose={() => setOpen(false)} busy={busy}>
          <p>
            <strong>{subject}</strong>
          </p>
          <div className={`refund-note refund-note--${basis}`}>
            <p className="refund-note__amount">
              Erstattung bei Stornierung heute: <strong>{formatAmount(refundCents)}</strong>
            </p>
            <p>{text}</p>
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
