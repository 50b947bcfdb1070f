import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { searchUrl, type SearchResults, type SearchType } from '@api/shared/contracts/search';
import { getJson } from '../../../lib/api-client';

/** Site search; nothing is asked while the words are blank. */
export function useSearchResults(q: string, type: SearchType | null) {
  const words = q.trim();
  return useQuery({
    queryKey: QUERY_KEYS.search(words, type),
    queryFn: () => getJson<SearchResults>(searchUrl(words, type)),
    enabled: words.length > 0,
  });
}
