import {
  isWebhookEventType,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventType,
} from '../../shared/contracts/webhooks';
import type { EndpointDeliveryRow, WebhookEndpointRow } from './webhook-endpoints.store';

export function toEndpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isWebhookEventType),
    allowPersonalData: row.allow_personal_data,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    failuresInARow: row.failures_in_a_row,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

export function toDeliveryView(row: EndpointDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    messageId: row.message_id,
    eventType: row.type as WebhookEventType,
    occurredAt: row.occurred_at.toISOString(),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    lastAttempts: row.last_attempts.map((attempt) => ({
      ...attempt,
      attemptedAt: new Date(attempt.attemptedAt).toISOString(),
    })),
  };
}
