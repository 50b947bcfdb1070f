import { useQuery } from '@tanstack/react-query';
import type { ReleaseView } from '@api/shared/contracts/content';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

export const releaseKeys = { all: QUERY_KEYS.releases };

export function useReleases() {
  return useQuery({ queryKey: releaseKeys.all, queryFn: () => getJson<ReleaseView[]>('/api/releases') });
}
