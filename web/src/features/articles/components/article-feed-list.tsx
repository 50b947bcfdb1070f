import type { ArticleCard as ArticleCardData } from '@api/shared/contracts/content';
import { LoadMore } from '../../../components/ui/load-more';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import type { useArticleFeed } from '../api/article-feed';
import { ArticleCard } from './article-card';

export function ArticleGridSkeleton() {
  return (
    <SkeletonList
      label="Loading articles"
      count={6}
      testId="article-skeleton"
      className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      itemClassName="space-y-3"
      lines={['aspect-[16/9] w-full', 'h-4 w-24', 'h-6 w-5/6', 'h-12 w-full']}
    />
  );
}

/**
 * A long article list in the spec's states: skeleton, 'Failed to fetch
 * articles', 'No Articles Found', or the cards with the total and more on scroll.
 */
export function ArticleFeedList({
  feed,
  filterItems = (items) => items,
}: {
  feed: ReturnType<typeof useArticleFeed>;
  /** A narrowing done in the browser (the words of `?q=`) over the pages loaded so far. */
  filterItems?: (items: ArticleCardData[]) => ArticleCardData[];
}) {
  if (feed.isPending) return <ArticleGridSkeleton />;
  if (feed.isError && !feed.items) {
    return (
      <p role="alert" className="mt-8 text-red-300">
        Failed to fetch articles
      </p>
    );
  }
  const items = filterItems(feed.items ?? []);
  if (items.length === 0 && !feed.hasNextPage) {
    return (
      <div className="mt-16 text-center">
        <h2 className="font-display text-3xl font-black uppercase text-white">No Articles Found</h2>
        <p className="mt-3 text-zinc-300">Check back later for the latest hip hop news and updates.</p>
      </div>
    );
  }
  return (
    <>
      <p className="mt-6 text-sm font-bold uppercase tracking-wider text-zinc-300">Showing {feed.total} articles</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((article, index) => (
          <li key={article.id}>
            <ArticleCard article={article} eager={index === 0} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        failed={feed.isFetchNextPageError}
        onLoadMore={() => void feed.fetchNextPage()}
        label="Load more articles"
      />
    </>
  );
}
