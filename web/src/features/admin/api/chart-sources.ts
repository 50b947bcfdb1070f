import { useQuery } from '@tanstack/react-query';
import type { ChartColumnMapping, ChartSourceKind, ChartSourceView } from '@api/shared/contracts/charts';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useRefetchingAction } from './refetching-action';

export const chartSourceKeys = {
  list: ['/api/admin/charts/sources'] as const,
};

export interface NewChartSource {
  name: string;
  kind: ChartSourceKind;
  url: string;
  mapping?: ChartColumnMapping;
  weight: number;
}

/** Refreshed every 30 s while open, so a build's outcome per source shows up without a reload. */
export function useChartSources() {
  return useQuery({
    queryKey: chartSourceKeys.list,
    queryFn: () => getJson<ChartSourceView[]>('/api/admin/charts/sources', { fresh: true }),
    refetchInterval: 30_000,
  });
}

const useChartSourceAction = <V, R>(action: (variables: V) => Promise<R>) =>
  useRefetchingAction(action, [chartSourceKeys.list]);

export const useAddChartSource = () =>
  useChartSourceAction((body: NewChartSource) =>
    apiRequest<ChartSourceView>('POST', '/api/admin/charts/sources', body),
  );

export const useChangeChartSource = () =>
  useChartSourceAction(({ id, ...change }: { id: number; weight?: number; enabled?: boolean }) =>
    apiRequest<ChartSourceView>('PATCH', `/api/admin/charts/sources/${id}`, change),
  );

export const useRemoveChartSource = () =>
  useChartSourceAction((id: number) => apiRequest<void>('DELETE', `/api/admin/charts/sources/${id}`));
