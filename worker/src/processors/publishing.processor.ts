import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { ScheduledPublisher } from '../publishing/scheduled-publisher';
import { UnusedUploadCleanup } from '../uploads/unused-upload-cleanup';
import { oneQueueProcessor } from './one-queue-processor';

export const PublishingProcessor = oneQueueProcessor(
  QueueName.Publishing,
  [ScheduledPublisher, UnusedUploadCleanup],
  (publisher, uploads) => ({
    [JobName.PublishScheduled]: (job) => publisher.publishOne(job.data),
    [JobName.PublishOverdue]: () => publisher.publishOverdue(),
    [JobName.CleanUpUploads]: () => uploads.cleanUp(),
  }),
);
