import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Job, JobsOptions } from 'bullmq';
import { JobName } from '../../queues/job-names';
import { JobProducer, QUEUE_UNAVAILABLE_MESSAGE } from '../../queues/job-producer';
import type { GenerateRecommendationsPayload } from '../../queues/job-payloads';
import { QueueName } from '../../queues/queue-names';
import {
  RECOMMENDATIONS_LIMIT,
  RecommendationJobState,
  RecommendationJobView,
} from '../../shared/contracts/personalization';

/**
 * The local engine cannot fail on bad input and OpenAI trouble already falls
 * back inside the job, so a retry only helps with a passing database hiccup.
 */
export const RECOMMENDATION_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 1_000 },
  removeOnComplete: { age: 3_600, count: 1_000 },
  removeOnFail: { age: 24 * 3_600, count: 1_000 },
};

const PENDING_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const JOB_NOT_FOUND = 'This recommendation job was not found. Start a new one with POST /api/personalization/generate.';

/** One id per session: while that job is pending, asking again finds it instead of queueing another. */
export function recommendationJobId(sessionId: string): string {
  return `recommendations-${sessionId}`;
}

@Injectable()
export class RecommendationJobsService {
  constructor(private readonly producer: JobProducer) {}

  async request(sessionId: string): Promise<string> {
    const jobId = recommendationJobId(sessionId);
    const existing = await this.queueCall(() => this.queue().getJob(jobId));
    if (existing) {
      const state = await this.queueCall(() => existing.getState());
      if (PENDING_STATES.has(state)) return jobId;
      // A finished run keeps its id in the queue; clear it so the id can be used again.
      // If another request removed or re-added it first, the add below simply finds that job.
      await existing.remove().catch(() => undefined);
    }
    const payload: GenerateRecommendationsPayload = { sessionId, limit: RECOMMENDATIONS_LIMIT };
    const job = await this.producer.enqueue(JobName.GenerateRecommendations, payload, {
      ...RECOMMENDATION_JOB_OPTIONS,
      jobId,
    });
    return job.id ?? jobId;
  }

  /** Only the session that asked for a job can see it; to everyone else it does not exist. */
  async status(jobId: string, sessionId: string): Promise<RecommendationJobView> {
    if (!JOB_ID_PATTERN.test(jobId)) throw new NotFoundException(JOB_NOT_FOUND);
    const job: Job | undefined = await this.queueCall(() => this.queue().getJob(jobId));
    const payload = job?.data as Partial<GenerateRecommendationsPayload> | undefined;
    if (!job || job.name !== JobName.GenerateRecommendations || payload?.sessionId !== sessionId) {
      throw new NotFoundException(JOB_NOT_FOUND);
    }
    const state = publicState(await this.queueCall(() => job.getState()));
    return {
      id: job.id ?? jobId,
      state,
      progress: state === 'completed' ? 100 : clampProgress(job.progress),
      failedReason: state === 'failed' ? job.failedReason || 'The job failed.' : null,
      finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    };
  }

  private queue() {
    return this.producer.queue(QueueName.Recommendations);
  }

  private async queueCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }
}

function publicState(state: string): RecommendationJobState {
  switch (state) {
    case 'active':
    case 'completed':
    case 'failed':
    case 'delayed':
      return state;
    default:
      return 'waiting'; // waiting, prioritized, waiting-children, or a job being replaced
  }
}

function clampProgress(progress: unknown): number {
  const value = typeof progress === 'number' ? progress : 0;
  return Math.max(0, Math.min(100, Math.round(value)));
}
