import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LOGGER } from '../logging/logging.module';
import { JOB_SCHEDULES, JobSchedule } from './job-schedules';
import { QueueRegistry } from './queue-registry.service';

const CHECK_AT_MOST_EVERY_MS = 60_000;
const CHECK_AT_LEAST_EVERY_MS = 1_000;
const START_WAIT_MS = 5_000;

/**
 * Upserts every job schedule when a worker starts (idempotent; a fresh schedule also runs its job
 * at once, which is the catch-up after downtime) and checks once a minute, or as often as the most
 * frequent schedule runs, that each still exists, in case Redis was unreachable at start or
 * restarted without its data.
 */
@Injectable()
export class JobSchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    // Wait briefly so the schedules exist once the worker is up, but never block start-up on Redis.
    await Promise.race([this.ensureScheduled(), new Promise((resolve) => setTimeout(resolve, START_WAIT_MS).unref())]);
    const every = Math.min(
      CHECK_AT_MOST_EVERY_MS,
      ...Object.values(JOB_SCHEDULES).map((schedule) => schedule.everyMs(this.config)),
    );
    this.timer = setInterval(() => void this.ensureScheduled(), Math.max(CHECK_AT_LEAST_EVERY_MS, every));
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async ensureScheduled(): Promise<void> {
    await Promise.all(Object.values(JOB_SCHEDULES).map((schedule) => this.ensure(schedule)));
  }

  private async ensure(schedule: JobSchedule) {
    const queue = this.queues.get(schedule.queue);
    const every = schedule.everyMs(this.config);
    try {
      const existing = await queue.getJobScheduler(schedule.id);
      if (existing && Number(existing.every) === every) return;
      await queue.upsertJobScheduler(schedule.id, { every }, { name: schedule.job, data: {}, opts: schedule.opts });
    } catch (error) {
      this.logger.warn(
        { err: error, schedule: schedule.id },
        'could not schedule a repeating job; checking again in a minute',
      );
    }
  }
}
