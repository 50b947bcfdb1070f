import { Injectable } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import type { JobResult, SendNewsletterTestPayload } from '@api/queues/job-payloads';
import { deliveryFailure } from '../email/delivery-failure';
import { NewsletterMessages } from './newsletter-messages';

/**
 * A test send: the newsletter as it is now, marked as a test in its subject,
 * one message to the admin's addresses. Nothing is recorded as a delivery and
 * no subscriber is touched.
 */
@Injectable()
export class NewsletterTestSender {
  constructor(
    private readonly transport: MailTransport,
    private readonly links: SubscriberLinks,
    private readonly messages: NewsletterMessages,
  ) {}

  async send(payload: SendNewsletterTestPayload): Promise<JobResult> {
    const rendered = await this.messages.render(payload.newsletterId, { test: true });
    if (!rendered) return { message: 'Test not sent: the newsletter was deleted.', skipped: true };
    const email = rendered.message.for({
      firstName: 'there',
      unsubscribeUrl: this.links.home(),
      preferencesUrl: this.links.home(),
    });
    try {
      await this.transport.send({
        ...email,
        to: payload.emails.join(', '),
        messageId: this.transport.newMessageId(),
      });
    } catch (error) {
      throw deliveryFailure(error).jobError;
    }
    return { message: `Test sent to ${payload.emails.join(', ')}.` };
  }
}
