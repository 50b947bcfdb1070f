import { BullModule } from '@nestjs/bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { tracingConfigured } from '../tracing/tracing';
import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobProducer } from './job-producer';
import { ALL_QUEUES } from './queue-names';
import type { QueueRole } from './queue-connection';
import { closeQueueClusterClients, queueConnection, queueKeyPrefix } from './queue-connection';

/**
 * Registers every queue. The API imports it as a producer; the worker as a
 * consumer. Processors are never declared here, so the API never runs jobs.
 */
@Global()
@Module({})
export class QueuesModule implements OnApplicationShutdown {
  static forRole(role: QueueRole) {
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: queueConnection(config, role),
            prefix: queueKeyPrefix(config),
            // A job carries the trace of the request that added it, and the worker's spans continue it.
            ...(tracingConfigured() ? { telemetry: new BullMQOtel({ tracerName: 'cypher-queues' }) } : {}),
          }),
        }),
        BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
      ],
      providers: [JobProducer],
      exports: [BullModule, JobProducer],
    };
  }

  /** Nest closes the queues and workers first (BullModule lies deeper), then the cluster clients they shared. */
  async onApplicationShutdown(): Promise<void> {
    await closeQueueClusterClients();
  }
}
