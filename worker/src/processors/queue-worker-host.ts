import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { MetricsService } from '@api/metrics/metrics.service';
import { isJobOfQueue, jobsOfQueue, type JobsOfQueue } from '@api/queues/job-definitions';
import type { JobName } from '@api/queues/job-names';
import type { JobResult, PayloadOf } from '@api/queues/job-payloads';
import type { QueueName } from '@api/queues/queue-names';

/** A job as its handler sees it: the payload typed by the job's name. */
export type TypedJob<N extends JobName> = Job<PayloadOf<N>, JobResult | void, N>;

export type JobHandler<N extends JobName> = (job: TypedJob<N>) => Promise<JobResult | void>;

/** One handler for every job of the queue, and no other: a job without a handler does not compile. */
export type JobHandlers<Q extends QueueName> = { [N in JobsOfQueue<Q>]: JobHandler<N> };

/**
 * The producer only adds a job under its name with that name's payload type,
 * so a job read back under name N carries PayloadOf<N>.
 */
function isJobNamed<N extends JobName>(job: Job, name: N): job is TypedJob<N> {
  return job.name === name;
}

/**
 * Base of every processor: one queue, a handler per job name of that queue
 * (checked by the compiler, and again at boot), concurrency from
 * WORKER_CONCURRENCY, and logs for failures.
 */
export abstract class QueueWorkerHost<Q extends QueueName> extends WorkerHost implements OnApplicationBootstrap {
  protected readonly logger = new Logger(this.constructor.name);
  @Inject(APP_CONFIG) protected readonly config: AppConfig;
  @Inject(MetricsService) private readonly metrics: MetricsService;

  protected abstract readonly queueName: Q;
  protected abstract handlers(): JobHandlers<Q>;

  onApplicationBootstrap(): void {
    const handlers = this.handlers();
    const missing = jobsOfQueue(this.queueName).filter((name) => typeof handlers[name] !== 'function');
    if (missing.length) throw new Error(`${this.queueName}: no handler for ${missing.join(', ')}`);
    this.worker.concurrency = this.concurrency();
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `${job?.name ?? 'job'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade}): ${error.message}`,
      ),
    );
  }

  /** Jobs of this queue at once in this process: WORKER_CONCURRENCY unless the queue's jobs are cheaper than that. */
  protected concurrency(): number {
    return this.config.workerConcurrency;
  }

  async process(job: Job): Promise<JobResult | void> {
    if (!isJobOfQueue(job.name, this.queueName)) {
      throw new Error(`No handler for job "${job.name}" on queue ${this.queueName}`);
    }
    this.observeWait(job);
    const stopTimer = this.metrics.jobDuration.startTimer({ queue: this.queueName, job: job.name });
    try {
      const result = await this.run(job, job.name);
      stopTimer({ outcome: 'completed' });
      return result;
    } catch (error) {
      stopTimer({ outcome: 'failed' });
      throw error;
    }
  }

  /** Queue latency of first attempts only: a retry's wait is its backoff, not the queue's. */
  private observeWait(job: Job): void {
    if (job.attemptsMade > 0 || !job.processedOn) return;
    const waitedMs = job.processedOn - job.timestamp - (job.opts.delay ?? 0);
    this.metrics.jobWait.observe({ queue: this.queueName }, Math.max(0, waitedMs) / 1000);
  }

  private run<N extends JobsOfQueue<Q>>(job: Job, name: N): Promise<JobResult | void> {
    if (!isJobNamed(job, name)) throw new Error(`Job "${job.name}" is not a ${name} job`);
    const handler: JobHandler<N> = this.handlers()[name];
    return handler(job);
  }
}
