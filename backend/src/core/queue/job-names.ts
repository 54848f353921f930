import { z } from 'zod';

export const QUEUES = {
  mail: 'mail',
  waitlist: 'waitlist',
  reminders: 'reminders',
  bookings: 'bookings',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Every outbox event type. A service writes one of these in the same transaction as its state
 * change; the relay turns it into the jobs listed in EVENT_ROUTES.
 */
export const EVENTS = {
  courseChanged: 'course.changed',
  bookingCreated: 'booking.created',
  bookingConfirmed: 'booking.confirmed',
  bookingManuallyConfirmed: 'booking.manually-confirmed',
  bookingCancelled: 'booking.cancelled',
  bookingExpired: 'booking.expired',
  bookingRefunded: 'booking.refunded',
  seatsReleased: 'seats.released',
  emailRequested: 'email.requested',
} as const;
export type EventType = (typeof EVENTS)[keyof typeof EVENTS];

export const JOBS = {
  sendEmail: 'send-email',
  /** Scheduled every minute on the bookings queue: releases expired seat holds, retries due refunds. */
  releaseExpiredHolds: 'release-expired-holds',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** Payload schemas, validated when a job runs. */
export const jobPayloads = {
  [JOBS.sendEmail]: z.object({
    idempotencyKey: z.string().min(1),
    to: z.email(),
    message: z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }),
    bookingId: z.uuid().optional(),
  }),
  [JOBS.releaseExpiredHolds]: z.object({}).passthrough(),
} satisfies Record<JobName, z.ZodType>;

export type JobPayload<Name extends JobName> = z.infer<(typeof jobPayloads)[Name]>;

export interface JobRoute {
  queue: QueueName;
  job: JobName;
  /** Builds the job payload from the outbox row. */
  payload: (event: { id: string; payload: Record<string, unknown> }) => Record<string, unknown>;
}

/** Which jobs each event starts, and whether it changes what /api/courses shows. */
export const EVENT_ROUTES: Record<EventType, { jobs: JobRoute[]; changesCourses: boolean }> = {
  [EVENTS.courseChanged]: { jobs: [], changesCourses: true },
  [EVENTS.bookingCreated]: { jobs: [], changesCourses: true },
  [EVENTS.bookingConfirmed]: { jobs: [], changesCourses: true },
  [EVENTS.bookingManuallyConfirmed]: { jobs: [], changesCourses: true },
  [EVENTS.bookingCancelled]: { jobs: [], changesCourses: true },
  [EVENTS.bookingExpired]: { jobs: [], changesCourses: true },
  [EVENTS.bookingRefunded]: { jobs: [], changesCourses: true },
  [EVENTS.seatsReleased]: { jobs: [], changesCourses: true },
  [EVENTS.emailRequested]: {
    jobs: [{ queue: QUEUES.mail, job: JOBS.sendEmail, payload: ({ payload }) => payload }],
    changesCourses: false,
  },
};

export const COURSES_CHANGED_CHANNEL = 'courses-changed';
