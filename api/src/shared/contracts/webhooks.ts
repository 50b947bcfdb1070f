/**
 * What webhooks send and what the admin's Webhooks page reads. Each event's
 * `data` is described beside its name, so a receiver's author and the page
 * read the same list.
 */
export const WEBHOOK_EVENT_TYPES = [
  'story.published',
  'story.updated',
  'story.unpublished',
  'release.added',
  'subscriber.confirmed',
  'subscriber.unsubscribed',
  'newsletter.sent',
  'chart.published',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'story.published': 'Story published',
  'story.updated': 'Story updated',
  'story.unpublished': 'Story unpublished',
  'release.added': 'Release added',
  'subscriber.confirmed': 'Subscriber confirmed',
  'subscriber.unsubscribed': 'Subscriber unsubscribed',
  'newsletter.sent': 'Newsletter sent',
  'chart.published': 'Chart published',
};

/** Subscriber events name a person: their id and address go only to endpoints allowed personal data. */
export const PERSONAL_WEBHOOK_EVENTS: readonly WebhookEventType[] = ['subscriber.confirmed', 'subscriber.unsubscribed'];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The body of every delivery, as the Standard Webhooks specification shapes it. */
export interface WebhookBody<D = Record<string, unknown>> {
  type: WebhookEventType;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  data: D;
}

/** story.published, story.updated, story.unpublished: one story, announced once whatever its outlets. */
export interface StoryEventData {
  storyId: number;
  articleId: number;
  title: string;
  summary: string | null;
  url: string;
  imageUrl: string | null;
  category: string;
  tags: string[];
  publishedAt: string;
}

/*
 * chart.published carries { chartId, week, title, url }: a week's chart that
 * went public. The event is defined here for receivers to subscribe to; it is
 * emitted once the charts feature publishes weeks (charts on this branch are
 * not published, only listed).
 */

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookAttemptView {
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryView {
  id: number;
  messageId: string;
  eventType: WebhookEventType;
  occurredAt: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttempts: WebhookAttemptView[];
}

export interface WebhookEndpointView {
  id: number;
  url: string;
  events: WebhookEventType[];
  allowPersonalData: boolean;
  enabled: boolean;
  disabledReason: string | null;
  failuresInARow: number;
  createdAt: string;
  createdBy: string | null;
}

/** Answered once, when the endpoint is registered: the secret is never shown again. */
export interface CreatedWebhookEndpointView extends WebhookEndpointView {
  secret: string;
}
