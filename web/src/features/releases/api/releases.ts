import { useQuery } from '@tanstack/react-query';
import type { ReleaseView } from '@api/shared/contracts/content';
import { getJson } from '../../../lib/api-client';

export const releaseKeys = { all: ['/api/releases'] as const };

export function useReleases() {
  return useQuery({ queryKey: releaseKeys.all, queryFn: () => getJson<ReleaseView[]>('/api/releases') });
}
