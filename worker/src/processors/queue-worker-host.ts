import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { JobName, jobsOfQueue } from '@api/queues/job-names';
import type { JobResult } from '@api/queues/job-payloads';
import type { QueueName } from '@api/queues/queue-names';

export type JobHandlers = { [K in JobName]?: (job: Job) => Promise<JobResult | void> };

/**
 * Base of every processor: one queue, a handler per job name of that queue
 * (checked at boot, so a job without a handler fails the start, not a run),
 * concurrency from WORKER_CONCURRENCY, and logs for failures.
 */
export abstract class QueueWorkerHost extends WorkerHost implements OnApplicationBootstrap {
  protected readonly logger = new Logger(this.constructor.name);
  @Inject(APP_CONFIG) protected readonly config: AppConfig;

  protected abstract readonly queueName: QueueName;
  protected abstract handlers(): JobHandlers;

  onApplicationBootstrap(): void {
    const handlers = this.handlers();
    const missing = jobsOfQueue(this.queueName).filter((name) => !handlers[name]);
    if (missing.length) throw new Error(`${this.queueName}: no handler for ${missing.join(', ')}`);
    this.worker.concurrency = this.config.workerConcurrency;
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `${job?.name ?? 'job'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade}): ${error.message}`,
      ),
    );
  }

  async process(job: Job): Promise<JobResult | void> {
    const handler = this.handlers()[job.name as JobName];
    if (!handler) throw new Error(`No handler for job "${job.name}" on queue ${this.queueName}`);
    return handler(job);
  }
}
