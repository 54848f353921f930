import { formatLongDate, formatRemainingSpots, formatTimeRange } from '@mpb/domain';
import { useCallback, useEffect, useState } from 'react';
import { FormBanner } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { messageOf } from '../../lib/api';
import { mailHref, phoneHref, SITE_EMAIL, SITE_PHONE } from '../../lib/site-config';
import { loadRebookOptions, rebookMyBooking, rebookMyOrder, type RebookOptions } from './my-booking-changes-api';
import type { MyBooking } from './my-bookings-api';
import '../../styles/forms.css';
import '../../styles/my-booking-changes.css';

interface RebookActionProps {
  booking: MyBooking;
  /** After the rebooking, with the server's message, so the page can reload the list. */
  onRebooked: (message: string) => void;
  /** Moves the booking's whole order of this many seats (DECISIONS 34), the booking being one of them. */
  orderSeats?: number;
}

type OptionsState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; data: RebookOptions };

const CONTACT_US = 'Bitte kontaktieren Sie uns.';
const NO_DATE = `Derzeit ist kein anderer Termin zum gleichen Preis frei. ${CONTACT_US}`;
const LOAD_FAILED = 'Die freien Termine konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.';

/** 'Umbuchen': the other dates the server offers for this booking, one to choose, then a binding confirmation. */
export function RebookAction({ booking, onRebooked, orderSeats }: RebookActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {orderSeats ? 'Bestellung umbuchen' : 'Umbuchen'}
      </button>
      {open && (
        <RebookDialog
          booking={booking}
          onRebooked={onRebooked}
          orderSeats={orderSeats}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function RebookDialog({ booking, onRebooked, orderSeats, onClose }: RebookActionProps & { onClose: () => void }) {
  const [options, setOptions] = useState<OptionsState>({ kind: 'loading' });
  const [courseId, setCourseId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      loadRebookOptions(booking.id, signal)
        .then((data) => {
          setOptions({ kind: 'loaded', data });
          setCourseId((chosen) => (data.options.some((option) => option.courseId === chosen) ? chosen : null));
        })
        .catch((error: unknown) => {
          if (!signal?.aborted) setOptions({ kind: 'failed', message: messageOf(error, LOAD_FAILED) });
        }),
    [booking.id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const confirm = async () => {
    if (!courseId) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = orderSeats
        ? await rebookMyOrder(booking.orderId, courseId)
        : await rebookMyBooking(booking.id, courseId);
      onClose();
      onRebooked(result.message);
    } catch (error) {
      setProblem(messageOf(error, 'Die Buchung konnte nicht umgebucht werden. Bitte versuchen Sie es erneut.'));
      // The chosen date may just have filled up: show what is free now.
      void load();
    } finally {
      setBusy(false);
    }
  };

  // A whole order moves only to a date with a seat for each of its participants.
  const data =
    options.kind === 'loaded'
      ? {
          ...options.data,
          options: options.data.options.filter((option) => option.availableSpots >= (orderSeats ?? 1)),
        }
      : null;
  return (
    <Modal
      title={orderSeats ? `Bestellung umbuchen (${orderSeats} Plätze)` : 'Termin umbuchen'}
      size="wide"
      subtitle={`Bisher: ${formatLongDate(booking.date)}, ${formatTimeRange(booking.startTime, booking.endTime)}`}
      onClose={onClose}
      busy={busy}
    >
      {options.kind === 'loading' && (
        <div className="skeleton-list" role="status" aria-label="Freie Termine werden geladen">
          <span />
          <span />
        </div>
      )}
      {options.kind === 'failed' && <FormBanner message={options.message} />}
      {data && data.options.length === 0 && (
        <ContactUs reason={data.closedReason ? `${data.closedReason} ${CONTACT_US}` : NO_DATE} />
      )}
      {data && data.options.length > 0 && (
        <fieldset className="rebook-options" disabled={busy}>
          <legend className="field__label">Neuer Termin zum gleichen Preis</legend>
          {data.options.map((option) => (
            <label
              key={option.courseId}
              className={`choice rebook-option ${courseId === option.courseId ? 'choice--selected' : ''}`}
            >
              <input
                type="radio"
                name="rebookCourse"
                value={option.courseId}
                checked={courseId === option.courseId}
                onChange={() => setCourseId(option.courseId)}
              />
              <span className="choice__text">
                <span className="choice__label">{formatLongDate(option.date)}</span>
                <span className="choice__hint">{formatTimeRange(option.startTime, option.endTime)}</span>
              </span>
              <span className="rebook-option__spots">{formatRemainingSpots(option.availableSpots)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {data && data.options.length > 0 && (
        <p className="dialog__note">
          {orderSeats
            ? `Die Umbuchung ist kostenfrei. Alle ${orderSeats} Plätze ziehen zusammen um; jede teilnehmende Person erhält die neue Bestätigung mit Kalenderdatei per E-Mail.`
            : 'Die Umbuchung ist kostenfrei. Ihr bisheriger Platz wird freigegeben; die neue Bestätigung mit Kalenderdatei erhält die teilnehmende Person per E-Mail.'}
        </p>
      )}
      <div className="dialog__footer rebook-footer">
        <FormBanner message={problem} />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy} data-autofocus>
            {data?.options.length ? 'Abbrechen' : 'Schließen'}
          </button>
          {Boolean(data?.options.length) && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void confirm()}
              disabled={busy || !courseId}
            >
              {busy ? 'Wird umgebucht...' : 'Verbindlich umbuchen'}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** Why no date can be offered, and how to reach the team instead. */
function ContactUs({ reason }: { reason: string }) {
  return (
    <div className="rebook-contact" role="status">
      <p>{reason}</p>
      <ul className="rebook-contact__ways">
        <li>
          Telefon <a href={phoneHref()}>{SITE_PHONE}</a>
        </li>
        <li>
          E-Mail <a href={mailHref('Umbuchung meiner Buchung')}>{SITE_EMAIL}</a>
        </li>
      </ul>
    </div>
  );
}
