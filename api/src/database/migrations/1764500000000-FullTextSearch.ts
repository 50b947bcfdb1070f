import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site search: each searchable table gets a weighted tsvector column that
 * Postgres keeps itself (a stored generated column, so no write path can
 * forget it), a GIN index on it, and trigram indexes (pg_trgm) on the names a
 * reader may misspell. Bodies are cut at 100,000 characters before they are
 * indexed: a tsvector holds at most 1 MB, and no reader searches past that.
 * Every expression is immutable (to_tsvector with an explicit configuration,
 * coalesce, left), as a generated column requires.
 */
export class FullTextSearch1764500000000 implements MigrationInterface {
  name = 'FullTextSearch1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE articles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(tags, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(excerpt, '')), 'C') ||
        setweight(to_tsvector('english', left(coalesce(content, ''), 100000)), 'D')
      ) STORED`);
    await q.query(`
      ALTER TABLE artists ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(genre, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(location, '')), 'C')
      ) STORED`);
    await q.query(`
      ALTER TABLE releases ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(artist, '')), 'B')
      ) STORED`);
    await q.query(`
      ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(artists, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(location, '')), 'C')
      ) STORED`);
    for (const table of ['articles', 'artists', 'releases', 'events']) {
      await q.query(`CREATE INDEX idx_${table}_search ON ${table} USING gin (search_vector)`);
    }
    await q.query(`CREATE INDEX idx_articles_title_trgm ON articles USING gin (title gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_artists_name_trgm ON artists USING gin (name gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX idx_releases_names_trgm ON releases USING gin (title gin_trgm_ops, artist gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX idx_events_names_trgm ON events USING gin (title gin_trgm_ops, artists gin_trgm_ops)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['articles', 'artists', 'releases', 'events']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN search_vector`);
    }
    await q.query(`DROP INDEX idx_articles_title_trgm`);
    await q.query(`DROP INDEX idx_artists_name_trgm`);
    await q.query(`DROP INDEX idx_releases_names_trgm`);
    await q.query(`DROP INDEX idx_events_names_trgm`);
  }
}
