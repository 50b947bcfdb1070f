import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { WebhookDeliveriesStore } from '@api/modules/webhooks/webhook-deliveries.store';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import type { JobResult } from '@api/queues/job-payloads';

const EVENTS_PER_BATCH = 200;
const DUE_PER_SWEEP = 500;

/**
 * The sweep behind webhooks: turns the events the database recorded into one
 * delivery per interested endpoint, then queues every delivery that is due
 * (new ones, retries whose time came, and any whose job was lost). A job's id
 * is its delivery's, so queueing one already waiting adds nothing.
 */
@Injectable()
export class WebhookDispatcher {
  constructor(
    private readonly deliveries: WebhookDeliveriesStore,
    private readonly jobs: JobProducer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sweep(): Promise<JobResult> {
    let events = 0;
    for (;;) {
      const taken = await this.deliveries.dispatchNew(EVENTS_PER_BATCH, this.config.webhooks.giveUpAfterMs);
      events += taken;
      if (taken < EVENTS_PER_BATCH) break;
    }
    const due = await this.deliveries.due(DUE_PER_SWEEP);
    if (due.length > 0) {
      await this.jobs.enqueueBulk(
        JobName.DeliverWebhook,
        due.map((delivery) => ({ deliveryId: delivery.id })),
      );
    }
    return { message: `Dispatched ${events} events; queued ${due.length} due deliveries` };
  }
}
