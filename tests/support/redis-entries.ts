import Redis from 'ioredis';

export interface RedisEntry {
  key: string;
  /** The value as text: a string as stored, any other type as JSON. */
  value: string;
}

/** Every key under the prefix with its value, whatever the key's type. */
export async function redisEntries(url: string, prefix: string): Promise<RedisEntry[]> {
  const redis = new Redis(url);
  const entries: RedisEntry[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) entries.push({ key, value: await valueAsText(redis, key) });
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return entries;
}

async function valueAsText(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'string':
      return (await redis.get(key)) ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, -1));
    case 'set':
      return JSON.stringify(await redis.smembers(key));
    case 'zset':
      return JSON.stringify(await redis.zrange(key, 0, -1));
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
}
