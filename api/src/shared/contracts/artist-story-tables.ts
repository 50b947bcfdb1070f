import type { ContentTable } from './content-tables';

/** What an artist's story is read from; the page and the JSON route share it. */
export const ARTIST_STORY_TABLES: ContentTable[] = [
  'artists',
  'artist_spotlights',
  'article_artist_mentions',
  'articles',
  'releases',
  'events',
];

/** What a story's related reads are read from. */
export const ARTICLE_RELATED_TABLES: ContentTable[] = ['articles', 'artists', 'article_artist_mentions'];

/** The clock hour (UTC): an event that has started leaves "upcoming" within the hour. */
export function upcomingClockKey(): string {
  return new Date().toISOString().slice(0, 13);
}
