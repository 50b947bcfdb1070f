import { Injectable, Logger } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { MetricsService } from '@api/metrics/metrics.service';
import { NewsletterDeliveriesStore } from '@api/modules/newsletter-deliveries/newsletter-deliveries.store';
import { NewsletterSendsStore } from '@api/modules/newsletters/newsletter-sends.store';
import { DigestCopiesStore } from '@api/modules/personal-digest/digest-copies.store';
import { DigestLinks } from '@api/modules/personal-digest/digest-links';
import { ReaderPicksStore } from '@api/modules/personal-digest/reader-picks.store';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriberLifecycleStore } from '@api/modules/subscriptions/subscriber-lifecycle.store';
import type { JobResult, SendNewsletterEmailPayload } from '@api/queues/job-payloads';
import { deliveryFailure } from '../email/delivery-failure';
import { NewsletterMessages } from './newsletter-messages';

export interface AttemptInfo {
  /** True when a temporary failure now would be the job's last attempt. */
  lastAttempt: boolean;
}

/**
 * One recipient's newsletter email. The delivery row is claimed before
 * sending and settled right after, so a settled delivery is never sent again;
 * a reader who left after the snapshot is skipped; a permanent rejection
 * bounces the address; the last delivery to settle marks the newsletter sent.
 */
@Injectable()
export class NewsletterEmailSender {
  private readonly logger = new Logger(NewsletterEmailSender.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly deliveries: NewsletterDeliveriesStore,
    private readonly newsletters: NewsletterSendsStore,
    private readonly subscribers: SubscriberLifecycleStore,
    private readonly links: SubscriberLinks,
    private readonly messages: NewsletterMessages,
    private readonly metrics: MetricsService,
    private readonly picks: ReaderPicksStore,
    private readonly digestLinks: DigestLinks,
    private readonly copies: DigestCopiesStore,
  ) {}

  async send(payload: SendNewsletterEmailPayload, attempt: AttemptInfo): Promise<JobResult> {
    const delivery = await this.deliveries.claim(payload.deliveryId, this.transport.newMessageId());
    if (!delivery) return { message: 'already settled', skipped: true };

    const subscriber = delivery.recipient;
    const rendered = await this.messages.of(delivery.newsletterId);
    if (subscriber.status !== 'active' || !rendered) {
      const reason = !rendered ? 'the newsletter was deleted' : `the subscriber is ${subscriber.status}`;
      await this.deliveries.settle(delivery.id, 'skipped', reason);
      await this.finishIfDone(delivery.newsletterId);
      return { message: `skipped: ${reason}`, skipped: true };
    }

    const { newsletter, message } = rendered;
    // A personal digest's picks were kept when the send began (else they are chosen and kept now, before the
    // email leaves): a retry sends the same ones, and the admin sees them.
    const personal = message.personal
      ? this.digestLinks.emailParts(
          delivery.keptPicks ??
            (await this.copies.keep(
              delivery.id,
              newsletter.id,
              await this.picks.picksFor(delivery.subscriptionId, newsletter),
            )),
          delivery.id,
        )
      : undefined;
    const email = message.for(
      {
        firstName: subscriber.firstName,
        unsubscribeUrl: this.links.unsubscribePage(delivery.subscriptionId),
        preferencesUrl: this.links.preferencesPage(delivery.subscriptionId),
        // Opening the web version recognises the reader's browser (`?st=`).
        webVersionUrl: this.links.recognising(message.webVersionUrl, delivery.subscriptionId),
      },
      personal,
    );
    try {
      await this.transport.send({
        ...email,
        to: subscriber.email,
        messageId: delivery.messageId ?? this.transport.newMessageId(),
        headers: {
          'List-Unsubscribe': `<${this.links.oneClickUnsubscribe(delivery.subscriptionId)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const failure = deliveryFailure(error);
      this.metrics.emails.inc({ kind: 'newsletter', outcome: failure.kind === 'permanent' ? 'bounced' : 'deferred' });
      if (failure.kind === 'permanent') {
        await this.deliveries.settle(delivery.id, 'bounced', failure.reason);
        await this.subscribers.markBounced(delivery.subscriptionId);
        await this.finishIfDone(delivery.newsletterId);
        this.logger.warn(`newsletter to subscription ${delivery.subscriptionId} rejected for good: ${failure.reason}`);
      } else if (attempt.lastAttempt) {
        await this.deliveries.settle(delivery.id, 'failed', failure.reason);
        await this.finishIfDone(delivery.newsletterId);
      } else {
        await this.deliveries.noteTemporaryFailure(delivery.id, failure.reason);
      }
      throw failure.jobError;
    }
    await this.deliveries.settle(delivery.id, 'sent', null);
    this.metrics.emails.inc({ kind: 'newsletter', outcome: 'sent' });
    // A retried email may be the send's last one whatever its place in the queue.
    if (payload.closing || delivery.attempts > 1) await this.finishIfDone(delivery.newsletterId);
    return { message: 'sent', attempts: delivery.attempts };
  }

  private async finishIfDone(newsletterId: number): Promise<void> {
    if (!(await this.deliveries.hasOpen(newsletterId))) await this.newsletters.markSent(newsletterId);
  }
}
