import { useQuery } from '@tanstack/react-query';
import type { ArticleRelatedView } from '@api/shared/contracts/artist-story';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

/** The artists a story names and the stories to read next. */
export function useArticleRelated(id: number) {
  return useQuery({
    queryKey: QUERY_KEYS.articleRelated(id),
    queryFn: () => getJson<ArticleRelatedView>(`/api/articles/${id}/related`),
  });
}
