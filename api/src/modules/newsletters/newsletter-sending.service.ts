import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { NewsletterMessage, newsletterWebUrl } from '../../mail/templates/newsletter-message';
import { newsletterSendKey } from '../../queues/job-keys';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import { QueueName } from '../../queues/queue-names';
import type { JobAccepted } from '../../shared/contracts/jobs';
import {
  CONFIRM_SEND_ABOVE,
  type NewsletterDeliveryStats,
  type NewsletterPreview,
  type NewsletterRecipients,
  type NewsletterSegment,
  type NewsletterSendAccepted,
} from '../../shared/contracts/newsletters';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { NewsletterDeliveriesStore } from '../newsletter-deliveries/newsletter-deliveries.store';
import { SubscriptionsStore } from '../subscriptions/subscriptions.store';
import type { PreviewNewsletterDto, SendNewsletterDto } from './dto/newsletter-send.dto';
import { Newsletter } from './newsletter.entity';
import { requireConfirmedCount } from './send-confirmation';
import { NewslettersStore } from './newsletters.store';
import { NewsletterSendsStore } from './newsletter-sends.store';

/** A send can be scheduled up to a year ahead; BullMQ holds it as a delayed job until then. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3600 * 1000;

/**
 * What the admin does with a newsletter beyond editing it: preview, test,
 * send or schedule, cancel, follow and retry. The API only decides and
 * enqueues; the worker snapshots the recipients and sends.
 */
@Injectable()
export class NewsletterSendingService {
  private readonly logger = new Logger(NewsletterSendingService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly newsletters: NewslettersStore,
    private readonly sends: NewsletterSendsStore,
    private readonly subscriptions: SubscriptionsStore,
    private readonly deliveries: NewsletterDeliveriesStore,
    private readonly jobs: JobProducer,
  ) {}

  preview(dto: PreviewNewsletterDto, id?: number): NewsletterPreview {
    const message = new NewsletterMessage(
      { title: dto.title, description: dto.description ?? '', content: dto.content },
      newsletterWebUrl(this.config.mail.publicUrl, id ?? 0),
    );
    return message.for({
      firstName: 'Alex',
      unsubscribeUrl: `${this.config.mail.publicUrl}/unsubscribe`,
      preferencesUrl: `${this.config.mail.publicUrl}/newsletter/preferences`,
    });
  }

  async test(id: number, emails: string[]): Promise<JobAccepted> {
    await this.found(id);
    const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
    const job = await this.jobs.enqueue(JobName.SendNewsletterTest, { newsletterId: id, emails: unique });
    return { jobId: job.id, message: `Test sent to ${unique.join(', ')}.` };
  }

  async send(id: number, dto: SendNewsletterDto): Promise<NewsletterSendAccepted> {
    const previous = await this.found(id);
    const now = Date.now();
    const wanted = dto.scheduledAt ? Date.parse(dto.scheduledAt) : now;
    if (wanted - now > MAX_SCHEDULE_AHEAD_MS) {
      throw new ConflictException('A send can be scheduled at most one year ahead.');
    }
    const scheduledAt = new Date(Math.max(wanted, now));
    const segment = cleanSegment(dto.segment);
    const recipients = await this.reachable(id, segment);
    requireConfirmedCount(recipients, dto.confirmCount);
    const sendKey = newsletterSendKey(id, now);
    const scheduled = await this.sends.schedule(id, { jobId: sendKey, scheduledAt, segment });
    if (!scheduled) throw this.busy(await this.found(id));
    try {
      await this.jobs.enqueue(JobName.SendNewsletter, { newsletterId: id, sendKey }, scheduledAt.getTime() - now);
    } catch (error) {
      await this.sends.unschedule(id, sendKey, previous);
      throw error;
    }
    return { jobId: sendKey, recipients, scheduledAt: scheduledAt.toISOString() };
  }

  /** Who a send to the segment would reach now, counted as the send counts (and its worker snapshots). */
  async recipients(id: number, wanted: NewsletterSegment): Promise<NewsletterRecipients> {
    await this.found(id);
    const segment = cleanSegment(wanted);
    const count = await this.reachable(id, segment);
    return { segment, count, confirmationRequired: count > CONFIRM_SEND_ABOVE };
  }

