import { isStorableText } from '../../../http/input-limits';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { isAsYouType, isSearchType, SEARCH_QUERY_MAX_CHARS } from '../../../shared/contracts/search';
import { DEFAULT_IMAGE, type PageLoader, type PageQuery } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';

export function head(q: string): PageHead {
  return {
    title: q ? `Search: ${q}` : 'Search',
    description: 'Search the stories, artists, releases and events on The Cypher.',
    path: '/search',
    type: 'website',
    image: DEFAULT_IMAGE,
    structuredData: [],
    // Result pages are endless variations of the site's own pages.
    noIndex: true,
  };
}

export const load: PageLoader = async ({ reads, search }) => {
  const q = (search.get('q') ?? '').trim();
  const requestedType = search.get('type');
  const type = isSearchType(requestedType) ? requestedType : null;
  const asYouType = isAsYouType(search);
  // Words the API would refuse (too long, a NUL) are left for the page to ask about, and show the refusal.
  const answerable = q.length > 0 && q.length <= SEARCH_QUERY_MAX_CHARS && isStorableText(q);
  const queries: PageQuery[] = answerable
    ? [{ queryKey: QUERY_KEYS.search(q, type, asYouType), data: await reads.search(q, type, asYouType) }]
    : [];
  return { status: 200, queries, head: head(q) };
};
