import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { createRedisClient } from './redis-clients';

/**
 * A general-purpose Redis client (rate limits, cache versions), separate from
 * BullMQ's connections: one server, a Redis Cluster or a Sentinel-found master
 * (see createRedisClient). `client` is null when the queues run on Postgres
 * and no Redis exists; callers then fall back to in-process state.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis | Cluster | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client =
      config.queueBackend === 'redis' ? createRedisClient(config, 'producer', `${config.queuePrefix}:`) : null;
    this.client?.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  get isReady(): boolean {
    return this.client?.status === 'ready';
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    await this.client.quit().catch(() => this.client?.disconnect());
  }
}

@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
