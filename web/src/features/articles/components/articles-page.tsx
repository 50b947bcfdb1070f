import { Link, useSearch } from 'wouter';
import type { ArticleCard } from '@api/shared/contracts/content';
import { isArticleCategory } from '@api/shared/domain/categories';
import { secondaryButton } from '../../../components/ui/styles';
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
      <Link href="/" className={secondaryButton}>
        ← Back to Home
      </Link>
      <header className="mt-8 border-b border-zinc-800 pb-6">
        <h1 className="font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">
          All Articles
        </h1>
        <p className="mt-3 text-lg text-zinc-300">
          The complete collection of hip hop news, culture, features and reviews.
        </p>
        <CategoryNav current={category} />
      </header>
      <ArticleFeedList feed={feed} filterItems={matchesWords} />
    </div>
  );
}
