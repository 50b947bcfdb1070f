import { useState, type ReactNode } from 'react';
import { ghostButton } from '../../../../components/ui/styles';
import type { SortKey, TableColumn, Thumbnail } from './entity-spec';

interface Sort {
  key: string;
  direction: 'ascending' | 'descending';
}

export interface EntityTableProps<T extends { id: number }> {
  label: string;
  noun: string;
  items: T[];
  titleOf: (item: T) => string;
  subtitleOf: (item: T) => string;
  thumbnail: (item: T) => Thumbnail;
  columns: TableColumn<T>[];
  searchTextOf: (item: T) => string;
  defaultSort: string;
  actions: (item: T) => ReactNode;
}

const compare = (a: SortKey, b: SortKey) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { numeric: true });

/**
 * One collection as a table: thumbnail, title, the spec's columns and actions,
 * with a search box and sortable headers. Search and sort run in the browser
 * over the list the tab loaded.
 */
export function EntityTable<T extends { id: number }>(props: EntityTableProps<T>) {
  const { label, noun, items, columns, titleOf } = props;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: props.defaultSort, direction: 'descending' });
  const titleColumn: TableColumn<T> = { key: 'title', header: 'Title', render: titleOf, sortValue: titleOf };
  const sortable = [titleColumn, ...columns];

  // At most one page of items (100): filtering and sorting on each render costs nothing worth memoising.
  const rows = (() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const matching = words.length
      ? items.filter((item) => {
          const text = `${titleOf(item)} ${props.searchTextOf(item)}`.toLowerCase();
          return words.every((word) => text.includes(word));
        })
      : items;
    const column = sortable.find((candidate) => candidate.key === sort.key);
    if (!column?.sortValue) return matching;
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...matching].sort((a, b) => sign * compare(value(a), value(b)) || b.id - a.id);
  })();

  const toggle = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'title' ? 'ascending' : 'descending' },
    );

  const searchId = `search-${noun}`;
  return (
    <div className="mt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full sm:w-80">
          <label htmlFor={searchId} className="sr-only">
            Search {label.toLowerCase()}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={`Search ${label.toLowerCase()}…`}
            className="w-full rounded-sm border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none"
          />
        </div>
        <p className="text-sm text-zinc-300" aria-live="polite">
          {rows.length === items.length
            ? `${items.length} ${label.toLowerCase()}`
            : `${rows.length} of ${items.length}`}
        </p>
      </div>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-sm border border-dashed border-zinc-700 p-8 text-center text-zinc-300">
          No {label.toLowerCase()} match “{query}”.
        </p>
      ) : (
        <div className="mt-4 overflow-hidden rounded-sm border border-zinc-800">
          <table className="w-full table-fixed border-collapse text-left text-sm" aria-label={label}>
            <thead className="bg-zinc-950 text-[11px] uppercase tracking-wider text-zinc-300">
              <tr>
                <th scope="col" className="w-16 px-3 py-2 sm:w-20">
                  <span className="sr-only">Image</span>
                </th>
                <SortHeader column={titleColumn} sort={sort} onSort={toggle} className="w-auto" />
                {columns.map((column) => (
                  <SortHeader
                    key={column.key}
                    column={column}
                    sort={sort}
                    onSort={toggle}
                    className={column.wide ? 'hidden w-36 md:table-cell' : 'w-28 sm:w-36'}
                  />
                ))}
                <th scope="col" className="w-24 px-3 py-2 text-right sm:w-40">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-800">
              {rows.map((item) => (
                <tr key={item.id} className="bg-[#0e0e10] align-middle hover:bg-zinc-900/70">
                  <td className="px-3 py-2">
                    <RowThumbnail thumbnail={props.thumbnail(item)} />
                  </td>
                  <td className="min-w-0 px-3 py-2">
                    <p className="line-clamp-2 font-bold leading-snug text-white">{titleOf(item)}</p>
                    <p className="mt-0.5 truncate text-xs text-zinc-300">{props.subtitleOf(item)}</p>
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 text-zinc-200 ${column.wide ? 'hidden md:table-cell' : ''}`}
                    >
                      {column.render(item)}
                    </td>
                  ))}
                  <td className="px-1 py-2 text-right sm:px-3">
                    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                      {props.actions(item)}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SortHeader<T>({
  column,
  sort,
  onSort,
  className,
}: {
  column: TableColumn<T>;
  sort: Sort;
  onSort: (key: string) => void;
  className: string;
}) {
  const active = sort.key === column.key;
  if (!column.sortValue)
    return (
      <th scope="col" className={`px-3 py-2 font-black ${className}`}>
        {column.header}
      </th>
    );
  return (
    <th scope="col" className={`px-1 py-1 ${className}`} aria-sort={active ? sort.direction : undefined}>
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={`${ghostButton} !px-2 !py-1 text-[11px] ${active ? 'text-yellow-300' : 'text-zinc-300'}`}
      >
        {column.header}
        <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

function RowThumbnail({ thumbnail }: { thumbnail: Thumbnail }) {
  const [failed, setFailed] = useState(false);
  const tile = 'flex h-12 w-12 shrink-0 items-center justify-center rounded-sm sm:h-14 sm:w-14';
  if (thumbnail.kind === 'date') {
    const date = new Date(thumbnail.iso);
    return (
      <div className={`${tile} flex-col border border-zinc-700 bg-zinc-950 leading-none`}>
        <span className="text-[10px] font-black uppercase text-yellow-300">
          {date.toLocaleDateString('en-US', { month: 'short' })}
        </span>
        <span className="font-display text-xl text-white">{date.getDate()}</span>
      </div>
    );
  }
  if (thumbnail.url && !failed) {
    return (
      <img
        src={thumbnail.url}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${tile} border border-zinc-800 object-cover`}
      />
    );
  }
  return (
    <div className={`${tile} bg-zinc-800 font-display text-lg uppercase text-zinc-200`} aria-hidden="true">
      {thumbnail.label.trim().charAt(0) || '•'}
    </div>
  );
}
