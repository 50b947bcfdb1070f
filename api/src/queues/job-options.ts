import type { BackoffOptions, JobsOptions, KeepJobs, WorkerOptions } from 'bullmq';

const HOUR = 3_600;
const DAY = 24 * HOUR;

/** What Redis keeps of finished jobs: those younger than `age` seconds, at most `count` of them. */
function kept(age: number, count: number): KeepJobs {
  return { age, count };
}

function exponential(delay: number): BackoffOptions {
  return { type: 'exponential', delay };
}

/** Up to `attempts` tries, `backoff` apart; `history` is what is kept of completed and failed jobs. */
function retried(
  attempts: number,
  backoff: BackoffOptions,
  history: { completed: JobsOptions['removeOnComplete']; failed: KeepJobs },
): JobsOptions {
  return { attempts, backoff, removeOnComplete: history.completed, removeOnFail: history.failed };
}

/** Network work is retried: 3 attempts with exponential backoff starting at 2 s. */
export const NETWORK_JOB_OPTIONS = retried(3, exponential(2_000), {
  completed: kept(7 * DAY, 200),
  failed: kept(14 * DAY, 500),
});

/** Cheap local writes: retried too, but kept briefly. */
export const SIGNAL_JOB_OPTIONS = retried(3, exponential(500), {
  completed: kept(HOUR, 1000),
  failed: kept(DAY, 1000),
});

/**
 * The local engine cannot fail on bad input and OpenAI trouble already falls
 * back inside the job, so a retry only helps with a passing database hiccup.
 */
export const RECOMMENDATION_JOB_OPTIONS = retried(
  2,
  { type: 'fixed', delay: 1_000 },
  { completed: kept(HOUR, 1_000), failed: kept(DAY, 1_000) },
);

/**
 * Artist matching is local work that reads the story (or artist) as it is when
 * it runs, so a retry after a passing database hiccup is all it needs.
 */
export const MENTION_JOB_OPTIONS = retried(3, exponential(1_000), {
  completed: kept(DAY, 500),
  failed: kept(7 * DAY, 500),
});

/**
 * Publishing is one UPDATE that only succeeds once, so it is retried for a
 * passing database hiccup; the sweep publishes anything a lost job left behind.
 */
export const PUBLISH_JOB_OPTIONS = retried(5, exponential(1_000), {
  completed: kept(7 * DAY, 1_000),
  failed: kept(14 * DAY, 1_000),
});

/**
 * A picture's fetch and encoding: an outlet that is slow or down gets four
 * tries over about a minute (5 s, 10 s, 20 s apart); a refusal (not a
 * picture, too large, a private address) is final and not retried.
 */
export const PICTURE_JOB_OPTIONS = retried(4, exponential(5_000), {
  completed: kept(DAY, 1_000),
  failed: kept(7 * DAY, 1_000),
});

/** A sweep repeated every minute or so: the next run repairs a failed one, so only a short history is kept. */
export const SWEEP_JOB_OPTIONS: JobsOptions = { removeOnComplete: 50, removeOnFail: 50 };

/**
 * Email: a mail server that says "try later" or is down for a while gets ten
 * attempts over about eight minutes (1 s, 2 s, 4 s ... 256 s apart); a
 * permanent rejection stops at once (the processor marks it unrecoverable).
 */
export const EMAIL_JOB_OPTIONS = retried(10, exponential(1_000), {
  completed: kept(7 * DAY, 1000),
  failed: kept(30 * DAY, 1000),
});

/**
 * One recipient of a newsletter: retried like any email, but the delivery row
 * keeps the outcome, so a finished job is not kept in Redis (10,000 recipients
 * would be 10,000 entries). A priority lets confirmation and welcome emails,
 * which carry none, overtake a long send.
 */
export const NEWSLETTER_EMAIL_JOB_OPTIONS: JobsOptions = {
  ...retried(6, exponential(1_000), { completed: true, failed: kept(7 * DAY, 1000) }),
  priority: 10,
};

/**
 * One webhook attempt: the delivery row keeps its outcome and schedules the
 * next attempt itself (exponential, for a day), so the job is never retried by
 * BullMQ and leaves nothing in Redis: its id is free again for the next attempt.
 */
export const WEBHOOK_JOB_OPTIONS: JobsOptions = { attempts: 1, removeOnComplete: true, removeOnFail: true };

/**
 * A fediverse delivery is retried by BullMQ itself, 30 s after the first
 * failure and twice as long after each next one: twelve attempts, the last
 * about 17 hours (30 s x 2047) after the first; then it is given up and left
 * among the failed jobs for a day.
 */
export const FEDIVERSE_DELIVERY_JOB_OPTIONS: JobsOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 86_400 },
  removeOnFail: { age: 86_400 },
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
