export const ARTICLE_CATEGORIES = ['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** How each category is named on screen; BREAKING reads as 'Breaking News' in forms. */
export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = {
  BREAKING: 'Breaking News',
  CULTURE: 'Culture',
  FEATURE: 'Feature',
  REVIEW: 'Review',
};

export const DEFAULT_ARTICLE_CATEGORY: ArticleCategory = 'CULTURE';

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}
