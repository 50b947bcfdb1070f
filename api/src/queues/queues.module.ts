import { BullModule } from '@nestjs/bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { tracingConfigured } from '../tracing/tracing';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobProducer } from './job-producer';
import { ALL_QUEUES } from './queue-names';
import type { QueueRole } from './queue-connection';
import { queueConnection } from './queue-connection';

/**
 * Registers every queue. The API imports it as a producer; the worker as a
 * consumer. Processors are never declared here, so the API never runs jobs.
 */
@Global()
@Module({})
export class QueuesModule {
  static forRole(role: QueueRole) {
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: queueConnection(config, role),
            prefix: config.queuePrefix,
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
}
