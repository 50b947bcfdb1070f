import { useQuery } from '@tanstack/react-query';
import type { ArticleView } from '@api/shared/contracts/content';
import { getJson } from '../../../lib/api-client';

/** The list endpoint caps a page at 100; the site shows the newest 100. */
export const ARTICLE_LIST_URL = '/api/articles?limit=100';

export const articleKeys = {
  all: ['/api/articles'] as const,
  detail: (id: number) => ['/api/articles', id] as const,
};

export function useArticles() {
  return useQuery({ queryKey: articleKeys.all, queryFn: () => getJson<ArticleView[]>(ARTICLE_LIST_URL) });
}

/** Ids are positive whole numbers; anything else is "not found" without asking the server. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: () => getJson<ArticleView>(`/api/articles/${id}`),
    enabled: id !== null,
  });
}
