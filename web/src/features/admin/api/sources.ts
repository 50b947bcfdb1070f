import { useQuery } from '@tanstack/react-query';
import type { ScrapeSourceKindView, ScrapeSourceView } from '@api/shared/contracts/scrape-sources';
import type { ReviewPolicy } from '@api/shared/domain/review-policy';
import { apiRequest, getJson } from '../../../lib/api-client';
import { adminKeys } from './dashboard';
import { useRefetchingAction } from './refetching-action';

export const sourceKeys = {
  list: ['/api/admin/sources'] as const,
};

/** Refreshed every 30 s while open, so a run's outcome shows up without a reload. */
export function useSources() {
  return useQuery({
    queryKey: sourceKeys.list,
    queryFn: () => getJson<ScrapeSourceView[]>('/api/admin/sources', { fresh: true }),
    refetchInterval: 30_000,
  });
}

/** Every change refetches the list (and the Overview's failing sources). */
const useSourceAction = <V, R>(action: (variables: V) => Promise<R>) =>
  useRefetchingAction(action, [sourceKeys.list, adminKeys.failingSources]);

export const useAddSource = () =>
  useSourceAction((body: { url: string; kind: ScrapeSourceKindView }) =>
    apiRequest<ScrapeSourceView>('POST', '/api/admin/sources', body),
  );

export const useSetSourceEnabled = () =>
  useSourceAction(({ id, enabled }: { id: number; enabled: boolean }) =>
    apiRequest<ScrapeSourceView>('PATCH', `/api/admin/sources/${id}`, { enabled }),
  );

export const useSetSourcePolicy = () =>
  useSourceAction(({ id, policy }: { id: number; policy: ReviewPolicy }) =>
    apiRequest<ScrapeSourceView>('PATCH', `/api/admin/sources/${id}`, { policy }),
  );

export const useRemoveSource = () =>
  useSourceAction((id: number) => apiRequest<void>('DELETE', `/api/admin/sources/${id}`));
