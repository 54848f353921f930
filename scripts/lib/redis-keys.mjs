import { Redis } from 'ioredis';

/** Deletes every key that starts with `prefix`, by SCAN, so the shared Redis stays responsive meanwhile. */
export async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
