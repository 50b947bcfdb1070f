import { useState, type ReactNode } from 'react';
import { ownOriginPicture } from '@api/shared/domain/picture-variants';
import type { SortOrder } from '../../api/content';
import { ghostButton } from '../../../../components/ui/styles';
import type { TableColumn, Thumbnail } from './entity-spec';

/** The list's order on the server: a sort field and a direction. */
export interface TableSort {
  field: string;
  order: SortOrder;
}

export interface EntityTableProps<T extends { id: number }> {
  label: string;
  items: T[];
  titleOf: (item: T) => string;
  subtitleOf: (item: T) => string;
  thumbnail: (item: T) => Thumbnail;
  columns: TableColumn<T>[];
  /** The title column's sort field on the server. */
  titleSort: string;
  sort: TableSort;
  onSort: (next: TableSort) => void;
  actions: (item: T) => ReactNode;
}

/**
 * One page of a collection as a table: thumbnail, title, the spec's columns
 * and actions. Headers with a sort field ask the server for that order: a
 * first click sorts names A–Z and dates newest first, a second click flips it.
 */
export function EntityTable<T extends { id: number }>(props: EntityTableProps<T>) {
  const { label, items: rows, columns, titleOf, sort } = props;
  const titleColumn: TableColumn<T> = { key: 'title', header: 'Title', render: titleOf, sortField: props.titleSort };

  const toggle = (field: string) =>
    props.onSort(
      sort.field === field
        ? { field, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: field === props.titleSort ? 'asc' : 'desc' },
    );

  return (
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
                <td key={column.key} className={`px-3 py-2 text-zinc-200 ${column.wide ? 'hidden md:table-cell' : ''}`}>
                  {column.render(item)}
                </td>
              ))}
              <td className="px-1 py-2 text-right sm:px-3">
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">{props.actions(item)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
  sort: TableSort;
  onSort: (field: string) => void;
  className: string;
}) {
  const field = column.sortField;
  const active = field !== undefined && sort.field === field;
  const direction = sort.order === 'asc' ? 'ascending' : 'descending';
  if (!field)
    return (
      <th scope="col" className={`px-3 py-2 font-black ${className}`}>
        {column.header}
      </th>
    );
  return (
    <th scope="col" className={`px-1 py-1 ${className}`} aria-sort={active ? direction : undefined}>
      <button
        type="button"
        onClick={() => onSort(field)}
        className={`${ghostButton} !px-2 !py-1 text-[11px] ${active ? 'text-yellow-300' : 'text-zinc-300'}`}
      >
        {column.header}
        <span aria-hidden="true">{active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
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
        src={ownOriginPicture(thumbnail.url, 320)}
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
