import type { ReleaseView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { isReleaseType, type ReleaseType } from '../../../shared/domain/release-types';
import { DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList, musicRelease } from '../structured-data';

export function head(shown: ReleaseView[], type: ReleaseType | null, siteUrl: string): PageHead {
  return {
    title: 'All Releases',
    description: 'Every fresh hip hop drop on The Cypher, newest first: singles, albums, EPs and mixtapes.',
    path: type ? `/releases?type=${type}` : '/releases',
    type: 'website',
    image: DEFAULT_IMAGE,
    structuredData: [
      itemList(
        siteUrl,
        'All Releases',
        shown.map((release) => ({ path: `/releases#release-${release.id}`, name: release.title })),
      ),
      ...shown.map((release) => musicRelease(release, siteUrl)),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl, search }) => {
  const requested = search.get('type');
  const type = isReleaseType(requested) ? requested : null;
  const feed = await reads.releaseFeed(type);
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.releaseFeed(type), data: feed }],
    head: head(feed.pages[0].items, type, siteUrl),
  };
};