  /**
   * The active subscribers of the segment this newsletter has not reached yet:
   * the ones the worker's snapshot adds (a send after a finished one reaches
   * only those who joined since).
   */
  private async reachable(id: number, segment: NewsletterSegment): Promise<number> {
    return this.deliveries.countNotYetIn(id, await this.subscriptions.idsInSegment(segment));
  }

  /** Cancels a scheduled send; its job, if it runs anyway, finds the newsletter cancelled and sends nothing. */
  async cancel(id: number): Promise<void> {
    const jobId = await this.sends.cancelScheduled(id);
    if (!jobId) throw this.busy(await this.found(id), 'cancel');
    try {
      await this.jobs.call(() => this.jobs.queue(QueueName.Email).remove(jobId));
    } catch (error) {
      this.logger.warn(`cancelled send ${jobId} stays queued until it runs and finds nothing to do: ${String(error)}`);
    }
  }

  async stats(id: number): Promise<NewsletterDeliveryStats> {
    const newsletter = await this.found(id);
    return { status: newsletter.status, ...(await this.deliveries.counts(id)) };
  }

  /** Queues the failed deliveries of the last send again, as a new round of the same send. */
  async retryFailed(id: number): Promise<NewsletterSendAccepted> {
    const newsletter = await this.found(id);
    if (newsletter.status !== 'sent' && newsletter.status !== 'sending') throw this.busy(newsletter, 'retry');
    if ((await this.deliveries.countFailed(id)) === 0) {
      throw new ConflictException('No delivery of this newsletter has failed: there is nothing to retry.');
    }
    const sendKey = newsletterSendKey(id, Date.now());
    if (!(await this.sends.resumeSending(id, sendKey))) throw this.busy(await this.found(id), 'retry');
    const recipients = await this.deliveries.requeueFailed(id);
    await this.jobs.enqueue(JobName.SendNewsletter, { newsletterId: id, sendKey, retry: true });
    return { jobId: sendKey, recipients, scheduledAt: new Date().toISOString() };
  }

  async draftDigest(week: string | undefined, userId?: string): Promise<JobAccepted> {
    const target = week ?? currentIsoWeek();
    const job = await this.jobs.enqueue(JobName.DraftWeeklyDigest, { requestedBy: 'admin', userId, week: target });
    return {
      jobId: job.id,
      message: job.created
        ? `Drafting the digest for ${target}.`
        : `The digest for ${target} is already being drafted; showing that run.`,
    };
  }

  private async found(id: number): Promise<Newsletter> {
    const newsletter = await this.newsletters.findById(id);
    if (!newsletter) throw new NotFoundException(`Newsletter ${id} was not found.`);
    return newsletter;
  }

  private busy(newsletter: Newsletter, action: 'send' | 'cancel' | 'retry' = 'send'): ConflictException {
    const when = newsletter.scheduledAt ? ` for ${newsletter.scheduledAt.toISOString()}` : '';
    if (action === 'cancel') {
      return new ConflictException(
        newsletter.status === 'sending'
          ? 'This newsletter is already going out; a send that has started cannot be cancelled.'
          : `This newsletter has no scheduled send to cancel (it is ${newsletter.status}).`,
      );
    }
    if (action === 'retry') {
      return new ConflictException(
        `Only a sent newsletter can retry its failed deliveries (it is ${newsletter.status}).`,
      );
    }
    return new ConflictException(
      newsletter.status === 'scheduled'
        ? `This newsletter is already scheduled${when}; cancel that send first.`
        : 'This newsletter is going out right now; wait until the send is over.',
    );
  }
}

function cleanSegment(segment: NewsletterSegment | undefined): NewsletterSegment {
  const result: NewsletterSegment = {};
  if (typeof segment?.creditProgram === 'boolean') result.creditProgram = segment.creditProgram;
  const interests = [...new Set((segment?.interests ?? []).filter((interest) => interest !== ''))];
  if (interests.length) result.interests = interests;
  return result;
}
