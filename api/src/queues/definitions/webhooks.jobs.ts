import { jobsOnQueue, oneAtATime } from '../job-definition';
import { JobName } from '../job-names';
import { SWEEP_JOB_OPTIONS, WEBHOOK_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

export const WEBHOOK_JOBS = jobsOnQueue(QueueName.Webhooks, {
  // One job per delivery at a time: the sweep and "send again" queue it by the same id; a job finds the
  // delivery no longer due when another attempt got there first.
  [JobName.DeliverWebhook]: {
    options: WEBHOOK_JOB_OPTIONS,
    jobId: (payload) => `webhook-delivery-${payload.deliveryId}`,
  },
  // Repeated by the worker's scheduler, and run once as each worker starts; one at a time.
  [JobName.DispatchWebhookEvents]: oneAtATime(JobName.DispatchWebhookEvents, SWEEP_JOB_OPTIONS),
});
