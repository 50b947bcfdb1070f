import { articleCanonicalPath } from '@api/shared/domain/article-address';
import {
  PERSONAL_WEBHOOK_EVENTS,
  type ChartEventData,
  type StoryEventData,
  type WebhookBody,
  type WebhookEventType,
} from '@api/shared/contracts/webhooks';
import type { ClaimedDelivery } from '@api/modules/webhooks/webhook-deliveries.store';

/**
 * The JSON a delivery carries: `{type, timestamp, data}`. Stories,
 * newsletters and charts get the address readers open (the database knows ids, not the
 * site's address); a subscriber event names the person only to an endpoint
 * allowed personal data, and is otherwise just the fact that it happened.
 */
export function webhookBody(delivery: ClaimedDelivery, publicUrl: string): WebhookBody {
  const type = delivery.event.type as WebhookEventType;
  return { type, timestamp: delivery.event.occurredAt.toISOString(), data: dataOf(delivery, type, publicUrl) };
}

function dataOf(delivery: ClaimedDelivery, type: WebhookEventType, publicUrl: string): Record<string, unknown> {
  const { data, personal } = delivery.event;
  if (PERSONAL_WEBHOOK_EVENTS.includes(type)) {
    return delivery.endpoint.allowPersonalData && personal ? { ...data, ...personal } : { ...data };
  }
  if (type.startsWith('story.')) {
    const { slug, tags, ...story } = data as Omit<StoryEventData, 'url' | 'tags'> & {
      slug: string | null;
      tags: string | null;
    };
    const shaped: StoryEventData = {
      ...story,
      url: `${publicUrl}${articleCanonicalPath({ id: story.articleId, slug })}`,
      tags: (tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
    return { ...shaped };
  }
  if (type === 'newsletter.sent') {
    return { ...data, url: `${publicUrl}/newsletter/${String(data.newsletterId)}` };
  }
  if (type === 'chart.published') {
    const chart = data as Omit<ChartEventData, 'url'>;
    const shaped: ChartEventData = { ...chart, url: `${publicUrl}/charts/${encodeURIComponent(chart.week)}` };
    return { ...shaped };
  }
  return { ...data };
}
