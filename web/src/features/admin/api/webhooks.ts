import { useQuery } from '@tanstack/react-query';
import type {
  CreatedWebhookEndpointView,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEventType,
} from '@api/shared/contracts/webhooks';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useLiveAdminList, useRefetchingAction } from './refetching-action';

export const webhookKeys = {
  list: ['/api/admin/webhooks'] as const,
  deliveries: (id: number) => ['/api/admin/webhooks', id, 'deliveries'] as const,
};

/** Each endpoint with how its deliveries have gone lately. */
export const useWebhookEndpoints = () => useLiveAdminList<WebhookEndpointView>(webhookKeys.list, '/api/admin/webhooks');

/** Read while an endpoint's history is open, every 5 s, so a retry or a "send again" shows up by itself. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => getJson<WebhookDeliveryView[]>(`/api/admin/webhooks/${id}/deliveries`, { fresh: true }),
    refetchInterval: 5_000,
  });
}

export interface NewWebhookEndpoint {
  url: string;
  events: WebhookEventType[];
  allowPersonalData: boolean;
}

export const useAddWebhookEndpoint = () =>
  useRefetchingAction(
    (body: NewWebhookEndpoint) => apiRequest<CreatedWebhookEndpointView>('POST', '/api/admin/webhooks', body),
    [webhookKeys.list],
  );

export const useSetWebhookEnabled = () =>
  useRefetchingAction(
    ({ id, enabled }: { id: number; enabled: boolean }) =>
      apiRequest<WebhookEndpointView>('PATCH', `/api/admin/webhooks/${id}`, { enabled }),
    [webhookKeys.list],
  );

export const useRemoveWebhookEndpoint = () =>
  useRefetchingAction((id: number) => apiRequest<void>('DELETE', `/api/admin/webhooks/${id}`), [webhookKeys.list]);

export const useResendWebhook = (endpointId: number) =>
  useRefetchingAction(
    (deliveryId: number) =>
      apiRequest<{ deliveryId: number }>('POST', `/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/resend`),
    [webhookKeys.deliveries(endpointId)],
  );
