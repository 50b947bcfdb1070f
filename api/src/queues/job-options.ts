import type { JobsOptions, WorkerOptions } from 'bullmq';

/** Network work is retried: 3 attempts with exponential backoff starting at 2 s. */
export const NETWORK_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 200 },
  removeOnFail: { age: 14 * 24 * 3600, count: 500 },
};

/** Cheap local writes: retried too, but kept briefly. */
export const SIGNAL_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600, count: 1000 },
};

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

/**
 * Artist matching is local work that reads the story (or artist) as it is when
 * it runs, so a retry after a passing database hiccup is all it needs.
 */
export const MENTION_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 500 },
  removeOnFail: { age: 7 * 24 * 3600, count: 500 },
};

/** A refresh every minute: the next run repairs a failed one, so only a short history is kept. */
export const STATS_JOB_OPTIONS: JobsOptions = { removeOnComplete: 50, removeOnFail: 50 };

/**
 * Email: a mail server that says "try later" or is down for a while gets ten
 * attempts over about eight minutes (1 s, 2 s, 4 s ... 256 s apart); a
 * permanent rejection stops at once (the processor marks it unrecoverable).
 */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 1000 },
};

/**
 * One recipient of a newsletter: retried like any email, but the delivery row
 * keeps the outcome, so a finished job is not kept in Redis (10,000 recipients
 * would be 10,000 entries). A priority lets confirmation and welcome emails,
 * which carry none, overtake a long send.
 */
export const NEWSLETTER_EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1_000 },
  priority: 10,
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
};

/**
 * Lock and stall timings: a worker renews its lock every lockDuration/2; if it
 * dies, another worker's stalled check (every stalledInterval) takes the job
 * over. 10 s + 5 s keeps a killed worker's job waiting under 20 s.
 */
export const WORKER_LOCK_OPTIONS: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'> = {
  lockDuration: 10_000,
  stalledInterval: 5_000,
  maxStalledCount: 2,
};
