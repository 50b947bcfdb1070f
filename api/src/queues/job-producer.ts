import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, OnModuleInit, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { JOB_QUEUE, JobName } from './job-names';
import type { JobPayloads } from './job-payloads';
import { ALL_QUEUES, QueueName } from './queue-names';
import { RedisService } from '../redis/redis.module';

export const QUEUE_UNAVAILABLE_MESSAGE = 'The job queue is unavailable right now. Please try again in a minute.';

/** The one way code enqueues work: typed by job name, failing fast with a 503 when the queue is down. */
@Injectable()
export class JobProducer implements OnModuleInit {
  private readonly logger = new Logger(JobProducer.name);
  private lastErrorLoggedAt = 0;

  constructor(
    private readonly moduleRef: ModuleRef,
    // Only the API has it (the worker waits for Redis instead of failing fast).
    @Optional() private readonly redis?: RedisService,
  ) {}

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

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<Job> {
    const queue = this.queue(JOB_QUEUE[name]);
    this.failFastWhenRedisIsKnownDown();
    try {
      return await withTimeout(queue.add(name, payload, options), 3_000);
    } catch (error) {
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }

  /**
   * BullMQ waits for its connection before failing, up to the 3 s timeout. When
   * the API's own Redis client already knows Redis is gone (it is retrying), the
   * answer is the same 503, only at once.
   */
  failFastWhenRedisIsKnownDown(): void {
    const status = this.redis?.client?.status;
    if (status === 'reconnecting' || status === 'end' || status === 'close') {
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE);
    }
  }

  /** A round trip to the queue's datastore (Redis or Postgres), for /api/health. */
  async ping(): Promise<boolean> {
    try {
      await withTimeout(this.queue(QueueName.Stats).getJobCounts('waiting'), 1_500);
      return true;
    } catch {
      return false;
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
