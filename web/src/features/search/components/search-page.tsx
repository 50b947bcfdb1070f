import { Link, useSearch } from 'wouter';
import {
  isAsYouType,
  isSearchType,
  SEARCH_GROUP_LABELS,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_TYPES,
  searchPageHref,
  type SearchGroup,
} from '@api/shared/contracts/search';
import { FilterChips } from '../../../components/ui/filter-chips';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { secondaryButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { useSearchResults } from '../api/search';
import { MarkedText } from './marked-text';

function Hit({ hit }: { hit: SearchGroup['hits'][number] }) {
  const external = /^https?:\/\//i.test(hit.href);
  const title = <MarkedText value={hit.title} />;
  return (
    <li className="border-b border-zinc-800 py-4 last:border-b-0">
      {hit.meta && <p className="text-[11px] font-black uppercase tracking-wider text-zinc-400">{hit.meta}</p>}
      <h3 className="mt-1 text-lg font-bold leading-snug text-white">
        {external ? (
          <a
            href={hit.href}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
          >
            {title}
          </a>
        ) : (
          <Link
            href={hit.href}
            className="hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
          >
            {title}
          </Link>
        )}
      </h3>
      {hit.snippet.text && (
        <p className="mt-1 line-clamp-3 text-sm text-zinc-300">
          <MarkedText value={hit.snippet} />
        </p>
      )}
      {hit.nearMatch && <p className="mt-1 text-xs italic text-zinc-400">Similar spelling</p>}
    </li>
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="mt-8 space-y-8">
      {['Articles', 'Artists'].map((label) => (
        <SkeletonList
          key={label}
          label={`Loading ${label.toLowerCase()}`}
          count={3}
          testId="search-skeleton"
          className="space-y-4"
          itemClassName="space-y-2"
          lines={['h-3 w-32', 'h-5 w-3/4', 'h-4 w-full']}
        />
      ))}
    </div>
  );
}

function Message({ title, children, alert = false }: { title: string; children: string; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} className="mt-16 text-center">
      <h2 className="font-display text-3xl font-black uppercase text-white">{title}</h2>
      <p className="mt-3 text-zinc-300">{children}</p>
    </div>
  );
}

export default function SearchPage() {
  const params = new URLSearchParams(useSearch());
  const q = (params.get('q') ?? '').trim();
  const requestedType = params.get('type');
  const type = isSearchType(requestedType) ? requestedType : null;
  const asYouType = isAsYouType(params);
  useDocumentHead(q ? `Search: ${q}` : 'Search', 'Search the stories, artists, releases and events on The Cypher.');
  const tooLong = q.length > SEARCH_QUERY_MAX_CHARS;
  const results = useSearchResults(tooLong ? '' : q, type, asYouType);
  const groups = results.data?.groups.filter((group) => group.hits.length > 0) ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link href="/" className={secondaryButton}>
        ← Back to Home
      </Link>
      <header className="mt-8 border-b border-zinc-800 pb-6">
        <h1 className="font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">Search</h1>
        <p className="mt-3 break-words text-lg text-zinc-300">
          {q ? (
            <>
              Results for <span className="font-bold text-white">&ldquo;{q}&rdquo;</span>
            </>
          ) : (
            'Stories, artists, releases and events.'
          )}
        </p>
        {q && (
          <FilterChips
            label="Result types"
            options={SEARCH_TYPES}
            current={type}
            hrefOf={(option) => searchPageHref(q, option, asYouType)}
            labelOf={(option) => SEARCH_GROUP_LABELS[option]}
          />
        )}
      </header>

      {!q ? (
        <Message title="Search The Cypher">
          Type a name, a title or a few words in the search box (press / to jump there): results follow as you type.
        </Message>
      ) : tooLong ? (
        <Message title="Too Many Words">
          {`Search takes up to ${SEARCH_QUERY_MAX_CHARS} characters. Try the few words that matter most.`}
        </Message>
      ) : results.isError ? (
        <Message title="Search Failed" alert>
          Unable to search right now. Please try again later.
        </Message>
      ) : !results.data ? (
        <Loading />
      ) : groups.length === 0 ? (
        <Message title="No Results Found">Nothing matches those words. Try fewer words or another spelling.</Message>
      ) : (
        <div className="mt-6 space-y-10">
          {groups.map((group) => (
            <section key={group.type} aria-labelledby={`search-group-${group.type}`}>
              <h2
                id={`search-group-${group.type}`}
                className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300"
              >
                {group.label} <span className="text-zinc-400">({group.hits.length})</span>
              </h2>
              <ul className="mt-2">
                {group.hits.map((hit) => (
                  <Hit key={hit.id} hit={hit} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
