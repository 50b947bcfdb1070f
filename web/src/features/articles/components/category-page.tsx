import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '@api/shared/domain/categories';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentHead } from '../../../lib/document-head';
import { useArticleFeed } from '../api/article-feed';
import { ArticleFeedList } from './article-feed-list';
import { CategoryNav } from './category-nav';

/** /category/:name: one category's stories, newest first, more as the reader scrolls. */
export default function CategoryPage({ name }: { name: string }) {
  const requested = name.toUpperCase();
  const category = isArticleCategory(requested) ? requested : null;
  const label = category ? ARTICLE_CATEGORY_LABELS[category] : 'Category Not Found';
  useDocumentHead(label, `${label}: the latest hip hop stories in this category on The Cypher.`);
  // An unknown category reads nothing: its screen is the not-found panel.
  const feed = useArticleFeed({ category }, category !== null);
  if (!category) {
    return (
      <NotFoundPanel
        title="Category Not Found"
        message="There is no such category. Browse all articles instead."
        backHref="/articles"
        backLabel="All Articles"
        className="mx-auto max-w-3xl px-4 py-24 text-center"
      />
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader back={{ href: '/articles', label: '← All Articles' }} kicker="Category" title={label}>
        <CategoryNav current={category} />
      </PageHeader>
      <ArticleFeedList feed={feed} />
    </div>
  );
}
