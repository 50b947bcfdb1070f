import type { ArticleCard } from '@api/shared/contracts/content';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@api/shared/domain/categories';
import { isLongForm } from '@api/shared/domain/reading';

export const LATEST_NEWS_LIMIT = 3;
export const TOP_STORIES_LIMIT = 6;
export const RAIL_LIMIT = 4;

export interface FrontPage {
  featured: ArticleCard | undefined;
  latest: ArticleCard[];
  topStories: ArticleCard[];
  rails: { category: ArticleCategory; articles: ArticleCard[] }[];
}

/** The newest non-featured articles: the Latest News list (at most 3). */
export function latestNonFeatured(articles: ArticleCard[]): ArticleCard[] {
  return articles.filter((article) => !article.featured).slice(0, LATEST_NEWS_LIMIT);
}

/**
 * Which story goes where on the front page, each story once: the lead (the
 * newest featured one), the 3 latest, then the top stories (long reads
 * first, then the newest of the rest), then a rail per category of what is
 * left. `articles` arrive newest first.
 */
export function arrangeFrontPage(articles: ArticleCard[]): FrontPage {
  const featured = articles.find((article) => article.featured);
  const latest = latestNonFeatured(articles);
  const shown = new Set<number>([...(featured ? [featured.id] : []), ...latest.map((article) => article.id)]);
  const rest = articles.filter((article) => !shown.has(article.id));
  const topStories = [...rest.filter(isLongForm), ...rest.filter((article) => !isLongForm(article))].slice(
    0,
    TOP_STORIES_LIMIT,
  );
  for (const article of topStories) shown.add(article.id);
  const rails = ARTICLE_CATEGORIES.map((category) => ({
    category,
    articles: articles
      .filter((article) => !shown.has(article.id) && article.category.toUpperCase() === category)
      .slice(0, RAIL_LIMIT),
  })).filter((rail) => rail.articles.length > 0);
  return { featured, latest, topStories, rails };
}
