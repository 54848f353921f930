import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENTS, EventPayload, eventPayloads, EventType, JobName, jobPayloads } from './job-names';
import { jobsOf } from './outbox.service';

const booking = { bookingId: randomUUID(), courseId: randomUUID() };

/** One valid payload per event, as the services record them. */
const SAMPLES: { [Type in EventType]: EventPayload<Type> } = {
  [EVENTS.courseChanged]: { courseId: booking.courseId },
  [EVENTS.bookingCreated]: booking,
  [EVENTS.bookingConfirmed]: { ...booking, reason: 'late_payment' },
  [EVENTS.bookingManuallyConfirmed]: booking,
  [EVENTS.bookingCancelled]: { ...booking, reason: 'customer_cancelled' },
  [EVENTS.bookingExpired]: { ...booking, reason: 'hold_expired' },
  [EVENTS.bookingRefunded]: booking,
  [EVENTS.seatsReleased]: { ...booking, courseId: null, seats: 1 },
  [EVENTS.emailRequested]: {
    to: 'anna@example.com',
    message: { type: 'security-notice', props: { email: 'anna@example.com' } } as never,
  },
  [EVENTS.bookingEmailRequested]: { bookingId: booking.bookingId, kind: 'refund', customMessage: 'Gute Reise' },
  [EVENTS.newsletterConfirmationRequested]: { subscriberId: randomUUID(), idempotencyKey: 'newsletter:1' },
  [EVENTS.newsletterConfirmed]: { subscriberId: randomUUID() },
  [EVENTS.magicLinkRequested]: {
    email: 'anna@example.com',
    sealedToken: 'sealed',
    expiresAt: '2026-11-28T12:00:00.000Z',
  },
  [EVENTS.certificateMailRequested]: { certificateId: randomUUID(), replacesNumber: 'MPB-2026-0001' },
  [EVENTS.invoiceIssued]: { invoiceId: randomUUID() },
  [EVENTS.invoiceRendered]: { invoiceId: randomUUID() },
  [EVENTS.paymentReminderRequested]: { invoiceId: randomUUID(), to: 'einkauf@example.com', second: true },
  [EVENTS.gdprDeleted]: { deletionId: randomUUID() },
};

describe('outbox event payloads', () => {
  it.each(Object.keys(SAMPLES) as EventType[])('%s starts jobs whose payloads their workers accept', (type) => {
    const payload = eventPayloads[type].parse(SAMPLES[type]) as Record<string, unknown>;
    for (const job of jobsOf({ id: randomUUID(), type, payload })) {
      expect(jobPayloads[job.name as JobName].safeParse(job.data).error).toBeUndefined();
    }
  });

  it('refuses a payload that does not fit its event', () => {
    expect(eventPayloads[EVENTS.bookingConfirmed].safeParse({ bookingId: 'nope', courseId: null }).success).toBe(false);
    expect(eventPayloads[EVENTS.invoiceIssued].safeParse({}).success).toBe(false);
    expect(
      eventPayloads[EVENTS.emailRequested].safeParse({
        to: 'anna@example.com',
        message: { type: 'no-such-mail', props: {} },
      }).success,
    ).toBe(false);
  });
});
