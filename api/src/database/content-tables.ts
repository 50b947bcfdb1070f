/**
 * The tables the public read API serves. Writes to them are logged by the
 * triggers of the ContentChangeLog migration; the response cache listens.
 */
export const CONTENT_TABLES = [
  'articles',
  'artists',
  'artist_spotlights',
  'releases',
  'events',
  'newsletters',
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

/** The NOTIFY channel the triggers speak on; the payload is the table name. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** Exact row count of a content table, kept by the triggers (no scan of the table). */
export const ROW_COUNT_SQL = `SELECT coalesce(sum(row_delta), 0)::int AS total FROM content_change_log WHERE table_name = $1`;
