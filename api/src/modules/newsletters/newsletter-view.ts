import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { NewsletterView } from '../../shared/contracts/admin';
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
