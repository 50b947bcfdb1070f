import { Link, useSearch } from 'wouter';
import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '@api/shared/domain/categories';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { secondaryButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { useArticles } from '../api/articles';
import { ArticleCard } from './article-card';

export default function ArticlesPage() {
  useDocumentHead(
    'All Articles',
    'The complete collection of hip hop news, culture, features and reviews on The Cypher.',
  );
  const articles = useArticles();
  // '?category=REVIEW' (the front page's category rails link here) narrows the list to one category;
  // '?q=words' (the site search search engines are told about) to the stories holding every word.
  const params = new URLSearchParams(useSearch());
  const requested = params.get('category')?.toUpperCase();
  const category = isArticleCategory(requested) ? requested : null;
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const shown =
    category || words.length > 0
      ? {
          ...articles,
          data: articles.data?.filter(
            (article) =>
              (!category || article.category.toUpperCase() === category) &&
              words.every((word) =>
                `${article.title} ${article.excerpt} ${article.tags ?? ''}`.toLowerCase().includes(word),
              ),
          ),
        }
      : articles;

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
        <nav aria-label="Categories" className="mt-5 flex flex-wrap gap-2">
          {[null, 'BREAKING', 'CULTURE', 'FEATURE', 'REVIEW'].map((option) => {
            const current = option === category;
            return (
              <Link
                key={option ?? 'all'}
                href={option ? `/articles?category=${option}` : '/articles'}
                aria-current={current ? 'page' : undefined}
                className={`rounded-full border px-3 py-1 text-xs font-black uppercase tracking-wider focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400 ${current ? 'border-yellow-400 bg-yellow-400 text-black' : 'border-zinc-600 text-zinc-200 hover:border-yellow-400 hover:text-yellow-300'}`}
              >
                {option && isArticleCategory(option) ? ARTICLE_CATEGORY_LABELS[option] : 'Everything'}
              </Link>
            );
          })}
        </nav>
      </header>

      <QueryStates
        query={shown}
        loading={
          <SkeletonList
            label="Loading articles"
            count={6}
            testId="article-skeleton"
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            itemClassName="space-y-3"
            lines={['aspect-[16/9] w-full', 'h-4 w-24', 'h-6 w-5/6', 'h-12 w-full']}
          />
        }
        failed={
          <p role="alert" className="mt-8 text-red-300">
            Failed to fetch articles
          </p>
        }
        empty={
          <div className="mt-16 text-center">
            <h2 className="font-display text-3xl font-black uppercase text-white">No Articles Found</h2>
            <p className="mt-3 text-zinc-300">Check back later for the latest hip hop news and updates.</p>
          </div>
        }
      >
        {(data) => (
          <>
            <p className="mt-6 text-sm font-bold uppercase tracking-wider text-zinc-300">
              Showing {data.length} articles
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </div>
  );
}
