import { Link } from 'wouter';
import { ARTICLE_CATEGORY_LABELS } from '@api/shared/domain/categories';
import { categoryBadgeColor } from '@api/shared/domain/badge-colors';
import { useFrontPageArticles } from '../../articles/api/articles';
import { arrangeFrontPage } from '../front-page';
import { StoryCard } from './story-card';

const RULE_COLOUR = {
  orange: 'border-orange-500',
  purple: 'border-purple-400',
  green: 'border-green-400',
  yellow: 'border-yellow-400',
  grey: 'border-zinc-400',
} as const;

const KICKERS: Record<string, string> = {
  BREAKING: 'As it happens',
  CULTURE: 'Scenes, style and the people in them',
  FEATURE: 'Profiles and deep dives',
  REVIEW: 'Records, rated',
};

/** One row per category (breaking, culture, feature, review) of the stories not shown higher up. */
export function CategoryRails() {
  const { data } = useFrontPageArticles();
  const rails = data ? arrangeFrontPage(data).rails : [];
  if (rails.length === 0) return null;
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">
      {rails.map(({ category, articles }) => {
        const label = ARTICLE_CATEGORY_LABELS[category];
        const headingId = `rail-${category.toLowerCase()}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <div
              className={`mb-6 flex flex-wrap items-end justify-between gap-3 border-t-4 pt-3 ${RULE_COLOUR[categoryBadgeColor(category)]}`}
            >
              <div>
                <h2
                  id={headingId}
                  className="font-display text-3xl uppercase leading-none tracking-tight text-white sm:text-4xl"
                >
                  {label}
                </h2>
                <p className="mt-1 text-sm text-zinc-400">{KICKERS[category]}</p>
              </div>
              <Link
                href={`/articles?category=${category}`}
                className="text-xs font-black uppercase tracking-wider text-yellow-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-yellow-400"
              >
                More {label} →
              </Link>
            </div>
            <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
              {articles.map((article) => (
                <li key={article.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
                  <StoryCard article={article} withExcerpt={false} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
