import type { ArticleCard } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { ARTICLE_CATEGORY_LABELS, isArticleCategory, type ArticleCategory } from '../../../shared/domain/categories';
import { articleImage, articleItems, DEFAULT_IMAGE, missingPage, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList } from '../structured-data';

export function head(shown: ArticleCard[], category: ArticleCategory, siteUrl: string): PageHead {
  const label = ARTICLE_CATEGORY_LABELS[category];
  return {
    title: label,
    description: `${label}: the latest hip hop stories in this category on The Cypher.`,
    path: `/category/${category.toLowerCase()}`,
    type: 'website',
    image: shown[0] ? articleImage(shown[0]) : DEFAULT_IMAGE,
    structuredData: [itemList(siteUrl, label, articleItems(shown))],
  };
}

export const load: PageLoader = async ({ reads, siteUrl, params }) => {
  const requested = params.name.toUpperCase();
  if (!isArticleCategory(requested)) {
    return missingPage('Category Not Found', 'Hip hop news and culture on The Cypher.', `/category/${params.name}`, []);
  }
  const feed = await reads.articleFeed({ category: requested });
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.articleFeed({ category: requested }), data: feed }],
    head: head(feed.pages[0].items, requested, siteUrl),
  };
};
