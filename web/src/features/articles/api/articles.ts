import { useQuery } from '@tanstack/react-query';
import type { ArticleView } from '@api/shared/contracts/content';
import { PUBLIC_LIST_LIMITS, QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

/** The list endpoint caps a page at 100; the site shows the newest 100. */
export const ARTICLE_LIST_URL = `/api/articles?limit=${PUBLIC_LIST_LIMITS.articles}`;

export const articleKeys = {
  all: QUERY_KEYS.articles,
  detail: QUERY_KEYS.article,
};

export function useArticles() {
  return useQuery({ queryKey: articleKeys.all, queryFn: () => getJson<ArticleView[]>(ARTICLE_LIST_URL) });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: () => getJson<ArticleView>(`/api/articles/${id}`),
    enabled: id !== null,
  });
}
