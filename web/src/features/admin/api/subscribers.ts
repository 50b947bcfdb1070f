import { useQuery } from '@tanstack/react-query';
import type {
  AdminResendAnswer,
  AdminUnsubscribeAnswer,
  SubscriberImportReport,
  SubscriberListItem,
  SubscriberStatus,
} from '@api/shared/contracts/admin';
import { apiRequest, getPage } from '../../../lib/api-client';
import { adminKeys, SUBSCRIBER_LIST_POLL_MS } from './dashboard';
import { useRefetchingAction } from './refetching-action';

export const SUBSCRIBER_PAGE_SIZE = 50;

export interface SubscriberFilters {
  status: SubscriberStatus | '';
  credit: 'yes' | 'no' | '';
  q: string;
  offset: number;
}

export function subscriberListUrl(filters: SubscriberFilters): string {
  const params = new URLSearchParams({ limit: String(SUBSCRIBER_PAGE_SIZE), offset: String(filters.offset) });
  if (filters.status) params.set('status', filters.status);
  if (filters.credit) params.set('credit', filters.credit);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return `/api/admin/subscribers?${params}`;
}

/** One server page of the filtered list; polled every 5 minutes like the plain list. */
export function useSubscriberPage(filters: SubscriberFilters) {
  return useQuery({
    queryKey: [...adminKeys.subscribers, filters] as const,
    queryFn: () => getPage<SubscriberListItem>(subscriberListUrl(filters)),
    refetchInterval: SUBSCRIBER_LIST_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

/** Every action changes the list and the stats: both are refetched after it. */
const useSubscriberAction = <V, R>(action: (variables: V) => Promise<R>) =>
  useRefetchingAction(action, [adminKeys.subscribers, adminKeys.stats]);

export const useUnsubscribeSubscriber = () =>
  useSubscriberAction((id: number) =>
    apiRequest<AdminUnsubscribeAnswer>('POST', `/api/admin/subscribers/${id}/unsubscribe`, {}),
  );

export const useResendConfirmationTo = () =>
  useSubscriberAction((id: number) =>
    apiRequest<AdminResendAnswer>('POST', `/api/admin/subscribers/${id}/resend-confirmation`, {}),
  );

export const useEraseSubscriber = () =>
  useSubscriberAction((id: number) => apiRequest('DELETE', `/api/admin/subscribers/${id}`));

export const useImportSubscribers = () =>
  useSubscriberAction((csv: string) =>
    apiRequest<SubscriberImportReport>('POST', '/api/admin/subscribers/import', { csv }),
  );

/** The access-request file: what the server stores about one subscriber, saved as JSON. */
export function subscriberExportUrl(id: number): string {
  return `/api/admin/subscribers/${id}/export`;
}
