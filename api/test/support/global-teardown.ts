import Redis from 'ioredis';
import { dropTestDatabase } from './test-database';
import { testWorkerCount, workerDatabaseVariable } from './test-workers';

export default async function globalTeardown(): Promise<void> {
  if (!process.env.KEEP_TEST_DATABASE) {
    for (let worker = 1; worker <= testWorkerCount(); worker += 1) {
      const copy = process.env[workerDatabaseVariable(worker)];
      if (copy) await dropTestDatabase(copy);
    }
    if (process.env.DATABASE_URL) await dropTestDatabase(process.env.DATABASE_URL);
  }
  const prefix = process.env.QUEUE_PREFIX;
  if (prefix && process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL);
    // Workers' prefixes extend the run's (`<prefix>-w2:`), so one pattern finds them all.
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
}
