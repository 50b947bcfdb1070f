import { Link, useSearch } from 'wouter';
import { isReleaseType, RELEASE_TYPES } from '@api/shared/domain/release-types';
import { LoadMore } from '../../../components/ui/load-more';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { useDocumentHead } from '../../../lib/document-head';
import { useReleaseFeed } from '../api/release-feed';
import { ReleaseCard } from './release-card';

const grid = 'mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5';
const chip =
  'rounded-full border px-3 py-1 text-xs font-black uppercase tracking-wider focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400';

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
      <header className="border-b border-zinc-800 pb-6">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">New music</p>
        <h1 className="font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">
          All Releases
        </h1>
        <nav aria-label="Release types" className="mt-5 flex flex-wrap gap-2">
          {[null, ...RELEASE_TYPES].map((option) => {
            const active = option === type;
            return (
              <Link
                key={option ?? 'all'}
                href={option ? `/releases?type=${option}` : '/releases'}
                aria-current={active ? 'page' : undefined}
                className={`${chip} ${active ? 'border-yellow-400 bg-yellow-400 text-black' : 'border-zinc-600 text-zinc-200 hover:border-yellow-400 hover:text-yellow-300'}`}
              >
                {option ? `${option}s` : 'Everything'}
              </Link>
            );
          })}
        </nav>
      </header>
      {feed.isPending ? (
        <SkeletonList
          label="Loading releases"
          count={10}
          className={grid}
          itemClassName="space-y-3"
          lines={['aspect-square w-full', 'h-5 w-3/4', 'h-4 w-1/2']}
        />
      ) : feed.isError && !feed.items ? (
        <p role="alert" className="mt-8 text-red-300">
          Unable to load releases. Please try again later.
        </p>
      ) : !feed.items || feed.items.length === 0 ? (
        <div className="mt-16 text-center">
          <h2 className="font-display text-3xl font-black uppercase text-white">No Releases Found</h2>
          <p className="mt-3 text-zinc-300">New releases land here as soon as they are out.</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm font-bold uppercase tracking-wider text-zinc-300">Showing {feed.total} releases</p>
          <ul className={grid}>
            {feed.items.map((release) => (
              <li key={release.id}>
                <ReleaseCard release={release} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={feed.hasNextPage}
            loading={feed.isFetchingNextPage}
            failed={feed.isFetchNextPageError}
            onLoadMore={() => void feed.fetchNextPage()}
            label="Load more releases"
          />
        </>
      )}
    </div>
  );
}
