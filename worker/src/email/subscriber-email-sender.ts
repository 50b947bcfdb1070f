import { Injectable, Logger } from '@nestjs/common';
import { SubscriberEmailKind, subscriberEmail } from '@api/mail/templates/subscriber-email';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriberLifecycleStore, SubscriberRecord } from '@api/modules/subscriptions/subscriber-lifecycle.store';
import type { JobResult, SubscriberEmailPayload } from '@api/queues/job-payloads';
import { RecordedDelivery } from './recorded-delivery';
import { WelcomeHighlightsReader } from './welcome-highlights-reader';

/** Which subscribers may still receive each email: a confirmation only while pending, a welcome or a note only once active. */
const DUE_WHILE: Record<SubscriberEmailKind, SubscriberRecord['status']> = {
  confirmation: 'pending',
  welcome: 'active',
  'already-subscribed': 'active',
  'preferences-link': 'active',
};

/**
 * Sends one subscriber email with fresh signed links, through RecordedDelivery;
 * a permanent rejection also marks the subscriber bounced.
 */
@Injectable()
export class SubscriberEmailSender {
  private readonly logger = new Logger(SubscriberEmailSender.name);

  constructor(
    private readonly delivery: RecordedDelivery,
    private readonly subscribers: SubscriberLifecycleStore,
    private readonly links: SubscriberLinks,
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
    // Links to the site's pages recognise the reader's browser when opened (`?st=`).
    const recognising = (url: string) => this.links.recognising(url, subscriber.id);
    const highlights = kind === 'welcome' ? await this.highlights.read(siteUrl.replace(/\/$/, '')) : undefined;
    const { subject, element } = subscriberEmail(kind, {
      firstName: subscriber.firstName,
      creditProgramParticipation: subscriber.creditProgramParticipation,
      confirmUrl: this.links.confirmationPage(subscriber.id),
      unsubscribeUrl,
      preferencesUrl: this.links.preferencesPage(subscriber.id),
      siteUrl: recognising(siteUrl),
      highlights: highlights && {
        spotlight: highlights.spotlight.map((artist) => ({ ...artist, url: recognising(artist.url) })),
        stories: highlights.stories.map((story) => ({ ...story, url: recognising(story.url) })),
      },
    });
    return this.delivery.send({
      deliveryKey: payload.deliveryKey,
      kind,
      subscriptionId: subscriber.id,
      recipient: subscriber.email,
      subject,
      element,
      headers: {
        'List-Unsubscribe': `<${this.links.oneClickUnsubscribe(subscriber.id)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      onRejected: async (failure) => {
        await this.subscribers.markBounced(subscriber.id);
        this.logger.warn(`${kind} to subscription ${subscriber.id} rejected for good: ${failure.reason}`);
      },
    });
  }
}
