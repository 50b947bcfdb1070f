import { Injectable } from '@nestjs/common';
import { memberLinkEmail } from '@api/mail/templates/member-link-email';
import { MemberLinks } from '@api/modules/member-tokens/member-links';
import { MemberTokensStore } from '@api/modules/member-tokens/member-tokens.store';
import { UsersStore } from '@api/modules/users/users.store';
import type { JobResult, MemberLinkEmailPayload } from '@api/queues/job-payloads';
import { RecordedDelivery } from './recorded-delivery';

/**
 * Sends an invitation or password-reset email. The token is derived here
 * from the link's id (see MemberLinks), so it never sat in the queue. A link
 * already used, expired or replaced by a newer one is not sent.
 */
@Injectable()
export class MemberLinkEmailSender {
  constructor(
    private readonly delivery: RecordedDelivery,
    private readonly tokens: MemberTokensStore,
    private readonly users: UsersStore,
    private readonly links: MemberLinks,
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
    return this.delivery.send({
      deliveryKey: `member-link-${link.id}`,
      kind,
      subscriptionId: null,
      recipient: user.email,
      subject,
      element,
    });
  }
}
