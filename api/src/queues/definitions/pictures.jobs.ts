import { pictureHash } from '../../shared/domain/picture-variants';
import { jobsOnQueue, oneAtATime } from '../job-definition';
import { JobName } from '../job-names';
import { PICTURE_JOB_OPTIONS, SWEEP_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

export const PICTURE_JOBS = jobsOnQueue(QueueName.Pictures, {
  // One job per picture address: its hash is the id, so content naming the picture twice (or a sweep
  // finding it again while it waits) queues it once; a run after it is stored changes nothing.
  [JobName.ProcessPicture]: {
    options: PICTURE_JOB_OPTIONS,
    jobId: (payload) => `picture-${pictureHash(payload.sourceUrl)}`,
  },
  // Repeated by the worker's scheduler and run once as each worker starts; one at a time.
  [JobName.FindNewPictures]: oneAtATime(JobName.FindNewPictures, SWEEP_JOB_OPTIONS),
});
