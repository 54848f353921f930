import { EMAIL_TYPES, type EmailMessage } from '@mpb/emails';
import { z } from 'zod';

export const QUEUES = {
  mail: 'mail',
  waitlist: 'waitlist',
  reminders: 'reminders',
  bookings: 'bookings',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Jobs one worker process runs at once, per queue. */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = { mail: 10, waitlist: 2, reminders: 2, bookings: 2 };

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
  /** { bookingId, kind: BookingEmailKind, customMessage? }: (re)send one booking e-mail, e.g. from the admin. */
  bookingEmailRequested: 'booking.email-requested',
  /** { subscriberId, idempotencyKey }: double opt-in mail for a pending newsletter sign-up. */
  newsletterConfirmationRequested: 'newsletter.confirmation-requested',
  /** { subscriberId }: the sign-up was confirmed; sends the welcome mail. */
  newsletterConfirmed: 'newsletter.confirmed',
  /** { email, sealedToken, expiresAt }: written by MagicLinkMailer; the token is encrypted at rest. */
  magicLinkRequested: 'auth.magic-link-requested',
  /** { certificateId, replacesNumber? }: mails a participant their certificate (issued, reissued or resent). */
  certificateMailRequested: 'certificate.mail-requested',
  /** { invoiceId }: an invoice or cancellation invoice was issued; the worker renders its documents. */
  invoiceIssued: 'invoice.issued',
  /** { invoiceId }: its documents are stored; mails the PDF to the buyer. */
  invoiceRendered: 'invoice.rendered',
  /** { invoiceId, to, second }: an open transfer invoice is overdue; mails its buyer a payment reminder. */
  paymentReminderRequested: 'invoice.payment-reminder-requested',
  /** { deletionId }: a GDPR deletion committed; the worker removes the queued jobs naming the person. */
  gdprDeleted: 'gdpr.deleted',
} as const;
export type EventType = (typeof EVENTS)[keyof typeof EVENTS];

export const JOBS = {
  sendEmail: 'send-email',
  sendBookingEmail: 'send-booking-email',
  sendNewsletterEmail: 'send-newsletter-email',
  sendMagicLinkEmail: 'send-magic-link-email',
  /** Scheduled (job scheduler on the reminders queue): finds participants due their reminder. */
  scanReminders: 'scan-reminders',
  sendReminderEmail: 'send-reminder-email',
  /** Scheduled on the mail queue: queues again the owed mails whose job Redis lost or gave up on. */
  sweepOwedMails: 'sweep-owed-mails',
  /** Scheduled every minute on the bookings queue: releases expired seat holds, retries due refunds. */
  releaseExpiredHolds: 'release-expired-holds',
  /** seats.released: offers a course's free seats to its waitlist, in position order. */
  offerSeats: 'offer-seats',
  /** Scheduled every minute on the waitlist queue: ends unused 24-hour offers and passes their seats on. */
  expireWaitlistOffers: 'expire-waitlist-offers',
  /** A paid session whose confirmation failed (database unreachable): confirmed again every few seconds until it holds. */
  confirmPaidSession: 'confirm-paid-session',
  /** Renders a certificate PDF and mails it. */
  sendCertificateEmail: 'send-certificate-email',
  /** Renders an invoice's PDF and XML from its snapshot and stores them once. */
  renderInvoice: 'render-invoice',
  /** Scheduled every minute on the bookings queue: renders the invoices whose render job was lost or gave up. */
  renderPendingInvoices: 'render-pending-invoices',
  /** Mails the buyer the stored invoice PDF. */
  sendInvoiceEmail: 'send-invoice-email',
  /** Scheduled daily on the bookings queue: deletes the invoices whose retention period has ended. */
  deleteExpiredInvoices: 'delete-expired-invoices',
  /** Scheduled hourly on the reminders queue: finds the overdue transfer invoices due a payment reminder. */
  scanPaymentReminders: 'scan-payment-reminders',
  /** Mails the buyer a payment reminder with the stored invoice PDF. */
  sendPaymentReminderEmail: 'send-payment-reminder-email',
  /** After a GDPR deletion, and every minute for a deletion whose job Redis lost: removes the jobs naming the person. */
  scrubGdprQueues: 'scrub-gdpr-queues',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

const BOOKING_EMAIL_KINDS = [
  'confirmation',
  'manual-confirmation',
  'cancellation',
  /** The cancellation, to the payer of a booking a substitute took part in: the refund is theirs. */
  'payer-cancellation',
  /** The office cancelled a booking whose payment was still open: no payment came in, so no word on refunds. */
  'pending-cancellation',
  'refund',
  /** The refund of a late payment, to the payer of a seat someone else takes part in (a colleague's in a company order). */
  'payer-refund',
  /** The course's date or times changed: the new schedule and a calendar file that moves the event. */
  'schedule-change',
  /** The course's access data changed after the reminders went out. */
  'access-change',
] as const;
export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];

const idempotencyKey = z.string().min(1).max(200);

