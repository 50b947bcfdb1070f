import { useQuery, type QueryKey } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/**
 * A list of things the admin manages that change on their own (a scraper run,
 * a chart build, a webhook delivery): read past any cache, and again every
 * 30 s while the page is open, so each one's outcome shows up without a reload.
 */
export function useLiveAdminList<Item>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: () => getJson<Item[]>(path, { fresh: true }),
    refetchInterval: 30_000,
  });
}
