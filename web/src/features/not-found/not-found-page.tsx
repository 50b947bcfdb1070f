import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { relativeArticleTime } from '@api/shared/domain/time-labels';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { useNow } from '../../lib/clock';
import { useDocumentHead } from '../../lib/document-head';
import { useArticles } from '../articles/api/articles';
import { articlePath } from '../../lib/paths';

const LATEST_COUNT = 4;

/** Stories whose title, excerpt or tags hold every word of the query. */
function matching<T extends { title: string; excerpt: string; tags: string | null }>(items: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => {
    const text = `${item.title} ${item.excerpt} ${item.tags ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Words of the missing address, as a first guess at what the reader was after ('/saint-ossie-review' → 'saint ossie review'). */
function guessFromPath(path: string): string {
  return decodeURIComponent(path.replace(/^\/+/, ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 60);
}

export default function NotFoundPage() {
  useDocumentHead(
    'Page Not Found',
    'This page does not exist on The Cypher. Search the stories or start from the latest.',
  );
  const [location] = useLocation();
  const [query, setQuery] = useState(() => {
    try {
      return guessFromPath(location);
    } catch {
      return '';
    }
  });
  const [submitted, setSubmitted] = useState(query);
  const { data } = useArticles();
  const now = useNow();
  const results = data ? matching(data, submitted).slice(0, 6) : [];
  const latest = data ? data.slice(0, LATEST_COUNT) : [];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(query);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:py-24">
      <p className="font-display text-8xl leading-none text-yellow-400 sm:text-9xl">404</p>
      <h1 className="mt-4 font-display text-5xl uppercase leading-none tracking-tight text-white">Page Not Found</h1>
      <p className="mt-4 max-w-2xl text-lg text-zinc-300">
        Nothing lives at this address: the link may be old or mistyped. The site&apos;s router only knows its own pages,
        so try a search, head home or pick up one of the latest stories below.
      </p>

      <form role="search" onSubmit={onSearch} className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor="not-found-search" className="sr-only">
          Search the stories
        </label>
        <input
          id="not-found-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search stories, artists, tags"
          className="flex-1 rounded-sm border border-zinc-600 bg-black px-4 py-2.5 text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400"
        />
        <button type="submit" className={primaryButton}>
          Search
        </button>
      </form>

      {submitted.trim() && data && (
        <section aria-labelledby="search-results" className="mt-8" aria-live="polite">
          <h2 id="search-results" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
            {results.length > 0 ? `Stories matching “${submitted.trim()}”` : `No story matches “${submitted.trim()}”`}
          </h2>
          {results.length > 0 && (
            <ul className="mt-3 space-y-2">
              {results.map((article) => (
                <li key={article.id}>
                  <Link
                    href={articlePath(article.id)}
                    className="font-bold text-white underline-offset-4 hover:text-yellow-300 hover:underline"
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className={primaryButton}>
          Back to Home
        </Link>
        <Link href="/articles" className={secondaryButton}>
          All Articles
        </Link>
      </div>

      {latest.length > 0 && (
        <section aria-labelledby="latest-stories" className="mt-14 border-t border-zinc-800 pt-8">
          <h2 id="latest-stories" className="font-display text-3xl uppercase leading-none text-white">
            Latest stories
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2">
            {latest.map((article) => (
              <li key={article.id} className="border-l-4 border-yellow-400 pl-4">
                <Link
                  href={articlePath(article.id)}
                  className="font-display text-xl uppercase leading-tight text-white hover:text-yellow-300"
                >
                  {article.title}
                </Link>
                <p className="mt-1 text-xs font-bold uppercase tracking-wider text-zinc-400">
                  {article.category} · {relativeArticleTime(article.publishedAt, now)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
