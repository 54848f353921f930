import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { Clock } from '../clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LOGGER } from '../logging/logging.module';
import { createRedis } from '../queue/redis';
import { InProcessRateCounter } from './in-process-rate-counter';

const WINDOW_MS = 60_000;
// Generous: a Redis slowed down by a busy machine still answers, and a slower answer only means
// this one request is counted in the process's own counters instead.
const REDIS_COMMAND_TIMEOUT_MS = 2000;

// INCR and set the expiry in one step, so a key never outlives its window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

type RateLimitRedis = Redis & { rateLimitHit(key: string, windowMs: number): Promise<number> };

interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed one-minute windows counted in Redis, so every API instance shares the same counters.
 * When Redis is unreachable or does not answer in time, the same limit applies per process from
 * the process's own counters: a Redis outage must neither stop bookings nor lift the limit.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly local = new InProcessRateCounter();
  private lastWarning = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
  ) {
    this.redis = createRedis(config.redis.url, {
      // Without a connection a command fails at once instead of waiting for a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    this.redis.on('error', (error) => this.logger.debug({ err: error }, 'rate limit Redis connection problem'));
    // A defined command runs by EVALSHA, so the script is not re-sent with every request.
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  /** The server secret the guard keys e-mail address hashes with. */
  get hashSecret(): string {
    return this.config.auth.sessionSecret;
  }

  get limitPerMinute(): number {
    return this.config.rateLimit.perMinute;
  }

  /** Counts one request for every key; denied when any key is over the limit in this window. */
  async hit(keys: string[], limit = this.limitPerMinute, now = this.clock.now().getTime()): Promise<RateLimitVerdict> {
    const window = Math.floor(now / WINDOW_MS);
    const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
    const local = keys.map((key) => this.local.hit(key, window));
    const shared = await this.sharedCounts(keys, window);
    // The larger count wins: Redis may have lost this window's counters in a restart.
    const counts = shared ? shared.map((count, index) => Math.max(count, local[index])) : local;
    return { allowed: counts.every((count) => count <= limit), retryAfterSeconds };
  }

  /** The counts across all instances, or undefined when Redis is unreachable or too slow. */
  private async sharedCounts(keys: string[], window: number): Promise<number[] | undefined> {
    try {
      if (this.redis.status !== 'ready') throw new Error(`Redis connection ${this.redis.status}`);
      return await Promise.all(
        keys.map((key) =>
          (this.redis as RateLimitRedis).rateLimitHit(
            `${this.config.redis.prefix}:rate-limit:${key}:${window}`,
            WINDOW_MS,
          ),
        ),
      );
    } catch (error) {
      if (Date.now() - this.lastWarning >= 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn({ err: error }, 'rate limits counted per process: Redis unavailable');
      }
      return undefined;
    }
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
