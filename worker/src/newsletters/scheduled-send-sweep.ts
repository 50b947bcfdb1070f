import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { NewsletterDeliveriesStore } from '@api/modules/newsletter-deliveries/newsletter-deliveries.store';
import { NewslettersStore } from '@api/modules/newsletters/newsletters.store';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';

const SWEEP_EVERY_MS = 60_000;

/**
 * A scheduled send lives as a delayed job, which BullMQ runs as soon as any
 * worker is up, however late. This sweep covers the rest: a send whose job
 * never reached the queue or was lost with it (a Redis without persistence)
 * is queued again when a worker starts and every minute after. The job id is
 * the send key, so a job that still exists is not added twice. It also marks
 * sent a send whose emails are all settled but whose end nobody saw (its last
 * emails settled at the same moment, each seeing the other still open).
 */
@Injectable()
export class ScheduledSendSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScheduledSendSweep.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly newsletters: NewslettersStore,
    private readonly deliveries: NewsletterDeliveriesStore,
    private readonly jobs: JobProducer,
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
      for (const id of await this.newsletters.sendingIds()) {
        if (!(await this.deliveries.hasOpen(id))) await this.newsletters.markSent(id);
      }
    } catch (error) {
      this.logger.warn(`overdue scheduled sends not checked this time: ${String(error)}`);
    }
  }
}
