import type { ArticleCard } from '@api/shared/contracts/content';
import { QUERY_KEYS, type ArticleFeedFilter } from '@api/shared/contracts/query-keys';
import { useFeed } from '../../../lib/use-feed';

/** Every article, newest first, page by page; narrowed to one category, one tag or some words (matched on the server). */
export function useArticleFeed(filter: ArticleFeedFilter, enabled = true) {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.q) params.set('q', filter.q);
  const query = params.toString();
  return useFeed<ArticleCard>(QUERY_KEYS.articleFeed(filter), `/api/articles${query ? `?${query}` : ''}`, enabled);
}
