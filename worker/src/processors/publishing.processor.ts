import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { ScheduledPublisher } from '../publishing/scheduled-publisher';
import { oneQueueProcessor } from './one-queue-processor';

export const PublishingProcessor = oneQueueProcessor(QueueName.Publishing, [ScheduledPublisher], (publisher) => ({
  [JobName.PublishScheduled]: (job) => publisher.publishOne(job.data),
  [JobName.PublishOverdue]: () => publisher.publishOverdue(),
}));
