import { Link } from 'wouter';
import type { ArticleView } from '@api/shared/contracts/content';
import { homeExcerpt } from '@api/shared/domain/excerpts';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { CategoryBadge } from '../../../components/ui/badge';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { secondaryButton } from '../../../components/ui/styles';
import { useArticles } from '../../articles/api/articles';
import { SubscribeCard } from '../../subscribe/subscribe-card';
import { SectionHeading } from './section-heading';

export const LATEST_NEWS_LIMIT = 3;

export function latestNonFeatured(articles: ArticleView[]): ArticleView[] {
  return articles.filter((article) => !article.featured).slice(0, LATEST_NEWS_LIMIT);
}

export function LatestNews() {
  const articles = useArticles();

  return (
    <section
      id="latest"
      aria-labelledby="latest-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12 outline-none"
    >
      <SectionHeading
        id="latest-title"
        kicker="What's happening"
        action={
          <Link href="/articles" className={secondaryButton}>
            View All
          </Link>
        }
      >
        Latest News
      </SectionHeading>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QueryStates
            query={{ ...articles, data: articles.data && latestNonFeatured(articles.data) }}
            loading={
              <SkeletonList
                label="Loading articles"
                count={LATEST_NEWS_LIMIT}
                className="space-y-6"
                itemClassName="space-y-3 border-b border-zinc-800 pb-6"
                lines={['h-4 w-32', 'h-7 w-4/5', 'h-4 w-full']}
              />
            }
            failed={
              <p role="alert" className="text-red-300">
                Failed to fetch articles
              </p>
            }
            empty={
              <p className="text-zinc-300">
                No articles yet. Check back later for the latest hip hop news and updates.
              </p>
            }
          >
            {(latest) => (
              <ul className="divide-y divide-zinc-800">
                {latest.map((article) => (
                  <li key={article.id} className="py-6 first:pt-0">
                    <article>
                      <div className="flex flex-wrap items-center gap-3">
                        <CategoryBadge category={article.category} />
                        <span className="text-xs font-bold uppercase tracking-wider text-zinc-300">
                          {relativeArticleTime(article.publishedAt)}
                        </span>
                      </div>
                      <h3 className="mt-2 font-display text-2xl font-black uppercase leading-tight text-white sm:text-3xl">
                        <Link
                          href={`/article/${article.id}`}
                          className="hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
                        >
                          {article.title}
                        </Link>
                      </h3>
                      <p className="mt-2 text-zinc-300">{homeExcerpt(article)}</p>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
        <SubscribeCard />
      </div>
    </section>
  );
}
