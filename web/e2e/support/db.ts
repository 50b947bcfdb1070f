import pg from 'pg';
import { DATABASE_URL, BASE_URL } from './env';

export const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

const DAY_MS = 86_400_000;
export const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3_600_000);
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

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

export interface ArticleRow {
  title: string;
  excerpt?: string;
  content?: string;
  category?: string;
  imageUrl?: string | null;
  shortMd?: string | null;
  longMd?: string | null;
  wordCount?: number;
  canonicalUrl?: string | null;
  author?: string | null;
  featured?: boolean;
  publishedAt?: Date;
  source?: string | null;
  sourceUrl?: string | null;
  isAiGenerated?: boolean;
  tags?: string | null;
}

export async function insertArticle(row: ArticleRow): Promise<number> {
  const result = await pool.query(
    `INSERT INTO articles (title, excerpt, content, category, image_url, short_md, long_md, word_count, canonical_url,
       author, featured, published_at, source, source_url, is_ai_generated, tags)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING id`,
    [
      row.title,
      row.excerpt ?? `${row.title} excerpt`,
      row.content ?? '',
      row.category ?? 'CULTURE',
      row.imageUrl ?? null,
      row.shortMd ?? null,
      row.longMd ?? null,
      row.wordCount ?? 0,
      row.canonicalUrl ?? null,
      row.author ?? null,
      row.featured ?? false,
      row.publishedAt ?? new Date(),
      row.source ?? null,
      row.sourceUrl ?? null,
      row.isAiGenerated ?? false,
      row.tags ?? null,
    ],
  );
  return Number(result.rows[0].id);
}

export interface ArtistRow {
  name: string;
  genre?: string;
  description?: string;
  imageUrl?: string | null;
  shortBio?: string | null;
  fullBio?: string | null;
  location?: string | null;
  socialLinks?: Record<string, string>;
  latestProject?: string | null;
  latestProjectUrl?: string | null;
  latestProjectImage?: string | null;
  sourceUrl?: string | null;
  isSpotlighted?: boolean;
  spotlightedAt?: Date | null;
  spotlightWeek?: string | null;
  aiGenerated?: boolean;
}

export async function insertArtist(row: ArtistRow): Promise<number> {
  const result = await pool.query(
    `INSERT INTO artists (name, genre, description, image_url, short_bio, full_bio, location, social_links, latest_project,
       latest_project_url, latest_project_image, source_url, is_spotlighted, spotlighted_at, spotlight_week, ai_generated)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING id`,
    [
      row.name,
      row.genre ?? 'Hip Hop',
      row.description ?? `${row.name} description`,
      row.imageUrl ?? null,
      row.shortBio ?? null,
      row.fullBio ?? null,
      row.location ?? null,
      JSON.stringify(row.socialLinks ?? {}),
      row.latestProject ?? null,
      row.latestProjectUrl ?? null,
      row.latestProjectImage ?? null,
      row.sourceUrl ?? null,
      row.isSpotlighted ?? false,
      row.spotlightedAt ?? null,
      row.spotlightWeek ?? null,
      row.aiGenerated ?? false,
    ],
  );
  return Number(result.rows[0].id);
}

/** Puts artists in a week's spotlight, in the given order. */
export async function spotlight(week: string, artistIds: number[]): Promise<void> {
  for (const [index, artistId] of artistIds.entries()) {
    await pool.query('INSERT INTO artist_spotlights (week, artist_id, position) VALUES ($1, $2, $3)', [
      week,
      artistId,
      index + 1,
    ]);
    await pool.query('UPDATE artists SET is_spotlighted = true, spotlight_week = $1 WHERE id = $2', [week, artistId]);
  }
}

export interface ReleaseRow {
  title: string;
  artist?: string;
  type?: string;
  imageUrl?: string | null;
  releaseDate?: Date;
}

let releaseCounter = 0;
export async function insertRelease(row: ReleaseRow): Promise<number> {
  releaseCounter += 1;
  const result = await pool.query(
    `INSERT INTO releases (title, artist, link_url, source, type, image_url, release_date)
     VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
    [
      row.title,
      row.artist ?? 'Test Artist',
      `https://releases.example.com/${Date.now()}-${releaseCounter}`,
      'e2e',
      row.type ?? 'single',
      row.imageUrl ?? null,
      row.releaseDate ?? new Date(),
    ],
  );
  return Number(result.rows[0].id);
}

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
