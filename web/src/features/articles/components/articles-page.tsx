import { useSearch } from 'wouter';
import type { ArticleCard } from '@api/shared/contracts/content';
import { isArticleCategory } from '@api/shared/domain/categories';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentHead } from '../../../lib/document-head';
import { useArticleFeed } from '../api/article-feed';
import { ArticleFeedList } from './article-feed-list';
import { CategoryNav } from './category-nav';

export default function ArticlesPage() {
  useDocumentHead(
    'All Articles',
    'The complete collection of hip hop news, culture, features and reviews on The Cypher.',
  );
  // '?category=REVIEW' narrows the list on the server; '?q=words' (the site search search engines are told about)
  // keeps the loaded stories holding every word.
  const params = new URLSearchParams(useSearch());
  const requested = params.get('category')?.toUpperCase();
  const category = isArticleCategory(requested) ? requested : null;
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const feed = useArticleFeed({ category });
  const matchesWords = (items: ArticleCard[]) =>
    words.length === 0
      ? items
      : items.filter((article) =>
          words.every((word) =>
            `${article.title} ${article.excerpt} ${article.tags ?? ''}`.toLowerCase().includes(word),
          ),
        );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        back={{ href: '/', label: '← Back to Home' }}
        title="All Articles"
        intro="The complete collection of hip hop news, culture, features and reviews."
      >
        <CategoryNav current={category} />
      </PageHeader>
      <ArticleFeedList feed={feed} filterItems={matchesWords} />
    </div>
  );
}
