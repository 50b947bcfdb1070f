import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { redisOptionsFromUrl } from '../queues/queue-connection';

/**
 * A general-purpose Redis client (rate limits, cache versions), separate from
 * BullMQ's connections. `client` is null when the queues run on Postgres and
 * no Redis exists; callers then fall back to in-process state.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client =
      config.queueBackend === 'redis'
        ? new Redis({
            ...redisOptionsFromUrl(config.redisUrl),
            keyPrefix: `${config.queuePrefix}:`,
            lazyConnect: false,
            enableOfflineQueue: false,
            maxRetriesPerRequest: 1,
            connectTimeout: 2_000,
            retryStrategy: (times) => Math.min(times * 200, 2_000),
          })
        : null;
    this.client?.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
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
