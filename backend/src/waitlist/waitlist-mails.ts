import type { WaitlistJoinedProps, WaitlistOfferProps } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { WaitlistEntry } from './waitlist-entry.entity';
import { LockedCourse } from './waitlist.repository';

function courseSchedule(course: LockedCourse) {
  return {
    courseTitle: course.title,
    courseDate: course.date,
    startTime: course.start_time,
    endTime: course.end_time,
    location: course.location,
  };
}

/** Queues the waitlist-joined mail in the caller's transaction; returns its idempotency key. */
export async function requestJoinedMail(
  outbox: OutboxService,
  manager: EntityManager,
  input: {
    entry: Pick<WaitlistEntry, 'id' | 'customer_email' | 'customer_name'>;
    course: LockedCourse;
    position: number;
    unsubscribeUrl: string;
    joinedAt: Date;
  },
): Promise<string> {
  const idempotencyKey = `waitlist-joined:${input.entry.id}:${input.joinedAt.getTime()}`;
  const props: WaitlistJoinedProps = {
    ...courseSchedule(input.course),
    customerName: input.entry.customer_name ?? undefined,
    position: input.position,
    unsubscribeUrl: input.unsubscribeUrl,
  };
  await outbox.record(manager, EVENTS.emailRequested, {
    idempotencyKey,
    to: input.entry.customer_email,
    message: { type: 'waitlist-joined', props },
  });
  return idempotencyKey;
}

/**
 * Queues the waitlist-offer mail. Its unsubscribe link carries a token of its own (the joined
 * mail's exists only as a hash by now), never the booking link's token.
 */
export async function requestOfferMail(
  outbox: OutboxService,
  manager: EntityManager,
  input: {
    entry: Pick<WaitlistEntry, 'id' | 'customer_email' | 'customer_name'>;
    course: LockedCourse;
    bookingUrl: string;
    unsubscribeUrl: string;
    expiresAt: Date;
  },
): Promise<void> {
  const props: WaitlistOfferProps = {
    ...courseSchedule(input.course),
    customerName: input.entry.customer_name ?? undefined,
    bookingUrl: input.bookingUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    expiresAt: input.expiresAt.toISOString(),
    amountCents: input.course.gross_price,
  };
  await outbox.record(manager, EVENTS.emailRequested, {
    idempotencyKey: `waitlist-offer:${input.entry.id}:${input.expiresAt.getTime()}`,
    to: input.entry.customer_email,
    message: { type: 'waitlist-offer', props },
  });
}
