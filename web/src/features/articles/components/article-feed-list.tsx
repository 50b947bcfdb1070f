import { FeedList } from '../../../components/ui/feed-list';
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
export function ArticleFeedList({ feed }: { feed: ReturnType<typeof useArticleFeed> }) {
  return (
    <FeedList
      feed={feed}
      noun="article"
      loading={<ArticleGridSkeleton />}
      failed="Failed to fetch articles"
      empty={{ title: 'No Articles Found', text: 'Check back later for the latest hip hop news and updates.' }}
      className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {(article, index) => <ArticleCard article={article} eager={index === 0} />}
    </FeedList>
  );
}
