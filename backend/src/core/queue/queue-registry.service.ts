import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { LOGGER } from '../logging/logging.module';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { QUEUES, QueueName } from './job-names';
import { MAIL_JOB_OPTIONS } from './mail-retry';
import { createRedis } from './redis';

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  removeOnComplete: { count: 5000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 10000 },
};

/** One BullMQ queue per name, sharing one Redis connection and the configured key prefix. */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(LOGGER) logger: Logger) {
    this.connection = createRedis(config.redis.url);
    let lastWarning = 0;
    const warn = (error: Error) => {
      // Reconnect attempts fail every few seconds while Redis is down; one line per minute is enough.
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      logger.warn({ err: error }, 'Redis unreachable for queues');
    };
    this.connection.on('error', warn);
    for (const name of Object.values(QUEUES)) {
      const defaultJobOptions =
        name === QUEUES.mail ? { ...DEFAULT_JOB_OPTIONS, ...MAIL_JOB_OPTIONS } : DEFAULT_JOB_OPTIONS;
      const queue = new Queue(name, { connection: this.connection, prefix: config.redis.prefix, defaultJobOptions });
      queue.on('error', warn);
      this.queues.set(name, queue);
    }
  }

  get(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  /** Fails at once while the connection is lost, instead of waiting in the offline queue. */
  async ping(): Promise<void> {
    if (['reconnecting', 'close', 'end'].includes(this.connection.status))
      throw new Error(`Redis connection ${this.connection.status}`);
    if ((await this.connection.ping()) !== 'PONG') throw new Error('unexpected Redis ping answer');
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  async onApplicationShutdown() {
    await Promise.all(this.all().map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
