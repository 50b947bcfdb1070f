import { useMutation } from '@tanstack/react-query';
import type { ConfirmAnswer, ResendConfirmationAnswer, UnsubscribeAnswer } from '@api/shared/contracts/subscriptions';
import { apiRequest } from '../../../lib/api-client';

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
      apiRequest<ResendConfirmationAnswer>('POST', '/api/subscriptions/resend-confirmation', { email }),
  });
}

/** Emails a fresh preferences link to the address, if it is subscribed; the answer is the same either way. */
export function usePreferencesLinkRequest() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<ResendConfirmationAnswer>('POST', '/api/subscriptions/preferences-link', { email }),
  });
}
