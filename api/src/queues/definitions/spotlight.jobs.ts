import { jobsOnQueue, oncePerWeek } from '../job-definition';
import { JobName } from '../job-names';
import { NETWORK_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

/** The Monday queue: each run is about one week and reads the network, one run per week at a time. */
export const SPOTLIGHT_JOBS = jobsOnQueue(QueueName.Spotlight, {
  [JobName.GenerateSpotlight]: oncePerWeek(JobName.GenerateSpotlight, NETWORK_JOB_OPTIONS),
  [JobName.DraftWeeklyDigest]: oncePerWeek(JobName.DraftWeeklyDigest, NETWORK_JOB_OPTIONS),
  // The weekly chart reads the network like the spotlight's neighbours, on the same Monday queue.
  [JobName.BuildWeeklyChart]: oncePerWeek(JobName.BuildWeeklyChart, NETWORK_JOB_OPTIONS),
});
