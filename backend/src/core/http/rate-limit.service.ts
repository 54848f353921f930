import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LOGGER } from '../logging/logging.module';
import { createRedis } from '../queue/redis';

const WINDOW_MS = 60_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;

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
 * When Redis does not answer the request is let through: a Redis outage must not stop bookings.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = createRedis(config.redis.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
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
  async hit(keys: string[], limit = this.limitPerMinute, now = Date.now()): Promise<RateLimitVerdict> {
    const window = Math.floor(now / WINDOW_MS);
    const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
    try {
      const counts = await Promise.all(
        keys.map((key) => (this.redis as RateLimitRedis).rateLimitHit(`${this.config.redis.prefix}:rate-limit:${key}:${window}`, WINDOW_MS)),
      );
      return { allowed: counts.every((count) => count <= limit), retryAfterSeconds };
    } catch (error) {
      this.logger.warn({ err: error }, 'rate limit check skipped: Redis unavailable');
      return { allowed: true, retryAfterSeconds };
    }
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
