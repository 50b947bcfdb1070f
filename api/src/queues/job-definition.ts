import type { JobsOptions } from 'bullmq';
import { currentIsoWeek } from '../shared/domain/iso-week';
import { uniqueJobId } from './job-keys';
import { JobName } from './job-names';
import type { PayloadOf } from './job-payloads';
import type { QueueName } from './queue-names';

/** Everything the producer needs to add one kind of job: services give it only the name and the payload. */
export interface JobDefinition<N extends JobName> {
  queue: QueueName;
  options: JobsOptions;
  /** The id a new job gets (see job-keys.ts for what makes a good one). */
  jobId: (payload: PayloadOf<N>) => string;
  /**
   * While a job with this key is waiting, delayed or active, adding another
   * returns that job instead of queueing a second run.
   */
  deduplicationKey?: (payload: PayloadOf<N>) => string;
}

type DefinitionsWithoutQueue = { readonly [N in JobName]?: Omit<JobDefinition<N>, 'queue'> };

/**
 * The definitions of one queue's jobs, each bound to that queue. The queue stays a literal type,
 * so the worker's handler maps can be checked per queue.
 */
export function jobsOnQueue<Q extends QueueName, const D extends DefinitionsWithoutQueue>(
  queue: Q,
  definitions: D,
): { readonly [N in keyof D]: D[N] & { queue: Q } } {
  const bound = Object.entries(definitions).map(([name, definition]) => [name, { ...definition, queue }]);
  return Object.fromEntries(bound) as { readonly [N in keyof D]: D[N] & { queue: Q } };
}

/** A job that runs one at a time (scrapes, sweeps): asking again while one waits or runs finds that one. */
export function oneAtATime(name: JobName, options: JobsOptions) {
  return { options, jobId: () => uniqueJobId(name), deduplicationKey: () => name };
}

type WeekJob = JobName.GenerateSpotlight | JobName.DraftWeeklyDigest | JobName.BuildWeeklyChart;

/** A job about one ISO week (the one it names, else the week it was asked in): one run per week at a time. */
export function oncePerWeek(name: WeekJob, options: JobsOptions) {
  const weekKey = (payload: { week?: string }) => `${name}-${payload.week ?? currentIsoWeek()}`;
  return { options, jobId: (payload: { week?: string }) => uniqueJobId(weekKey(payload)), deduplicationKey: weekKey };
}
