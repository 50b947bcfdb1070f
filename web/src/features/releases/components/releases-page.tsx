import { useSearch } from 'wouter';
import { isReleaseType, RELEASE_TYPES } from '@api/shared/domain/release-types';
import { FeedList } from '../../../components/ui/feed-list';
import { FilterChips } from '../../../components/ui/filter-chips';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { useDocumentHead } from '../../../lib/document-head';
import { useReleaseFeed } from '../api/release-feed';
import { ReleaseCard } from './release-card';

const grid = 'mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5';

/** /releases: every release, newest first, filtered by type, more as the reader scrolls. */
export default function ReleasesPage() {
  useDocumentHead(
    'All Releases',
    'Every fresh hip hop drop on The Cypher, newest first: singles, albums, EPs and mixtapes.',
  );
  const requested = new URLSearchParams(useSearch()).get('type');
  const type = isReleaseType(requested) ? requested : null;
  const feed = useReleaseFeed(type);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader kicker="New music" title="All Releases">
        <FilterChips
          label="Release types"
          options={RELEASE_TYPES}
          current={type}
          hrefOf={(option) => (option ? `/releases?type=${option}` : '/releases')}
          labelOf={(option) => `${option}s`}
        />
      </PageHeader>
      <FeedList
        feed={feed}
        noun="release"
        loading={
          <SkeletonList
            label="Loading releases"
            count={10}
            className={grid}
            itemClassName="space-y-3"
            lines={['aspect-square w-full', 'h-5 w-3/4', 'h-4 w-1/2']}
          />
        }
        failed="Unable to load releases. Please try again later."
        empty={{ title: 'No Releases Found', text: 'New releases land here as soon as they are out.' }}
        className={grid}
      >
        {(release) => <ReleaseCard release={release} />}
      </FeedList>
    </div>
  );
}