/** Payload schemas, validated when a job runs. */
export const jobPayloads = {
  [JOBS.sendEmail]: z.object({
    idempotencyKey: z.string().min(1),
    to: z.email(),
    message: z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) }),
    bookingId: z.uuid().optional(),
  }),
  [JOBS.sendBookingEmail]: z.object({
    bookingId: z.uuid(),
    kind: z.enum(BOOKING_EMAIL_KINDS),
    idempotencyKey,
    customMessage: z.string().max(2000).optional(),
    /** schedule-change: the date and times before the change. */
    previous: z.object({ courseDate: z.string(), startTime: z.string(), endTime: z.string() }).optional(),
  }),
  [JOBS.sendNewsletterEmail]: z.object({
    subscriberId: z.uuid(),
    kind: z.enum(['confirmation', 'welcome']),
    idempotencyKey,
  }),
  [JOBS.sendMagicLinkEmail]: z.object({
    email: z.email(),
    sealedToken: z.string().min(1),
    expiresAt: z.iso.datetime({ offset: true }),
    idempotencyKey,
  }),
  [JOBS.scanReminders]: z.object({}).passthrough(),
  [JOBS.sendReminderEmail]: z.object({
    bookingId: z.uuid(),
    courseStartsAt: z.iso.datetime({ offset: true }),
    idempotencyKey,
  }),
  [JOBS.sweepOwedMails]: z.object({}).passthrough(),
  [JOBS.releaseExpiredHolds]: z.object({}).passthrough(),
  [JOBS.offerSeats]: z.object({ courseId: z.uuid().nullable() }),
  [JOBS.expireWaitlistOffers]: z.object({}).passthrough(),
  [JOBS.confirmPaidSession]: z.object({ sessionId: z.string().min(1).max(255), bookingId: z.uuid() }),
  [JOBS.sendCertificateEmail]: z.object({
    certificateId: z.uuid(),
    replacesNumber: z.string().max(40).optional(),
    idempotencyKey,
  }),
  [JOBS.renderInvoice]: z.object({ invoiceId: z.uuid() }),
  [JOBS.renderPendingInvoices]: z.object({}).passthrough(),
  [JOBS.sendInvoiceEmail]: z.object({ invoiceId: z.uuid(), idempotencyKey }),
  [JOBS.deleteExpiredInvoices]: z.object({}).passthrough(),
  [JOBS.scanPaymentReminders]: z.object({}).passthrough(),
  [JOBS.sendPaymentReminderEmail]: z.object({
    invoiceId: z.uuid(),
    to: z.email(),
    second: z.boolean(),
    idempotencyKey,
  }),
  [JOBS.scrubGdprQueues]: z.object({}).passthrough(),
} satisfies Record<JobName, z.ZodType>;

export type JobPayload<Name extends JobName> = z.infer<(typeof jobPayloads)[Name]>;

/** Why a booking event happened, so consumers (e-mails, waitlist) can tell the cases apart. */
const BOOKING_EVENT_REASONS = [
  'customer_cancelled',
  'hold_expired',
  'payment_failed',
  'payment_session_failed',
  'late_payment',
  'late_payment_no_seat',
  'free_booking',
  'pay_on_invoice',
] as const;
export type BookingEventReason = (typeof BOOKING_EVENT_REASONS)[number];

/** Every booking event: the booking and its course, why where cases need telling apart. */
const bookingEvent = z.object({
  bookingId: z.uuid(),
  courseId: z.uuid().nullable(),
  reason: z.enum(BOOKING_EVENT_REASONS).optional(),
});
const { idempotencyKey: _mailKey, ...emailJob } = jobPayloads[JOBS.sendEmail].shape;
const { idempotencyKey: _bookingMailKey, ...bookingEmailJob } = jobPayloads[JOBS.sendBookingEmail].shape;

/** A mail the product knows, with the props its template needs. */
const emailMessage = z.custom<EmailMessage>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    EMAIL_TYPES.includes((value as { type?: unknown }).type as EmailMessage['type']) &&
    typeof (value as { props?: unknown }).props === 'object',
  'unknown e-mail type or props',
);

