import Redis, { RedisOptions } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` on its connections; reconnects forever with backoff. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    ...options,
  });
}
