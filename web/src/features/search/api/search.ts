import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { searchUrl, type SearchResults, type SearchType } from '@api/shared/contracts/search';
import { getJson } from '../../../lib/api-client';

/**
 * Site search; nothing is asked while the words are blank. While the reader
 * types, the last answer stays on screen until the next one arrives.
 */
export function useSearchResults(q: string, type: SearchType | null, asYouType: boolean) {
  const words = q.trim();
  return useQuery({
    queryKey: QUERY_KEYS.search(words, type, asYouType),
    queryFn: () => getJson<SearchResults>(searchUrl(words, type, asYouType)),
    enabled: words.length > 0,
    placeholderData: asYouType ? keepPreviousData : undefined,
  });
}
