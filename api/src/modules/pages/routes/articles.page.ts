import type { ArticleCard } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { articleListWords } from '../../../shared/contracts/search';
import { ARTICLE_CATEGORY_LABELS, isArticleCategory, type ArticleCategory } from '../../../shared/domain/categories';
import { articleImage, articleItems, DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList } from '../structured-data';

export function head(shown: ArticleCard[], category: ArticleCategory | null, siteUrl: string): PageHead {
  const name = category ? `${ARTICLE_CATEGORY_LABELS[category]}: All Articles` : 'All Articles';
  return {
    title: 'All Articles',
    description: 'The complete collection of hip hop news, culture, features and reviews on The Cypher.',
    path: category ? `/articles?category=${category}` : '/articles',
    type: 'website',
    image: shown[0] ? articleImage(shown[0]) : DEFAULT_IMAGE,
    structuredData: [itemList(siteUrl, name, articleItems(shown))],
  };
}

export const load: PageLoader = async ({ reads, siteUrl, search }) => {
  const requested = search.get('category')?.toUpperCase();
  const category = isArticleCategory(requested) ? requested : null;
  const q = articleListWords(search);
  const feed = await reads.articleFeed({ category, q });
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.articleFeed({ category, q }), data: feed }],
    head: head(feed.pages[0].items, category, siteUrl),
  };
};
