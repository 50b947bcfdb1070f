import { Injectable } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { memberLinkEmail } from '@api/mail/templates/member-link-email';
import { renderEmail } from '@api/mail/templates/render-email';
import { MetricsService } from '@api/metrics/metrics.service';
import { EmailDeliveriesStore } from '@api/modules/email-deliveries/email-deliveries.store';
import { MemberLinks } from '@api/modules/member-tokens/member-links';
import { MemberTokensStore } from '@api/modules/member-tokens/member-tokens.store';
import { UsersStore } from '@api/modules/users/users.store';
import type { JobResult, MemberLinkEmailPayload } from '@api/queues/job-payloads';
import { deliveryFailure } from './delivery-failure';

/**
 * Sends an invitation or password-reset email. The token is derived here
 * from the link's id (see MemberLinks), so it never sat in the queue. A link
 * already used, expired or replaced by a newer one is not sent.
 */
@Injectable()
export class MemberLinkEmailSender {
  constructor(
    private readonly transport: MailTransport,
    private readonly deliveries: EmailDeliveriesStore,
    private readonly tokens: MemberTokensStore,
    private readonly users: UsersStore,
    private readonly links: MemberLinks,
    private readonly metrics: MetricsService,
  ) {}

  async send(payload: MemberLinkEmailPayload): Promise<JobResult> {
    const link = await this.tokens.findById(payload.tokenId);
    if (!link) return { message: 'link email not sent: the link no longer exists' };
    if (link.usedAt || link.expiresAt <= new Date()) return { message: 'link email not sent: the link is spent' };
    const user = await this.users.findMember(link.userId);
    if (!user?.email) return { message: 'link email not sent: the member has no address or left the desk' };

    const kind = link.purpose === 'invite' ? 'invitation' : 'password-reset';
    const { subject, element } = memberLinkEmail(link.purpose, {
      firstName: user.firstName,
      role: user.role!,
      link: this.links.pageOf(link.id),
      loginName: user.username ?? user.email,
    });
    const deliveryKey = `member-link-${link.id}`;
    const delivery = await this.deliveries.begin({
      deliveryKey,
      kind,
      subscriptionId: null,
      recipient: user.email,
      subject,
      messageId: this.transport.newMessageId(),
    });
    if (delivery.status !== 'sending') return { message: `${kind} already ${delivery.status}`, skipped: true };

    const { html, text } = renderEmail(element);
    try {
      await this.transport.send({ to: user.email, subject, html, text, messageId: delivery.messageId });
    } catch (error) {
      const failure = deliveryFailure(error);
      this.metrics.emails.inc({ kind, outcome: failure.kind === 'permanent' ? 'bounced' : 'deferred' });
      if (failure.kind === 'permanent') await this.deliveries.markFailed(deliveryKey, failure.reason);
      else await this.deliveries.noteTemporaryFailure(deliveryKey, failure.reason);
      throw failure.jobError;
    }
    await this.deliveries.markSent(deliveryKey);
    this.metrics.emails.inc({ kind, outcome: 'sent' });
    return { message: `${kind} sent`, messageId: delivery.messageId, attempts: delivery.attempts };
  }
}
