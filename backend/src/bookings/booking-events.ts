import { EntityManager } from 'typeorm';
import { EVENTS, EventPayload } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';

export type { BookingEventReason } from '../core/queue/job-names';

/** The events of a booking's life; each carries `{ bookingId, courseId, reason? }` (seats.released also `seats`). */
type BookingEventType =
  | typeof EVENTS.bookingCreated
  | typeof EVENTS.bookingConfirmed
  | typeof EVENTS.bookingCancelled
  | typeof EVENTS.bookingExpired
  | typeof EVENTS.bookingRefunded
  | typeof EVENTS.seatsReleased;

export function recordBookingEvent<Type extends BookingEventType>(
  outbox: OutboxService,
  manager: EntityManager,
  type: Type,
  payload: EventPayload<Type>,
) {
  return outbox.record(manager, type, payload);
}
