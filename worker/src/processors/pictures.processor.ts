import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { NewPictureSweep } from '../pictures/new-picture-sweep';
import { PictureProcessing } from '../pictures/picture-processing';
import { oneQueueProcessor } from './one-queue-processor';

export const PicturesProcessor = oneQueueProcessor(
  QueueName.Pictures,
  [PictureProcessing, NewPictureSweep],
  (processing, sweep) => ({
    [JobName.ProcessPicture]: (job) => processing.process(job.data.sourceUrl),
    [JobName.FindNewPictures]: () => sweep.queueNew(),
  }),
);
