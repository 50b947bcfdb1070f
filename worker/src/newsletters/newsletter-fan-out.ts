import { Injectable } from '@nestjs/common';
import { NewsletterDeliveriesStore } from '@api/modules/newsletter-deliveries/newsletter-deliveries.store';
import { NewsletterSendsStore } from '@api/modules/newsletters/newsletter-sends.store';
import { SubscriptionsStore } from '@api/modules/subscriptions/subscriptions.store';
import { roundOfSendKey } from '@api/queues/job-keys';
import { JobName } from '@api/queues/job-names';
import type { JobResult, SendNewsletterPayload } from '@api/queues/job-payloads';
import { JobProducer } from '@api/queues/job-producer';
import { PersonalDigestPicker } from '../digest/personal-digest-picker';

const QUEUE_BATCH = 1_000;
/** How many of a send's last emails check, once sent, whether the send is over. */
const CLOSING_TAIL = 200;

/**
 * One send of a newsletter: takes it from scheduled to sending, snapshots the
 * active subscribers of its segment (one delivery row each), keeps each
 * recipient's picks when the newsletter is written per reader, then queues one
 * email job per recipient still waiting. Every step can run again: the
 * snapshot adds only missing rows and the jobs have fixed ids, so a worker
 * killed halfway leaves the next one to finish, not to double anything.
 */
@Injectable()
export class NewsletterFanOut {
  constructor(
    private readonly newsletters: NewsletterSendsStore,
    private readonly subscriptions: SubscriptionsStore,
    private readonly deliveries: NewsletterDeliveriesStore,
    private readonly jobs: JobProducer,
    private readonly personalPicks: PersonalDigestPicker,
  ) {}

  async run(payload: SendNewsletterPayload, progress: (percent: number) => Promise<void>): Promise<JobResult> {
    const newsletter = await this.newsletters.startSending(payload.newsletterId, payload.sendKey);
    if (!newsletter) {
      return { message: 'Nothing sent: the send was cancelled or replaced by another.', skipped: true };
    }
    if (!payload.retry) {
      const recipients = await this.subscriptions.idsInSegment(newsletter.segment ?? {});
      const total = await this.deliveries.snapshot(newsletter.id, recipients);
      await this.newsletters.recordRecipients(newsletter.id, total);
    }
    await progress(20);
    // A digest written for each reader: every recipient's picks are chosen and kept before any email is queued.
    await this.personalPicks.pickAll(newsletter.id);

    const queued = await this.queueOpenDeliveries(newsletter.id, roundOfSendKey(payload.sendKey));
    if (!(await this.deliveries.hasOpen(newsletter.id))) await this.newsletters.markSent(newsletter.id);
    await progress(100);
    return { message: `Queued ${queued} emails of "${newsletter.title}".`, queued };
  }

  /**
   * One email job per delivery still waiting, under the send's round. Job ids
   * are fixed, so a job still in the queue is not added again: the sweep calls
   * this too, for a send whose jobs were lost. Returns how many deliveries wait.
   */
  async queueOpenDeliveries(newsletterId: number, round: string): Promise<number> {
    const ids: number[] = [];
    for (let page = await this.deliveries.queuedIds(newsletterId, 0, QUEUE_BATCH); page.length > 0;) {
      ids.push(...page);
      page = await this.deliveries.queuedIds(newsletterId, page[page.length - 1], QUEUE_BATCH);
    }
    // Only the last emails of a send ask whether it is over (emails leave roughly in id order);
    // asking after each of 10,000 would cost a query apiece. The sweep settles any other ending.
    const closingFrom = ids.length - CLOSING_TAIL;
    for (let start = 0; start < ids.length; start += QUEUE_BATCH) {
      await this.jobs.enqueueBulk(
        JobName.SendNewsletterEmail,
        ids.slice(start, start + QUEUE_BATCH).map((deliveryId, offset) => ({
          newsletterId,
          deliveryId,
          round,
          ...(start + offset >= closingFrom ? { closing: true } : {}),
        })),
      );
    }
    return ids.length;
  }
}
