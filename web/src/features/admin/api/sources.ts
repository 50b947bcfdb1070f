import type { ScrapeSourceKindView, ScrapeSourceView } from '@api/shared/contracts/scrape-sources';
import type { ReviewPolicy } from '@api/shared/domain/review-policy';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './dashboard';
import { useLiveAdminList, useRefetchingAction } from './refetching-action';

export const sourceKeys = {
  list: ['/api/admin/sources'] as const,
};

/** Each source with how the scrapers' last run read it. */
export const useSources = () => useLiveAdminList<ScrapeSourceView>(sourceKeys.list, '/api/admin/sources');

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
