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
  /** The one body under the spec's other name: it wins over `content` when both are given. */
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
  /** 'published' unless said otherwise, as the column's default. */
  status?: 'draft' | 'scheduled' | 'published' | 'archived';
}

/** Inserts one row, its values keyed by column, and answers the new row's id. */
async function insertRow(table: string, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const result = await pool.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(',')}) RETURNING id`,
    Object.values(values),
  );
  return Number(result.rows[0].id);
}

export function insertArticle(row: ArticleRow): Promise<number> {
  return insertRow('articles', {
    title: row.title,
    excerpt: row.excerpt ?? `${row.title} excerpt`,
    content: row.longMd ?? row.content ?? '',
    category: row.category ?? 'CULTURE',
    image_url: row.imageUrl ?? null,
    short_md: row.shortMd ?? null,
    word_count: row.wordCount ?? 0,
    canonical_url: row.canonicalUrl ?? null,
    author: row.author ?? null,
    featured: row.featured ?? false,
    published_at: row.publishedAt ?? new Date(),
    source: row.source ?? null,
    source_url: row.sourceUrl ?? null,
    is_ai_generated: row.isAiGenerated ?? false,
    tags: row.tags ?? null,
    status: row.status ?? 'published',
  });
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

export function insertArtist(row: ArtistRow): Promise<number> {
  return insertRow('artists', {
    name: row.name,
    genre: row.genre ?? 'Hip Hop',
    description: row.description ?? `${row.name} description`,
    image_url: row.imageUrl ?? null,
    short_bio: row.shortBio ?? null,
    full_bio: row.fullBio ?? null,
    location: row.location ?? null,
    social_links: JSON.stringify(row.socialLinks ?? {}),
    latest_project: row.latestProject ?? null,
    latest_project_url: row.latestProjectUrl ?? null,
    latest_project_image: row.latestProjectImage ?? null,
    source_url: row.sourceUrl ?? null,
    is_spotlighted: row.isSpotlighted ?? false,
    spotlighted_at: row.spotlightedAt ?? null,
    spotlight_week: row.spotlightWeek ?? null,
    ai_generated: row.aiGenerated ?? false,
  });
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
export function insertRelease(row: ReleaseRow): Promise<number> {
  releaseCounter += 1;
  return insertRow('releases', {
    title: row.title,
    artist: row.artist ?? 'Test Artist',
    link_url: `https://releases.example.com/${Date.now()}-${releaseCounter}`,
    source: 'e2e',
    type: row.type ?? 'single',
    image_url: row.imageUrl ?? null,
    release_date: row.releaseDate ?? new Date(),
  });
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
