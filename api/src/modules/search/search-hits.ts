import type { ArticleSearchRow } from '../articles/article-search.store';
import type { ArtistSearchRow } from '../artists/artist-search.store';
import type { EventSearchRow } from '../events/events.store';
import type { ReleaseSearchRow } from '../releases/release-search.store';
import type { TextSearchRow } from '../../database/text-search-sql';
import type { SearchHit } from '../../shared/contracts/search';
import { parseMarkedText } from '../../shared/domain/marked-text';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function hit(row: TextSearchRow, href: string, meta: string[]): SearchHit {
  return {
    id: row.id,
    title: parseMarkedText(row.title_headline),
    snippet: parseMarkedText(row.snippet_headline),
    href,
    meta: meta.filter(Boolean).join(' · '),
    nearMatch: row.near_match,
  };
}

export const articleHit = (row: ArticleSearchRow): SearchHit =>
  hit(row, `/article/${row.id}`, [row.category, DAY.format(row.published_at)]);

export const artistHit = (row: ArtistSearchRow): SearchHit => hit(row, `/artists/${row.id}`, []);

/** A release leads to its artist's page when it has one, else to where it was announced. */
export const releaseHit = (row: ReleaseSearchRow): SearchHit =>
  hit(row, row.artist_id ? `/artists/${row.artist_id}` : row.link_url, [row.type, DAY.format(row.release_date)]);

export const eventHit = (row: EventSearchRow): SearchHit =>
  hit(row, `/events#event-${row.id}`, [DAY.format(row.event_date)]);
