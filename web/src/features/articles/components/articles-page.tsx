import { useSearch } from 'wouter';
import { articleListWords } from '@api/shared/contracts/search';
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
  // '?category=REVIEW' narrows the list on the server; so does '?q=words' (the site search search engines are told
  // about), over every story, not only the pages loaded so far.
  const params = new URLSearchParams(useSearch());
  const requested = params.get('category')?.toUpperCase();
  const category = isArticleCategory(requested) ? requested : null;
  const feed = useArticleFeed({ category, q: articleListWords(params) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        back={{ href: '/', label: '← Back to Home' }}
        title="All Articles"
        intro="The complete collection of hip hop news, culture, features and reviews."
      >
        <CategoryNav current={category} />
      </PageHeader>
      <ArticleFeedList feed={feed} />
    </div>
  );
}
