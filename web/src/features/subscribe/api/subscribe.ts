import { useMutation } from '@tanstack/react-query';
import type { SubscribeAnswer } from '@api/shared/contracts/subscriptions';
import type { SubscriptionPayload } from '@api/shared/domain/subscription-form';
import { apiRequest } from '../../../lib/api-client';

/** `website` is the hidden honeypot field: sent only when something filled it. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (payload: SubscriptionPayload & { website?: string }) =>
      apiRequest<SubscribeAnswer>('POST', '/api/subscriptions', payload),
  });
}
