import { jobsOnQueue } from '../job-definition';
import { uniqueJobId } from '../job-keys';
import { JobName } from '../job-names';
import { RECOMMENDATION_JOB_OPTIONS, SIGNAL_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

/** What readers set off: a recommendation list for their session, and the signals of their reading. */
export const RECOMMENDATION_JOBS = jobsOnQueue(QueueName.Recommendations, {
  // One pending generation per session: asking again while it runs finds that job.
  [JobName.GenerateRecommendations]: {
    options: RECOMMENDATION_JOB_OPTIONS,
    jobId: () => uniqueJobId('recommendations'),
    deduplicationKey: (payload) => `recommendations-${payload.sessionId}`,
  },
});

export const SIGNAL_JOBS = jobsOnQueue(QueueName.Signals, {
  // The eventId is also the stored row's unique key, so a signal delivered twice is stored once.
  [JobName.RecordInteraction]: { options: SIGNAL_JOB_OPTIONS, jobId: (payload) => `interaction-${payload.eventId}` },
  [JobName.RecordVisit]: { options: SIGNAL_JOB_OPTIONS, jobId: () => uniqueJobId('visit') },
});
