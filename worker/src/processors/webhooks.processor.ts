import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { WebhookDeliverer } from '../webhooks/webhook-deliverer';
import { WebhookDispatcher } from '../webhooks/webhook-dispatcher';
import { oneQueueProcessor } from './one-queue-processor';

export const WebhooksProcessor = oneQueueProcessor(
  QueueName.Webhooks,
  [WebhookDeliverer, WebhookDispatcher],
  (deliverer, dispatcher) => ({
    [JobName.DeliverWebhook]: (job) => deliverer.deliver(job.data),
    [JobName.DispatchWebhookEvents]: () => dispatcher.sweep(),
  }),
);
