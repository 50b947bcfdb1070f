import { useQuery } from '@tanstack/react-query';
import type { ArticleContextView } from '@api/shared/contracts/article-context';
import type { ArticleCard } from '@api/shared/contracts/content';
import type { ArticleDetailView, StoryCard } from '@api/shared/contracts/stories';
import { PUBLIC_LIST_LIMITS, QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

/** The list endpoint caps a page at 100; the site shows the newest 100. */
export const ARTICLE_LIST_URL = `/api/articles?limit=${PUBLIC_LIST_LIMITS.articles}`;
/** The home page arranges only the newest few stories, each once. */
export const FRONT_PAGE_ARTICLES_URL = `/api/articles?limit=${PUBLIC_LIST_LIMITS.frontPage}&group=story`;

export const articleKeys = {
  all: QUERY_KEYS.articles,
  frontPage: QUERY_KEYS.frontPage,
  detail: QUERY_KEYS.article,
  context: QUERY_KEYS.articleContext,
};

export function useArticles() {
  return useQuery({ queryKey: articleKeys.all, queryFn: () => getJson<ArticleCard[]>(ARTICLE_LIST_URL) });
}

export function useFrontPageArticles() {
  return useQuery({
    queryKey: articleKeys.frontPage,
    queryFn: () => getJson<StoryCard[]>(FRONT_PAGE_ARTICLES_URL),
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: () => getJson<ArticleDetailView>(`/api/articles/${id}`),
    enabled: id !== null,
  });
}

/** What the article page shows around a story, in its one request: stories to read next, the artists it names, related stories. */
export function useArticleContext(id: number) {
  return useQuery({
    queryKey: articleKeys.context(id),
    queryFn: () => getJson<ArticleContextView>(`/api/articles/${id}/context`),
  });
}
