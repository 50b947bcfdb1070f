import type { ChartColumnMapping, ChartSourceKind, ChartSourceView } from '@api/shared/contracts/charts';
import { apiRequest } from '../../../lib/api-client';
import { useLiveAdminList, useRefetchingAction } from './refetching-action';

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

/** Each source with how its last weekly build read it. */
export const useChartSources = () =>
  useLiveAdminList<ChartSourceView>(chartSourceKeys.list, '/api/admin/charts/sources');

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
