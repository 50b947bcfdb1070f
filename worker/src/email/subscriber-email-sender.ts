import { Injectable, Logger } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { MetricsService } from '@api/metrics/metrics.service';
import { renderEmail } from '@api/mail/templates/render-email';
import { SubscriberEmailKind, subscriberEmail } from '@api/mail/templates/subscriber-email';
import { EmailDeliveriesStore } from '@api/modules/email-deliveries/email-deliveries.store';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriberLifecycleStore, SubscriberRecord } from '@api/modules/subscriptions/subscriber-lifecycle.store';
import type { JobResult, SubscriberEmailPayload } from '@api/queues/job-payloads';
import { deliveryFailure } from './delivery-failure';
import { WelcomeHighlightsReader } from './welcome-highlights-reader';

/** Which subscribers may still receive each email: a confirmation only while pending, a welcome or a note only once active. */
const DUE_WHILE: Record<SubscriberEmailKind, SubscriberRecord['status']> = {
  confirmation: 'pending',
  welcome: 'active',
  'already-subscribed': 'active',
  'preferences-link': 'active',
};

/**
 * Sends one subscriber email: renders it with fresh signed links, records the
 * delivery before sending (so a repeated job finds it), and turns the SMTP
 * outcome into the job's: sent, retry later, or stop for good.
 */
@Injectable()
export class SubscriberEmailSender {
  private readonly logger = new Logger(SubscriberEmailSender.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly deliveries: EmailDeliveriesStore,
    private readonly subscribers: SubscriberLifecycleStore,
    private readonly links: SubscriberLinks,
    private readonly metrics: MetricsService,
    private readonly highlights: WelcomeHighlightsReader,
  ) {}

  async send(kind: SubscriberEmailKind, payload: SubscriberEmailPayload): Promise<JobResult> {
    const subscriber = await this.subscribers.findById(payload.subscriptionId);
    if (!subscriber) return { message: `${kind} not sent: the subscription no longer exists` };
    if (subscriber.status !== DUE_WHILE[kind]) {
      return { message: `${kind} not sent: the subscriber is ${subscriber.status}` };
    }

    const unsubscribeUrl = this.links.unsubscribePage(subscriber.id);
    const siteUrl = this.links.home();
    const { subject, element } = subscriberEmail(kind, {
      firstName: subscriber.firstName,
      creditProgramParticipation: subscriber.creditProgramParticipation,
      confirmUrl: this.links.confirmationPage(subscriber.id),
      unsubscribeUrl,
      preferencesUrl: this.links.preferencesPage(subscriber.id),
      siteUrl,
      highlights: kind === 'welcome' ? await this.highlights.read(siteUrl.replace(/\/$/, '')) : undefined,
    });
    const delivery = await this.deliveries.begin({
      deliveryKey: payload.deliveryKey,
      kind,
      subscriptionId: subscriber.id,
      recipient: subscriber.email,
      subject,
      messageId: this.transport.newMessageId(),
    });
    if (delivery.status !== 'sending') return { message: `${kind} already ${delivery.status}`, skipped: true };

    const { html, text } = renderEmail(element);
    try {
      await this.transport.send({
        to: subscriber.email,
        subject,
        html,
        text,
        messageId: delivery.messageId,
        headers: {
          'List-Unsubscribe': `<${this.links.oneClickUnsubscribe(subscriber.id)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const failure = deliveryFailure(error);
      this.metrics.emails.inc({ kind, outcome: failure.kind === 'permanent' ? 'bounced' : 'deferred' });
      if (failure.kind === 'permanent') {
        await this.deliveries.markFailed(payload.deliveryKey, failure.reason);
        await this.subscribers.markBounced(subscriber.id);
        this.logger.warn(`${kind} to subscription ${subscriber.id} rejected for good: ${failure.reason}`);
      } else {
        await this.deliveries.noteTemporaryFailure(payload.deliveryKey, failure.reason);
      }
      throw failure.jobError;
    }
    await this.deliveries.markSent(payload.deliveryKey);
    this.metrics.emails.inc({ kind, outcome: 'sent' });
    return { message: `${kind} sent`, messageId: delivery.messageId, attempts: delivery.attempts };
  }
}
