import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { Observable, Subject } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { COURSES_CHANGED_CHANNEL } from '../core/queue/job-names';
import { createRedis } from '../core/queue/redis';

/**
 * Fans the relay's 'courses changed' announcements out to this instance's open streams.
 * Every API instance subscribes to the same Redis channel, so a change made anywhere reaches all.
 */
@Injectable()
export class CourseChangesService implements OnModuleInit, OnApplicationShutdown {
  private readonly changes = new Subject<void>();
  private subscriber?: Redis;
  /** Settles once this instance listens on the channel (or gave up for now; ioredis subscribes again on reconnect). */
  subscribed: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get stream(): Observable<void> {
    return this.changes.asObservable();
  }

  onModuleInit() {
    const channel = `${this.config.redis.prefix}:${COURSES_CHANGED_CHANNEL}`;
    this.subscriber = createRedis(this.config.redis.url);
    this.subscriber.on('message', () => this.changes.next());
    this.subscriber.on('error', (error) => this.logger.warn({ err: error }, 'course change subscription problem'));
    const subscriber = this.subscriber;
    this.subscribed = new Promise<void>((settle) => {
      // Redis unreachable: ioredis keeps the subscription queued and retries; nobody should wait for it.
      subscriber.once('error', () => settle());
      subscriber.subscribe(channel).then(
        () => settle(),
        (error) => {
          this.logger.warn({ err: error }, 'could not subscribe to course changes');
          settle();
        },
      );
    });
  }

  onApplicationShutdown() {
    this.changes.complete();
    this.subscriber?.disconnect();
  }
}
