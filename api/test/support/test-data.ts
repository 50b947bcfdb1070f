/**
 * The one test-data factory of the api, worker and browser tiers: rows
 * written straight into the database, so a test controls exactly what exists.
 * Each insert takes the fields a test cares about and fills the rest with
 * plain defaults; a field left out is not written at all, so the column's own
 * default applies. Pure SQL with parameters, no Nest or TypeORM, so the
 * browser tier can use it with a bare pg pool.
 */

/** A pg Pool or Client (answers `{ rows }`) or a TypeORM DataSource (answers the rows). */
export interface Sql {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

type Status = 'draft' | 'scheduled' | 'published' | 'archived';

export interface ArticleRow {
  title?: string;
  excerpt?: string;
  content?: string;
  /** The one body under the spec's other name: it wins over `content` when both are given. */
  longMd?: string | null;
  shortMd?: string | null;
  category?: string;
  imageUrl?: string | null;
  wordCount?: number;
  canonicalUrl?: string | null;
  author?: string | null;
  featured?: boolean;
  publishedAt?: Date;
  publishAt?: Date | null;
  source?: string | null;
  sourceUrl?: string | null;
  isAiGenerated?: boolean;
  tags?: string | null;
  /** 'published' unless said otherwise, as the column's default. */
  status?: Status;
}

export interface ArtistRow {
  name?: string;
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
  createdAt?: Date;
  status?: Status;
  publishAt?: Date | null;
}

export interface ReleaseRow {
  title?: string;
  artist?: string;
  artistId?: number | null;
  linkUrl?: string;
  source?: string;
  type?: string;
  imageUrl?: string | null;
  releaseDate?: Date;
}

export interface EventRow {
  title?: string;
  location?: string;
  artists?: string;
  eventDate?: Date;
  ticketsAvailable?: boolean;
}

export interface NewsletterRow {
  title?: string;
  description?: string;
  content?: string;
  tags?: string[];
  publishedAt?: Date;
  /** Sent when it was published, as the archive lists only issues that went out; `false` keeps it a draft. */
  sent?: boolean;
}

export interface SubscriberRow {
  email: string;
  firstName?: string;
  lastName?: string;
  creditProgramParticipation?: boolean;
  interests?: string[];
  status?: 'pending' | 'active' | 'unsubscribed';
}

const DAY_MS = 86_400_000;

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return Array.isArray(result) ? result : (result as { rows: Array<Record<string, unknown>> }).rows;
}

/** Inserts one row, its values keyed by column (undefined ones left to the column's default), and answers its id. */
async function insertRow(sql: Sql, table: string, values: Record<string, unknown>): Promise<number> {
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  const columns = given.map(([column]) => column).join(', ');
  const placeholders = given.map((_, index) => `$${index + 1}`).join(', ');
  const result = await sql.query(
    `INSERT INTO ${table} (${columns}) VALUES (${placeholders}) RETURNING id`,
    given.map(([, value]) => value),
  );
  return Number(rowsOf(result)[0].id);
}

export function insertArticle(sql: Sql, row: ArticleRow = {}): Promise<number> {
  return insertRow(sql, 'articles', {
    title: row.title ?? 'Test headline',
    excerpt: row.excerpt ?? 'Test excerpt',
    content: row.longMd ?? row.content ?? 'Test content',
    short_md: row.shortMd,
    category: row.category ?? 'CULTURE',
    image_url: row.imageUrl,
    word_count: row.wordCount ?? 0,
    canonical_url: row.canonicalUrl,
    author: row.author,
    featured: row.featured ?? false,
    published_at: row.publishedAt ?? new Date(),
    publish_at: row.publishAt,
    source: row.source,
    source_url: row.sourceUrl,
    is_ai_generated: row.isAiGenerated,
    tags: row.tags,
    status: row.status ?? 'published',
  });
}

export function insertArtist(sql: Sql, row: ArtistRow = {}): Promise<number> {
  return insertRow(sql, 'artists', {
    name: row.name ?? 'Test Artist',
    genre: row.genre ?? 'Hip-Hop',
    description: row.description ?? 'An artist',
    image_url: row.imageUrl,
    short_bio: row.shortBio,
    full_bio: row.fullBio,
    location: row.location,
    social_links: row.socialLinks && JSON.stringify(row.socialLinks),
    latest_project: row.latestProject,
    latest_project_url: row.latestProjectUrl,
    latest_project_image: row.latestProjectImage,
    source_url: row.sourceUrl,
    is_spotlighted: row.isSpotlighted,
    spotlighted_at: row.spotlightedAt,
    spotlight_week: row.spotlightWeek,
    ai_generated: row.aiGenerated,
    created_at: row.createdAt,
    status: row.status ?? 'published',
    publish_at: row.publishAt,
  });
}

/** Puts artists in a week's spotlight, in the given order, and marks them spotlighted as the worker does. */
export async function spotlight(sql: Sql, week: string, artistIds: number[]): Promise<void> {
  for (const [index, artistId] of artistIds.entries()) {
    await sql.query('INSERT INTO artist_spotlights (week, artist_id, position) VALUES ($1, $2, $3)', [
      week,
      artistId,
      index + 1,
    ]);
    await sql.query('UPDATE artists SET is_spotlighted = true, spotlight_week = $1 WHERE id = $2', [week, artistId]);
  }
}

let releaseCounter = 0;
export function insertRelease(sql: Sql, row: ReleaseRow = {}): Promise<number> {
  releaseCounter += 1;
  return insertRow(sql, 'releases', {
    title: row.title ?? 'Test Release',
    artist: row.artist ?? 'Test Artist',
    artist_id: row.artistId,
    // The link is the release's identity, so each test release gets its own.
    link_url: row.linkUrl ?? `https://releases.example.com/${Date.now()}-${releaseCounter}`,
    source: row.source ?? 'manual',
    type: row.type ?? 'single',
    image_url: row.imageUrl,
    release_date: row.releaseDate ?? new Date(),
  });
}

export function insertEvent(sql: Sql, row: EventRow = {}): Promise<number> {
  return insertRow(sql, 'events', {
    title: row.title ?? 'Test Event',
    location: row.location ?? 'Atlanta, GA',
    artists: row.artists ?? 'A, B',
    event_date: row.eventDate ?? new Date(Date.now() + DAY_MS),
    tickets_available: row.ticketsAvailable ?? true,
  });
}

export function insertNewsletter(sql: Sql, row: NewsletterRow = {}): Promise<number> {
  const publishedAt = row.publishedAt ?? new Date();
  const sent = row.sent !== false;
  return insertRow(sql, 'newsletters', {
    title: row.title ?? 'Test Newsletter',
    description: row.description ?? 'About this issue',
    content: row.content ?? 'Body',
    tags: row.tags ?? [],
    published_at: publishedAt,
    status: sent ? 'sent' : 'draft',
    sent_at: sent ? publishedAt : null,
  });
}

/** A subscriber as the sign-up leaves them; `active` unless said otherwise. */
export function insertSubscriber(sql: Sql, row: SubscriberRow): Promise<number> {
  const status = row.status ?? 'active';
  return insertRow(sql, 'subscriptions', {
    email: row.email,
    first_name: row.firstName ?? 'Reader',
    last_name: row.lastName ?? 'Test',
    credit_program_participation: row.creditProgramParticipation ?? false,
    interests: row.interests ?? [],
    status,
    is_active: status === 'active' || status === 'pending',
  });
}
