import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { CategoryBadge } from '../../../components/ui/badge';
import { LinkedHeading } from '../../../components/ui/linked-heading';
import { useFrontPageArticles } from '../../articles/api/articles';
import { SubscribeCard } from '../../subscribe/subscribe-card';
import { latestNonFeatured } from '../front-page';
import { HomeSection } from './home-section';
import { StoryPicture } from './story-card';
import { articlePath } from '../../../lib/paths';
import { StorySources } from '../../articles/components/story-sources';

export function LatestNews() {
  const articles = useFrontPageArticles();

  return (
    <HomeSection
      section="latest"
      query={{ ...articles, data: articles.data && latestNonFeatured(articles.data) }}
      aside={
        <div id="subscribe" className="scroll-mt-24 outline-none">
          <SubscribeCard />
        </div>
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
                  <LinkedHeading
                    as="h3"
                    href={articlePath(article.id)}
                    className="mt-2 font-display text-xl uppercase leading-[1.02] tracking-tight text-white sm:text-3xl"
                  >
                    {article.title}
                  </LinkedHeading>
                  <p className="mt-2 text-sm text-zinc-300 sm:text-base">{article.homeExcerpt}</p>
                  <StorySources card={article} className="mt-2" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
