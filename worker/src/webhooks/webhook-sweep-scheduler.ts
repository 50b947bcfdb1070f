import { Injectable } from '@nestjs/common';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { recurringSweep } from '../sweeps/recurring-sweep';

/** The webhook sweep, every WEBHOOKS_SWEEP_EVERY_MS and as each worker starts. */
@Injectable()
export class WebhookSweepScheduler extends recurringSweep({
  queue: QueueName.Webhooks,
  schedulerId: 'dispatch-webhook-events',
  job: JobName.DispatchWebhookEvents,
  everyMs: (config) => config.webhooks.sweepEveryMs,
  what: 'webhook sweep',
}) {}
