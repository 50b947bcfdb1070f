/** The tables the ContentChangeLog migration put triggers on; later migrations add theirs to CONTENT_TABLES. */
export const INITIAL_CONTENT_TABLES = [
  'articles',
  'artists',
  'artist_spotlights',
  'releases',
  'events',
  'newsletters',
] as const;

/**
 * The tables the public read API serves. Writes to them are logged by the
 * triggers of the ContentChangeLog migration; the response cache listens.
 */
export const CONTENT_TABLES = [
  ...INITIAL_CONTENT_TABLES,
  'article_artist_mentions',
  'streaming_charts',
  'release_listings',
  'chart_weeks',
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];
