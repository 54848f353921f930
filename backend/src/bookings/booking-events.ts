import { EntityManager } from 'typeorm';
import { EventType } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';

/** Why a booking event happened, so consumers (e-mails, waitlist) can tell the cases apart. */
export type BookingEventReason =
  | 'customer_cancelled'
  | 'hold_expired'
  | 'payment_failed'
  | 'payment_session_failed'
  | 'late_payment'
  | 'late_payment_no_seat'
  | 'free_booking';

/**
 * Payload of every booking outbox event: `{ bookingId, courseId }`, plus `reason` where a case
 * needs telling apart and `seats` on seats.released.
 */
interface BookingEventPayload {
  bookingId: string;
  courseId: string | null;
  reason?: BookingEventReason;
  seats?: number;
}

export function recordBookingEvent(
  outbox: OutboxService,
  manager: EntityManager,
  type: EventType,
  payload: BookingEventPayload,
) {
  return outbox.record(manager, type, { ...payload });
}
