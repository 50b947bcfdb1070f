import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { FediverseDeliverer } from '../fediverse/fediverse-deliverer';
import { StoryActivityDispatcher } from '../fediverse/story-activity-dispatcher';
import { oneQueueProcessor } from './one-queue-processor';

export const FediverseProcessor = oneQueueProcessor(
  QueueName.Fediverse,
  [FediverseDeliverer, StoryActivityDispatcher],
  (deliverer, dispatcher) => ({
    [JobName.DispatchStoryActivities]: () => dispatcher.sweep(),
    [JobName.DeliverStoryActivity]: (job) => deliverer.deliverStory(job.data),
    [JobName.AcceptFediverseFollow]: (job) => deliverer.acceptFollow(job.data),
  }),
);
