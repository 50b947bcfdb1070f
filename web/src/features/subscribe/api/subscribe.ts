import { useMutation } from '@tanstack/react-query';
import type { SubscriptionPayload } from '@api/shared/domain/subscription-form';
import { apiRequest } from '../../../lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: (payload: SubscriptionPayload) => apiRequest('POST', '/api/subscriptions', payload),
  });
}
