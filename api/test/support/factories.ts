import type { DataSource } from 'typeorm';

/** Inserts rows straight into the database, so read tests control exactly what exists. */
export async function insertArticle(dataSource: DataSource, overrides: Record<string, unknown> = {}) {
  const row: Record<string, unknown> = {
    title: 'Test headline',
    excerpt: 'Test excerpt',
    content: 'Test content',
    category: 'CULTURE',
    publishedAt: new Date(),
    featured: false,
    ...overrides,
  };
  const [inserted] = await dataSource.query(
    `INSERT INTO articles (title, excerpt, content, category, published_at, featured, canonical_url, word_count,
                           tags, status, publish_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      row.title,
      row.excerpt,
      row.content,
      row.category,
      row.publishedAt,
      row.featured,
      row.canonicalUrl ?? null,
      row.wordCount ?? 0,
      row.tags ?? null,
      row.status ?? 'published',
      row.publishAt ?? null,
    ],
  );
  return inserted.id as number;
}

export async function insertArtist(dataSource: DataSource, overrides: Record<string, unknown> = {}) {
  const [inserted] = await dataSource.query(
    `INSERT INTO artists (name, genre, description, created_at, status, publish_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      overrides.name ?? 'Test Artist',
      overrides.genre ?? 'Hip-Hop',
      overrides.description ?? 'An artist',
      overrides.createdAt ?? new Date(),
      overrides.status ?? 'published',
      overrides.publishAt ?? null,
    ],
  );
  return inserted.id as number;
}

export async function spotlight(dataSource: DataSource, week: string, artistIds: number[]) {
  for (const [index, artistId] of artistIds.entries()) {
    await dataSource.query(`INSERT INTO artist_spotlights (week, artist_id, position) VALUES ($1, $2, $3)`, [
      week,
      artistId,
      index + 1,
    ]);
  }
}

export async function insertRelease(dataSource: DataSource, overrides: Record<string, unknown> = {}) {
  const [inserted] = await dataSource.query(
    `INSERT INTO releases (title, artist, link_url, source, type, release_date) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      overrides.title ?? 'Test Release',
      overrides.artist ?? 'Test Artist',
      overrides.linkUrl ?? `https://example.com/r/${Math.random()}`,
      overrides.source ?? 'manual',
      overrides.type ?? 'single',
      overrides.releaseDate ?? new Date(),
    ],
  );
  return inserted.id as number;
}

export async function insertEvent(dataSource: DataSource, overrides: Record<string, unknown> = {}) {
  const [inserted] = await dataSource.query(
    `INSERT INTO events (title, location, artists, event_date, tickets_available) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      overrides.title ?? 'Test Event',
      overrides.location ?? 'Atlanta, GA',
      overrides.artists ?? 'A, B',
      overrides.eventDate ?? new Date(Date.now() + 86_400_000),
      overrides.ticketsAvailable ?? true,
    ],
  );
  return inserted.id as number;
}

export async function insertNewsletter(dataSource: DataSource, overrides: Record<string, unknown> = {}) {
  const [inserted] = await dataSource.query(
    // Sent when it was published, as the archive lists only issues that went out; `sent: false` keeps it a draft.
    `INSERT INTO newsletters (title, description, content, tags, published_at, status, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6::varchar, CASE WHEN $6::varchar = 'sent' THEN $5::timestamptz END) RETURNING id`,
    [
      overrides.title ?? 'Test Newsletter',
      overrides.description ?? 'About this issue',
      overrides.content ?? 'Body',
      overrides.tags ?? [],
      overrides.publishedAt ?? new Date(),
      overrides.sent === false ? 'draft' : 'sent',
    ],
  );
  return inserted.id as number;
}
