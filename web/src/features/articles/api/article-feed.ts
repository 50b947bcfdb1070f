import type { StoryCard } from '@api/shared/contracts/stories';
import { QUERY_KEYS, type ArticleFeedFilter } from '@api/shared/contracts/query-keys';
import { useFeed } from '../../../lib/use-feed';

/**
 * Every story once (its lead article, with who else reported it), newest first,
 * page by page; narrowed to one category, one tag or some words (matched on the server).
 */
export function useArticleFeed(filter: ArticleFeedFilter, enabled = true) {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.q) params.set('q', filter.q);
  params.set('group', 'story');
  const query = params.toString();
  return useFeed<StoryCard>(QUERY_KEYS.articleFeed(filter), `/api/articles?${query}`, enabled);
}
