import type { ReactNode } from 'react';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';

/** 'url' takes absolute web addresses only; 'link' also a path on this site. */
export type FieldKind = 'text' | 'textarea' | 'url' | 'link' | 'select' | 'datetime' | 'checkbox' | 'tags';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Shown when a required field is empty; defaults to '{label} is required'. */
  requiredMessage?: string;
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  /** A datetime typed on the clock of this zone (a venue's), rather than the browser's. */
  clockZone?: (values: FormValues) => string;
}

export type FormValues = Record<string, string | boolean>;

/** Everything a content tab needs to know about one collection. */
export interface EntitySpec<P extends CollectionPath> {
  basePath: P;
  heading: string;
  noun: string;
  createButton: string;
  pendingLabel: 'Creating...' | 'Adding...';
  messages: {
    created: string;
    createFailed: string;
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
  };
  emptyText: string;
  emptyButton: string;
  fields: FieldSpec[];
  initialValues: FormValues;
  toValues: (item: CollectionViews[P]) => FormValues;
  titleOf: (item: CollectionViews[P]) => string;
  /** The table's columns after the thumbnail and the title; `wide` ones show from tablet width up. */
  columns: TableColumn<CollectionViews[P]>[];
  /** The row's thumbnail: an image, or a tile of its own when there is none. */
  thumbnail: (item: CollectionViews[P]) => Thumbnail;
  /** A line under the title (author, artist, location…). */
  subtitleOf: (item: CollectionViews[P]) => string;
  /** What the server's search looks in, for the search box's placeholder ('Title or author'). */
  searchHint: string;
  /** The server's sort field of the title column ('title', or 'name' for artists). */
  titleSort: string;
  /** The server's sort field the list opens in, newest first, until the admin picks another. */
  defaultSort: string;
  /** The collection has a publication status: the tab offers a filter by it. */
  statusFilter?: boolean;
  /**
   * The collection's full-page editor (stories, artists, releases, events): offered beside the quick create and edit dialogs, which stay
   * for a short piece written in one go.
   */
  editorPath?: (id: number | null) => string;
  /** The button that opens the full-page editor on a new one ('Write in the editor'). */
  editorButton?: string;
  /** More row actions beside Edit and Delete (a newsletter's Compose, say). */
  rowActions?: (item: CollectionViews[P]) => ReactNode;
}

export interface TableColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** The server's sort field of this column: its header sorts the list by it. */
  sortField?: string;
  wide?: boolean;
}

export type Thumbnail = { kind: 'image'; url: string | null; label: string } | { kind: 'date'; iso: string };
