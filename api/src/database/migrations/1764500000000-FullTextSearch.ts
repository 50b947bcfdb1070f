import { MigrationInterface, QueryRunner } from 'typeorm';

/** A text column for to_tsvector: a NULL column is an empty text. */
const text = (column: string) => `coalesce(${column}, '')`;

/**
 * The statement adding a table's search_vector: each text's words, weighted A
 * for the first text (the title or name) down to D for the fourth.
 */
function addSearchVector(table: string, textsByWeight: string[]): string {
  const weighted = textsByWeight.map((expression, index) => {
    const weight = 'ABCD'[index];
    return `setweight(to_tsvector('english', ${expression}), '${weight}')`;
  });
  return `
      ALTER TABLE ${table} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        ${weighted.join(' ||\n        ')}
      ) STORED`;
}

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
    await q.query(
      addSearchVector('articles', [text('title'), text('tags'), text('excerpt'), `left(${text('content')}, 100000)`]),
    );
    await q.query(addSearchVector('artists', [text('name'), text('genre'), text('location')]));
    await q.query(addSearchVector('releases', [text('title'), text('artist')]));
    await q.query(addSearchVector('events', [text('title'), text('artists'), text('location')]));
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
