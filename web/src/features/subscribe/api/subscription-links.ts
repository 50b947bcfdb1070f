import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ConfirmAnswer {
  status: 'active';
  confirmedNow: boolean;
  firstName: string;
}

export interface UnsubscribeAnswer {
  status: 'unsubscribed';
  email: string | null;
}

/** The confirmation page's button: a POST, so a link scanner's GET of the page confirms nothing. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<ConfirmAnswer>('POST', '/api/subscriptions/confirm', { token }),
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<UnsubscribeAnswer>('POST', '/api/subscriptions/unsubscribe', { token }),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('POST', '/api/subscriptions/resend-confirmation', { email }),
  });
}
