import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { withTimeout } from '../async/with-timeout';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RedisService } from '../redis/redis.module';
import { JOB_DEFINITIONS } from './job-definitions';
import { JobName } from './job-names';
import type { PayloadOf } from './job-payloads';
import { ALL_QUEUES, QueueName } from './queue-names';
import { queueUnavailable } from './queue-unavailable';
import { clusterSlot, confirmOnReplicas } from './replica-ack';

/** How long a request waits on the queue's datastore before answering 503. */
const QUEUE_CALL_TIMEOUT_MS = 3_000;
const PING_TIMEOUT_MS = 1_500;

export interface EnqueuedJob {
  id: string;
  /** False when the job's deduplication key found a pending run, whose id is then `id`. */
  created: boolean;
}

/** The one way code enqueues work: typed by job name, failing fast with a 503 when the queue is down. */
@Injectable()
export class JobProducer implements OnModuleInit {
  private readonly logger = new Logger(JobProducer.name);
  private lastErrorLoggedAt = 0;
  private readonly waitReplicas: number;
  /** The slot of the queues' hash tag on a cluster, where WAIT must be asked. */
  private readonly queueSlot: number | undefined;

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) config: AppConfig,
    // Only the API has it (the worker waits for Redis instead of failing fast).
    @Optional() private readonly redis?: RedisService,
  ) {
    this.waitReplicas = config.queueBackend === 'redis' ? config.redisWaitReplicas : 0;
    this.queueSlot = config.redisTopology.kind === 'cluster' ? clusterSlot(config.queuePrefix) : undefined;
  }

  /** Connection errors surface on every queue at once; log them at most every 30 s instead of flooding. */
  onModuleInit(): void {
    for (const name of ALL_QUEUES) {
      this.queue(name).on('error', (error: Error) => {
        if (Date.now() - this.lastErrorLoggedAt < 30_000) return;
        this.lastErrorLoggedAt = Date.now();
        this.logger.warn(`queue connection problem: ${error.message}`);
      });
    }
  }

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  /** Adds a job with its definition's queue, options, id and deduplication key; `delayMs` postpones it. */
  async enqueue<N extends JobName>(name: N, payload: PayloadOf<N>, delayMs = 0): Promise<EnqueuedJob> {
    const definition = JOB_DEFINITIONS[name];
    const jobId = definition.jobId(payload);
    const deduplicationKey = definition.deduplicationKey?.(payload);
    const queue = this.queue(definition.queue);
    const job = await this.call(async () => {
      const added = await queue.add(name, payload, {
        ...definition.options,
        ...(delayMs > 0 ? { delay: delayMs } : {}),
        jobId,
        ...(deduplicationKey ? { deduplication: { id: deduplicationKey } } : {}),
      });
      await this.confirmed(queue);
      return added;
    });
    const id = job.id ?? jobId;
    return { id, created: id === jobId };
  }

  /**
   * Adds many jobs of one kind in one round trip, for the worker's fan-outs;
   * each keeps its definition's id, so adding the same batch twice adds nothing.
   */
  async enqueueBulk<N extends JobName>(name: N, payloads: PayloadOf<N>[]): Promise<void> {
    const definition = JOB_DEFINITIONS[name];
    const queue = this.queue(definition.queue);
    await queue.addBulk(
      payloads.map((payload) => ({
        name,
        data: payload,
        opts: { ...definition.options, jobId: definition.jobId(payload) },
      })),
    );
    await this.confirmed(queue);
  }

  /** With REDIS_WAIT_REPLICAS, resolves once that many replicas hold what this queue's connection wrote. */
  private confirmed(queue: Queue): Promise<void> {
    return confirmOnReplicas(queue, this.waitReplicas, this.queueSlot);
  }

  /**
   * Removes the job this payload was added as, if it is still waiting or
   * delayed; true when one was removed. A job already running is left to finish.
   */
  async cancel<N extends JobName>(name: N, payload: PayloadOf<N>): Promise<boolean> {
    const definition = JOB_DEFINITIONS[name];
    const queue = this.queue(definition.queue);
    return this.call(async () => (await queue.remove(definition.jobId(payload))) === 1);
  }

  /** Whether the job this payload would be added as is still in its queue (waiting, delayed, running or kept). */
  async has<N extends JobName>(name: N, payload: PayloadOf<N>): Promise<boolean> {
    const definition = JOB_DEFINITIONS[name];
    return (await this.queue(definition.queue).getJob(definition.jobId(payload))) !== undefined;
  }

  /**
   * Runs one call against the queue's datastore for a request: within 3 s, or
   * the 503 with Retry-After. BullMQ waits for its connection before failing;
   * when the API's own Redis client already knows Redis is gone (it is
   * retrying), the answer is the same 503, only at once.
   */
  async call<T>(operation: () => Promise<T>): Promise<T> {
    const status = this.redis?.client?.status;
    if (status === 'reconnecting' || status === 'end' || status === 'close') throw queueUnavailable();
    try {
      return await withTimeout(operation(), QUEUE_CALL_TIMEOUT_MS);
    } catch (error) {
      throw queueUnavailable(error);
    }
  }

  /**
   * Answers the 503 that enqueueing on this queue would, without adding
   * anything: for a route whose answer must not depend on whether it went on
   * to enqueue.
   */
  async assertReachable(name: QueueName): Promise<void> {
    await this.call(() => this.queue(name).getJobCounts('waiting'));
  }

  /** A round trip to the queue's datastore (Redis or Postgres), for /api/health. */
  async ping(): Promise<boolean> {
    try {
      await withTimeout(this.queue(QueueName.Publishing).getJobCounts('waiting'), PING_TIMEOUT_MS);
      return true;
    } catch {
      return false;
    }
  }
}
