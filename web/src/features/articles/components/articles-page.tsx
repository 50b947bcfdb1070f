import { Link } from 'wouter';
import { Skeleton } from '../../../components/ui/skeleton';
import { secondaryButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { useArticles } from '../api/articles';
import { ArticleCard } from './article-card';

export default function ArticlesPage() {
  useDocumentHead(
    'All Articles',
    'The complete collection of hip hop news, culture, features and reviews on The Cypher.',
  );
  const { data, isPending, isError } = useArticles();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link href="/" className={secondaryButton}>
        ← Back to Home
      </Link>
      <header className="mt-8 border-b border-zinc-800 pb-6">
        <h1 className="font-display text-5xl font-black uppercase leading-none tracking-tight text-white sm:text-7xl">
          All Articles
        </h1>
        <p className="mt-3 text-lg text-zinc-300">
          The complete collection of hip hop news, culture, features and reviews.
        </p>
      </header>

      {isPending ? (
        <ul aria-label="Loading articles" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} data-testid="article-skeleton" className="space-y-3">
              <Skeleton className="aspect-[16/9] w-full" />
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-6 w-5/6" />
              <Skeleton className="h-12 w-full" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p role="alert" className="mt-8 text-red-300">
          Failed to fetch articles
        </p>
      ) : data.length === 0 ? (
        <div className="mt-16 text-center">
          <h2 className="font-display text-3xl font-black uppercase text-white">No Articles Found</h2>
          <p className="mt-3 text-zinc-300">Check back later for the latest hip hop news and updates.</p>
        </div>
      ) : (
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
    </div>
  );
}
