import { Link } from 'wouter';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { CategoryBadge } from '../../../components/ui/badge';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { headlineLink, secondaryButton } from '../../../components/ui/styles';
import { useFrontPageArticles } from '../../articles/api/articles';
import { SubscribeCard } from '../../subscribe/subscribe-card';
import { LATEST_NEWS_LIMIT, latestNonFeatured } from '../front-page';
import { SectionHeading } from './section-heading';
import { StoryPicture } from './story-card';
import { articlePath } from '../../../lib/paths';

export function LatestNews() {
  const articles = useFrontPageArticles();

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
      <div className="grid gap-10 lg:grid-cols-3">
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
                    <article className="grid grid-cols-[6.5rem_1fr] items-start gap-4 sm:grid-cols-[13rem_1fr] sm:gap-5">
                      <StoryPicture article={article} aspect="3 / 2" className="rounded-sm" />
                      <div>
                        <div className="flex flex-wrap items-center gap-3">
                          <CategoryBadge category={article.category} />
                          <span className="text-xs font-bold uppercase tracking-wider text-zinc-400">
                            {relativeArticleTime(article.publishedAt)}
                          </span>
                        </div>
                        <h3 className="mt-2 font-display text-xl uppercase leading-[1.02] tracking-tight text-white sm:text-3xl">
                          <Link href={articlePath(article.id)} className={headlineLink}>
                            {article.title}
                          </Link>
                        </h3>
                        <p className="mt-2 text-sm text-zinc-300 sm:text-base">{article.homeExcerpt}</p>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
        <div id="subscribe" className="scroll-mt-24 outline-none">
          <SubscribeCard />
        </div>
      </div>
    </section>
  );
}
