import { ADMIN_JOB_NAMES } from '../shared/contracts/job-names';
import { EMAIL_JOBS } from './definitions/email.jobs';
import { FEDIVERSE_JOBS } from './definitions/fediverse.jobs';
import { MENTION_JOBS } from './definitions/mentions.jobs';
import { PICTURE_JOBS } from './definitions/pictures.jobs';
import { PUBLISHING_JOBS } from './definitions/publishing.jobs';
import { RECOMMENDATION_JOBS, SIGNAL_JOBS } from './definitions/readers.jobs';
import { SCRAPING_JOBS } from './definitions/scraping.jobs';
import { SPOTLIGHT_JOBS } from './definitions/spotlight.jobs';
import { WEBHOOK_JOBS } from './definitions/webhooks.jobs';
import type { JobDefinition } from './job-definition';
import { JobName } from './job-names';
import type { PayloadOf } from './job-payloads';
import type { QueueName } from './queue-names';

type JobDefinitions = { readonly [N in JobName]: JobDefinition<N> };

/** Every job's definition, one file per queue in definitions/; a job missing from them fails to compile. */
function defineJobs<const D extends JobDefinitions>(definitions: D): D {
  return definitions;
}

const DEFINITIONS = defineJobs({
  ...SCRAPING_JOBS,
  ...SPOTLIGHT_JOBS,
  ...RECOMMENDATION_JOBS,
  ...SIGNAL_JOBS,
  ...EMAIL_JOBS,
  ...MENTION_JOBS,
  ...PUBLISHING_JOBS,
  ...WEBHOOK_JOBS,
  ...PICTURE_JOBS,
  ...FEDIVERSE_JOBS,
});

export const JOB_DEFINITIONS: JobDefinitions = DEFINITIONS;

/** The job names bound to one queue, as a type: a processor's handler map must cover exactly these. */
export type JobsOfQueue<Q extends QueueName> = {
  [N in JobName]: (typeof DEFINITIONS)[N]['queue'] extends Q ? N : never;
}[JobName];

const ALL_JOB_NAMES: readonly string[] = Object.values(JobName);

export function isJobName(name: string): name is JobName {
  return ALL_JOB_NAMES.includes(name);
}

export function jobsOfQueue<Q extends QueueName>(queue: Q): JobsOfQueue<Q>[] {
  return Object.values(JobName).filter((name) => isJobOfQueue(name, queue));
}

/** A job read back from a queue carries a plain string name; this tells whether it is one of that queue's jobs. */
export function isJobOfQueue<Q extends QueueName>(name: string, queue: Q): name is JobsOfQueue<Q> {
  return isJobName(name) && JOB_DEFINITIONS[name].queue === queue;
}

/** The queues whose runs the Automation tab lists. */
export const ADMIN_RUN_QUEUES: readonly QueueName[] = [
  ...new Set(ADMIN_JOB_NAMES.map((name) => JOB_DEFINITIONS[name].queue)),
];

/** What a job scheduler repeats: the job's name, a payload of its type and its definition's options. */
export function scheduledJob<N extends JobName>(name: N, data: PayloadOf<N>) {
  return { name, data, opts: JOB_DEFINITIONS[name].options };
}
