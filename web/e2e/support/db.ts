import pg from 'pg';
import * as testData from '../../../api/test/support/test-data';
import { normaliseListing } from '../../../api/src/shared/domain/release-matching/release-listing';
import { DATABASE_URL, BASE_URL } from './env';

export const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

const DAY_MS = 86_400_000;
export const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3_600_000);
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Removes every public content row (seeded or from an earlier spec) so each spec
 * sees exactly the rows it inserted. DELETE rather than TRUNCATE so row-level
 * triggers (public cache invalidation) fire.
 */
export async function clearContent(): Promise<void> {
  await pool.query('DELETE FROM personalized_recommendations');
  await pool.query('DELETE FROM user_interactions');
  await pool.query('DELETE FROM artist_spotlights');
  await pool.query('DELETE FROM releases');
  await pool.query('DELETE FROM artists');
  await pool.query('DELETE FROM articles');
}

/** The shared test-data factory, on this tier's pool. */
// The browser specs were written against stories with no body unless they give one (the card and page then show
// the short version or the excerpt), and artists and releases described as below: those stay their defaults here.
export const insertArticle = (row: testData.ArticleRow) =>
  testData.insertArticle(pool, {
    ...row,
    content: row.content ?? '',
    excerpt: row.excerpt ?? `${row.title ?? 'Test headline'} excerpt`,
  });
export const insertArtist = (row: testData.ArtistRow) =>
  testData.insertArtist(pool, {
    ...row,
    genre: row.genre ?? 'Hip Hop',
    description: row.description ?? `${row.name ?? 'Test artist'} description`,
  });
export const insertRelease = (row: testData.ReleaseRow) =>
  testData.insertRelease(pool, { ...row, source: row.source ?? 'e2e' });
/**
 * An album several sources list, as the release scraper stores it: the release, named by its first
 * listing, and each source's listing keyed for matching. Answers the release's id.
 */
export async function insertListedRelease(
  release: { title: string; artist: string; releaseDate: Date },
  listings: { source: string; title: string; url: string }[],
): Promise<number> {
  const [first] = listings;
  const releaseId = await insertRelease({ ...release, type: 'album', source: first.source, linkUrl: first.url });
  for (const listing of listings) {
    const keys = normaliseListing({ id: listing.url, artist: release.artist, releaseDate: '2026-01-01', ...listing });
    await pool.query(
      `INSERT INTO release_listings (release_id, source, url, artist, title, edition, artist_key, title_key, release_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        releaseId,
        listing.source,
        listing.url,
        release.artist,
        listing.title,
        keys.edition,
        keys.artistKey,
        keys.titleKey,
        release.releaseDate,
      ],
    );
  }
  return releaseId;
}

export const insertEvent = (row: testData.EventRow) => testData.insertEvent(pool, row);
export const insertNewsletter = (row: testData.NewsletterRow) => testData.insertNewsletter(pool, row);
/** A line of the streaming chart; a field left out keeps its column's default. */
interface ChartEntryRow {
  title: string;
  artist: string;
  position: number;
  score: number;
  previous?: number | null;
  isNew?: boolean;
}

export async function insertChartEntry(row: ChartEntryRow): Promise<void> {
  const columns = Object.entries({
    song_title: row.title,
    artist: row.artist,
    position: row.position,
    total_score: row.score,
    previous_position: row.previous,
    is_new: row.isNew,
  }).filter(([, value]) => value !== undefined);
  await pool.query(
    `INSERT INTO streaming_charts (${columns.map(([column]) => column).join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    columns.map(([, value]) => value),
  );
}
/** Puts artists in a week's spotlight, in the given order. */
export const spotlight = (week: string, artistIds: number[]) => testData.spotlight(pool, week, artistIds);

/**
 * Waits until the API answers what the database now holds: public reads may be
 * cached, and the cache learns about a write asynchronously.
 */
export async function untilApi(path: string, accept: (body: unknown) => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const response = await fetch(`${BASE_URL}${path}`);
    last = response.ok ? await response.json() : response.status;
    if (accept(last)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API ${path} never matched; last answer: ${JSON.stringify(last).slice(0, 300)}`);
}

export const listLength = (length: number) => (body: unknown) => Array.isArray(body) && body.length === length;

/** Removes every content row, then waits until the API's list at `path`, which may be cached, shows none. */
export async function clearContentUntilListEmpty(path: string): Promise<void> {
  await clearContent();
  await untilApi(path, listLength(0));
}