/** Payload schemas of the outbox events, checked when a service records one (outbox.service.ts). */
export const eventPayloads = {
  [EVENTS.courseChanged]: z.object({ courseId: z.uuid().nullable() }),
  [EVENTS.bookingCreated]: bookingEvent,
  [EVENTS.bookingConfirmed]: bookingEvent,
  [EVENTS.bookingManuallyConfirmed]: bookingEvent,
  [EVENTS.bookingCancelled]: bookingEvent,
  [EVENTS.bookingExpired]: bookingEvent,
  [EVENTS.bookingRefunded]: bookingEvent,
  /** Seats a course got back: from a booking, or none (more seats for a course). */
  [EVENTS.seatsReleased]: bookingEvent.extend({ bookingId: z.uuid().nullable(), seats: z.int().positive() }),
  /** The key defaults to one derived from the outbox id; a caller passes its own to send a mail once across events. */
  [EVENTS.emailRequested]: z.object({ ...emailJob, message: emailMessage, idempotencyKey: idempotencyKey.optional() }),
  [EVENTS.bookingEmailRequested]: z.object(bookingEmailJob),
  [EVENTS.newsletterConfirmationRequested]: z.object({ subscriberId: z.uuid(), idempotencyKey }),
  [EVENTS.newsletterConfirmed]: z.object({ subscriberId: z.uuid() }),
  [EVENTS.magicLinkRequested]: jobPayloads[JOBS.sendMagicLinkEmail].omit({ idempotencyKey: true }),
  [EVENTS.certificateMailRequested]: jobPayloads[JOBS.sendCertificateEmail].omit({ idempotencyKey: true }),
  [EVENTS.invoiceIssued]: z.object({ invoiceId: z.uuid() }),
  [EVENTS.invoiceRendered]: z.object({ invoiceId: z.uuid() }),
  [EVENTS.paymentReminderRequested]: jobPayloads[JOBS.sendPaymentReminderEmail].omit({ idempotencyKey: true }),
  [EVENTS.gdprDeleted]: z.object({ deletionId: z.uuid() }),
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<Type extends EventType> = z.infer<(typeof eventPayloads)[Type]>;

interface JobRoute<Type extends EventType> {
  queue: QueueName;
  job: JobName;
  /** Builds the job payload from the outbox row. */
  payload: (event: { id: string; payload: EventPayload<Type> }) => Record<string, unknown>;
}

/** Which jobs each event starts, and whether it changes what /api/courses shows. */
export const EVENT_ROUTES: { [Type in EventType]: { jobs: JobRoute<Type>[]; changesCourses: boolean } } = {
  [EVENTS.courseChanged]: { jobs: [], changesCourses: true },
  [EVENTS.bookingCreated]: { jobs: [], changesCourses: true },
  [EVENTS.bookingConfirmed]: { jobs: [bookingEmail('confirmation')], changesCourses: true },
  [EVENTS.bookingManuallyConfirmed]: { jobs: [bookingEmail('manual-confirmation')], changesCourses: true },
  [EVENTS.bookingCancelled]: { jobs: [bookingEmail('cancellation')], changesCourses: true },
  [EVENTS.bookingExpired]: { jobs: [], changesCourses: true },
  [EVENTS.bookingRefunded]: { jobs: [bookingEmail('refund')], changesCourses: true },
  [EVENTS.seatsReleased]: {
    jobs: [
      {
        queue: QUEUES.waitlist,
        job: JOBS.offerSeats,
        payload: ({ payload }) => ({ courseId: payload.courseId }),
      },
    ],
    changesCourses: true,
  },
  [EVENTS.emailRequested]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendEmail,
        payload: ({ id, payload }) => ({ idempotencyKey: `email:${id}`, ...payload }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.bookingEmailRequested]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendBookingEmail,
        payload: ({ id, payload }) => ({ ...payload, idempotencyKey: `booking-email:${id}` }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.newsletterConfirmationRequested]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendNewsletterEmail,
        payload: ({ payload }) => ({ ...payload, kind: 'confirmation' }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.newsletterConfirmed]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendNewsletterEmail,
        payload: ({ id, payload }) => ({ ...payload, kind: 'welcome', idempotencyKey: `newsletter-welcome:${id}` }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.magicLinkRequested]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendMagicLinkEmail,
        payload: ({ id, payload }) => ({ ...payload, idempotencyKey: `magic-link:${id}` }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.certificateMailRequested]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendCertificateEmail,
        payload: ({ id, payload }) => ({ ...payload, idempotencyKey: certificateMailKey(id) }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.invoiceIssued]: {
    jobs: [
      { queue: QUEUES.bookings, job: JOBS.renderInvoice, payload: ({ payload }) => ({ invoiceId: payload.invoiceId }) },
    ],
    changesCourses: false,
  },
  [EVENTS.invoiceRendered]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendInvoiceEmail,
        payload: ({ id, payload }) => ({ invoiceId: payload.invoiceId, idempotencyKey: `invoice-email:${id}` }),
      },
    ],
    changesCourses: false,
  },
  [EVENTS.paymentReminderRequested]: {
    jobs: [
      {
        queue: QUEUES.mail,
        job: JOBS.sendPaymentReminderEmail,
        payload: ({ id, payload }) => ({ ...payload, idempotencyKey: `payment-reminder-email:${id}` }),
      },
    ],
    changesCourses: false,
  },
  // The job scrubs every deletion still owed, this one among them.
  [EVENTS.gdprDeleted]: {
    jobs: [{ queue: QUEUES.bookings, job: JOBS.scrubGdprQueues, payload: () => ({}) }],
    changesCourses: false,
  },
};

/** The certificate mail's idempotency key, from its outbox id; the certificate row keeps it to tell whether the mail went out. */
export function certificateMailKey(outboxId: string): string {
  return `certificate-email:${outboxId}`;
}

/** A booking e-mail per booking event; the key comes from the outbox id, so a replayed event mails once. */
function bookingEmail(kind: BookingEmailKind): JobRoute<EventType & `booking.${string}`> {
  return {
    queue: QUEUES.mail,
    job: JOBS.sendBookingEmail,
    payload: ({ id, payload }) => ({ bookingId: payload.bookingId, kind, idempotencyKey: `booking-email:${id}` }),
  };
}

export const COURSES_CHANGED_CHANNEL = 'courses-changed';
