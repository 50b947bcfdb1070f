import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { NewsletterDeliveriesStore } from '@api/modules/newsletter-deliveries/newsletter-deliveries.store';
import { NewsletterSendsStore } from '@api/modules/newsletters/newsletter-sends.store';
import { roundOfSendKey } from '@api/queues/job-keys';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { NewsletterFanOut } from './newsletter-fan-out';

const SWEEP_EVERY_MS = 60_000;

/**
 * A scheduled send lives as a delayed job, which BullMQ runs as soon as any
 * worker is up, however late. This sweep covers the rest, when a worker
 * starts and every minute after:
 * - a scheduled send whose job never reached the queue or was lost with it (a
 *   Redis without persistence) is queued again; the job id is the send key, so
 *   a job that still exists is not added twice;
 * - a send under way whose email jobs were lost has them queued again (the
 *   deliveries still waiting are the record; a settled one is never re-sent);
 * - a send whose emails are all settled but whose end nobody saw (its last
 *   emails settled at the same moment, each seeing the other still open) is
 *   marked sent.
 */
@Injectable()
export class ScheduledSendSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScheduledSendSweep.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly newsletters: NewsletterSendsStore,
    private readonly deliveries: NewsletterDeliveriesStore,
    private readonly jobs: JobProducer,
    private readonly fanOut: NewsletterFanOut,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      for (const due of await this.newsletters.overdueScheduled()) {
        await this.jobs.enqueue(JobName.SendNewsletter, { newsletterId: due.id, sendKey: due.sendJobId });
      }
      for (const send of await this.newsletters.underWay()) await this.lookAfter(send);
    } catch (error) {
      this.logger.warn(`overdue scheduled sends not checked this time: ${String(error)}`);
    }
  }

  /**
   * Emails leave roughly in delivery order, so the first delivery still
   * waiting has its job in the queue unless the queue lost the send's jobs.
   */
  private async lookAfter(send: { id: number; sendJobId: string }): Promise<void> {
    const [firstOpen] = await this.deliveries.queuedIds(send.id, 0, 1);
    if (firstOpen === undefined) {
      await this.newsletters.markSent(send.id);
      return;
    }
    const round = roundOfSendKey(send.sendJobId);
    const payload = { newsletterId: send.id, deliveryId: firstOpen, round };
    if (await this.jobs.has(JobName.SendNewsletterEmail, payload)) return;
    const requeued = await this.fanOut.queueOpenDeliveries(send.id, round);
    this.logger.warn(`newsletter ${send.id}: its email jobs were lost; queued the ${requeued} still waiting again`);
  }
}
