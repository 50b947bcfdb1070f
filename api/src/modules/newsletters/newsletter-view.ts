import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { NewsletterView, PublicNewsletterView } from '../../shared/contracts/admin';
import type { Newsletter } from './newsletter.entity';

export function toNewsletterView(newsletter: Newsletter): NewsletterView {
  return {
    id: newsletter.id,
    title: newsletter.title,
    description: newsletter.description,
    content: newsletter.content,
    imageUrl: newsletter.imageUrl,
    tags: newsletter.tags,
    publishedAt: isoDateOrNull(newsletter.publishedAt),
    createdAt: isoDate(newsletter.createdAt),
    status: newsletter.status,
    scheduledAt: isoDateOrNull(newsletter.scheduledAt),
    sentAt: isoDateOrNull(newsletter.sentAt),
    recipientCount: newsletter.recipientCount,
    segment: newsletter.segment,
  };
}

/** The archive's and the web version's answer: audience and planning stay with the admin. */
export function toPublicNewsletterView(newsletter: Newsletter): PublicNewsletterView {
  const {
    status: _status,
    scheduledAt: _scheduledAt,
    recipientCount: _count,
    segment: _segment,
    ...issue
  } = toNewsletterView(newsletter);
  return issue;
}
