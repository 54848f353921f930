import { JobsOptions } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { JOBS, JobName, QUEUES, QueueName } from './job-names';

export interface JobSchedule {
  id: string;
  queue: QueueName;
  job: JobName;
  everyMs: (config: AppConfig) => number;
  opts: JobsOptions;
}

const quiet = (keep: number): JobsOptions => ({
  attempts: 1,
  removeOnComplete: { count: keep },
  removeOnFail: { count: keep * 5 },
});

/** Every repeating job, kept by BullMQ's job schedulers (one schedule however many workers run). */
export const JOB_SCHEDULES = {
  releaseExpiredHolds: {
    id: 'release-expired-holds-every-minute',
    queue: QUEUES.bookings,
    job: JOBS.releaseExpiredHolds,
    everyMs: () => 60_000,
    opts: quiet(100),
  },
  renderPendingInvoices: {
    id: 'render-pending-invoices-every-minute',
    queue: QUEUES.bookings,
    job: JOBS.renderPendingInvoices,
    everyMs: () => 60_000,
    opts: quiet(100),
  },
  scrubGdprQueues: {
    id: 'scrub-gdpr-queues-every-minute',
    queue: QUEUES.bookings,
    job: JOBS.scrubGdprQueues,
    everyMs: () => 60_000,
    opts: quiet(100),
  },
  deleteExpiredInvoices: {
    id: 'delete-expired-invoices-daily',
    queue: QUEUES.bookings,
    job: JOBS.deleteExpiredInvoices,
    everyMs: () => 24 * 3_600_000,
    opts: quiet(30),
  },
  expireWaitlistOffers: {
    id: 'expire-waitlist-offers-every-minute',
    queue: QUEUES.waitlist,
    job: JOBS.expireWaitlistOffers,
    everyMs: () => 60_000,
    opts: quiet(100),
  },
  sweepOwedMails: {
    id: 'owed-mail-sweep',
    queue: QUEUES.mail,
    job: JOBS.sweepOwedMails,
    everyMs: (config) => config.mail.sweepIntervalMs,
    opts: quiet(50),
  },
  scanReminders: {
    id: 'reminder-scan',
    queue: QUEUES.reminders,
    job: JOBS.scanReminders,
    everyMs: (config) => config.reminders.scanIntervalMs,
    opts: quiet(50),
  },
  scanPaymentReminders: {
    id: 'payment-reminder-scan-hourly',
    queue: QUEUES.reminders,
    job: JOBS.scanPaymentReminders,
    everyMs: () => 3_600_000,
    opts: quiet(50),
  },
} satisfies Record<string, JobSchedule>;
