import {
  DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Server } from 'node:http';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobProducer } from '../queues/job-producer';
import { ALL_QUEUES } from '../queues/queue-names';
import { DatabasePool } from '../database/database-pool';
import { listenForMetrics } from './metrics-endpoint';
import { MetricsService, type ProcessRole } from './metrics.service';
import { registerQueueDepth } from './queue-depth';

const PROCESS_ROLE = Symbol('metrics process role');

/** Starts this process's metrics server (METRICS_PORT for the API, WORKER_METRICS_PORT for a worker). */
@Injectable()
class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
    private readonly producer: JobProducer,
    private readonly databasePool: DatabasePool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.metrics.describeProcess(this.role);
    registerQueueDepth(this.metrics, ALL_QUEUES, (name) => this.producer.queue(name));
    this.metrics.gauge(
      'cypher_db_pool_connections',
      'Database pool connections by state (open, idle, waiting queries)',
      ['state'],
      (gauge) => {
        const counts = this.databasePool.counts();
        if (!counts) return;
        for (const state of ['open', 'idle', 'waiting'] as const) gauge.set({ state }, counts[state]);
      },
    );
    const { host, apiPort, workerPort } = this.config.metrics;
    const listening = await listenForMetrics(this.metrics.registry, host, this.role === 'api' ? apiPort : workerPort);
    this.server = listening.server;
    this.logger.log(`metrics at http://${host.includes(':') ? `[${host}]` : host}:${listening.port}/metrics`);
  }

  onApplicationShutdown(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Prometheus metrics for the API or a worker: one MetricsService every provider can record into. */
@Global()
@Module({})
export class MetricsModule {
  static forRole(role: ProcessRole): DynamicModule {
    return {
      module: MetricsModule,
      providers: [MetricsService, MetricsEndpoint, DatabasePool, { provide: PROCESS_ROLE, useValue: role }],
      exports: [MetricsService],
    };
  }
}
