import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { JOBS, QUEUES } from '../core/queue/job-names';
import { QueueRegistry } from '../core/queue/queue-registry.service';

export const REMINDER_SCHEDULER_ID = 'reminder-scan';
const CHECK_EVERY_MS = 60_000;

/**
 * Keeps the BullMQ job scheduler that runs the reminder scan every REMINDER_SCAN_INTERVAL_MS.
 * Every worker upserts it at start (idempotent; also runs a scan at once, the catch-up after
 * downtime) and checks once a minute that it still exists, in case Redis restarted without data.
 */
@Injectable()
export class ReminderSchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    if (this.config.environment === 'production' && this.config.reminders.webinarAccessUrl.includes('example.de')) {
      this.logger.error('WEBINAR_ACCESS_URL is not set: reminder e-mails would carry the example webinar link');
    }
    void this.upsert();
    this.timer = setInterval(() => void this.ensureScheduled(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async ensureScheduled(): Promise<void> {
    try {
      if (!(await this.queues.get(QUEUES.reminders).getJobScheduler(REMINDER_SCHEDULER_ID))) await this.upsert();
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check the reminder scan schedule');
    }
  }

  private async upsert(): Promise<void> {
    try {
      await this.queues.get(QUEUES.reminders).upsertJobScheduler(
        REMINDER_SCHEDULER_ID,
        { every: this.config.reminders.scanIntervalMs },
        { name: JOBS.scanReminders, data: {}, opts: { attempts: 1, removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } } },
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'could not schedule the reminder scan; checking again in a minute');
    }
  }
}
