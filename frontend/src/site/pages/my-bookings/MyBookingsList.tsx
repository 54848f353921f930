import { SITE_PATHS } from '@mpb/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../lib/api';
import { CancelOrderAction } from './CancelBookingAction';
import { MyBookingCard } from './MyBookingCard';
import { RebookAction } from './RebookAction';
import { loadMyBookings, type MyBooking } from './my-bookings-api';

type ListState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; bookings: MyBooking[] };

const LOAD_FAILED = 'Ihre Buchungen konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.';

/** The signed-in address's bookings: upcoming first, then past ones, with the result of the last action. */
export function MyBookingsList() {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  const load = useCallback((signal?: AbortSignal) => {
    loadMyBookings(signal)
      .then((bookings) => setState({ kind: 'loaded', bookings }))
      .catch((error: unknown) => {
        if (!signal?.aborted) setState({ kind: 'failed', message: messageOf(error, LOAD_FAILED) });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const cancelled = (message: string) => {
    setResult(message);
    load();
  };

  const resultMessage = result && (
    <p ref={resultRef} className="my-bookings__result" role="status" tabIndex={-1}>
      {result}
    </p>
  );

  if (state.kind === 'loading') {
    return (
      <div className="skeleton-list" role="status" aria-label="Buchungen werden geladen">
        <span />
        <span />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="my-bookings__panel" role="alert">
        <p>{state.message}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setState({ kind: 'loading' });
            load();
          }}
        >
          Erneut laden
        </button>
      </div>
    );
  }
  if (!state.bookings.length) {
    return (
      <div className="empty-state">
        <p>Sie haben noch keine Buchungen.</p>
        <a href={SITE_PATHS.courses} className="button button--primary">
          Zu den Online-Seminaren
        </a>
      </div>
    );
  }
  const upcoming = state.bookings.filter((booking) => booking.upcoming);
  const past = state.bookings.filter((booking) => !booking.upcoming);
  return (
    <>
      {resultMessage}
      {upcoming.length > 0 && <BookingGroup title="Kommende Termine" bookings={upcoming} onCancelled={cancelled} />}
      {past.length > 0 && <BookingGroup title="Vergangene Termine" bookings={past} onCancelled={cancelled} />}
    </>
  );
}

function BookingGroup({
  title,
  bookings,
  onCancelled,
}: {
  title: string;
  bookings: MyBooking[];
  onCancelled: (message: string) => void;
}) {
  return (
    <section className="my-bookings__group" aria-label={title}>
      <h2>{title}</h2>
      <ul className="my-bookings__list">
        {byOrder(bookings).map((order) =>
          order.length === 1 ? (
            <li key={order[0].id}>
              <MyBookingCard booking={order[0]} onCancelled={onCancelled} />
            </li>
          ) : (
            <li key={order[0].orderId}>
              <OrderBookings bookings={order} onCancelled={onCancelled} />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** An order of several participants (DECISIONS 34): one heading, a card per participant. */
function OrderBookings({ bookings, onCancelled }: { bookings: MyBooking[]; onCancelled: (message: string) => void }) {
  const headingId = `bestellung-${bookings[0].orderId}`;
  return (
    <section className="my-bookings__order" aria-labelledby={headingId}>
      <div className="my-bookings__order-header">
        <h3 id={headingId} className="my-bookings__order-title">
          Bestellung für {bookings.length} Teilnehmende
        </h3>
        <OrderActions bookings={bookings} onChanged={onCancelled} />
      </div>
      <ul className="my-bookings__list">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <MyBookingCard booking={booking} onCancelled={onCancelled} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the buyer may do with the whole order: move it, or cancel every seat. */
function OrderActions({ bookings, onChanged }: { bookings: MyBooking[]; onChanged: (message: string) => void }) {
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
  const lead = confirmed.find((booking) => booking.canRebook);
  const movable = lead && confirmed.every((booking) => booking.canRebook && booking.date === lead.date);
  if (confirmed.length < 2) return null;
  return (
    <div className="my-bookings__order-actions">
      {movable && <RebookAction booking={lead} onRebooked={onChanged} orderSeats={confirmed.length} />}
      <CancelOrderAction bookings={bookings} onCancelled={onChanged} />
    </div>
  );
}

/** The bookings of each order together, in the order their first booking comes. */
function byOrder(bookings: MyBooking[]): MyBooking[][] {
  const orders = new Map<string, MyBooking[]>();
  for (const booking of bookings) orders.set(booking.orderId, [...(orders.get(booking.orderId) ?? []), booking]);
  return [...orders.values()];
}
