import { useQuery } from '@tanstack/react-query';
import type { ChartEntryView } from '@api/shared/contracts/content';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

export function useChart() {
  return useQuery({ queryKey: QUERY_KEYS.chart, queryFn: () => getJson<ChartEntryView[]>('/api/charts') });
}
