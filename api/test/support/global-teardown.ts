import Redis from 'ioredis';
import { dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.DATABASE_URL && !process.env.KEEP_TEST_DATABASE) await dropTestDatabase(process.env.DATABASE_URL);
  const prefix = process.env.QUEUE_PREFIX;
  if (prefix && process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
}
