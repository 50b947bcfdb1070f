import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillCardTexts } from './sql/card-texts-backfill';

const BACKFILL_BATCH = 1_000;

/**
 * The card texts (listExcerpt, homeExcerpt) are cut from the short markdown
 * once, when an article is written, and stored with it: cutting them parsed
 * markdown for every card of every uncached list read. The columns are a
 * copy, so they may be NULL (a row inserted by SQL that did not cut them),
 * and readers then cut them as before. A write that changes the texts they
 * are cut from without writing new ones (psql, an older writer) clears them,
 * so a stored text is never older than its source.
 *
 * Existing rows are cut here with today's rules; the copy is data, so a later
 * change of the rules re-cuts in a migration of its own.
 */
export class StoredCardExcerpts1767100000000 implements MigrationInterface {
  name = 'StoredCardExcerpts1767100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE articles ADD COLUMN list_excerpt text, ADD COLUMN home_excerpt text`);
    await q.query(`CREATE FUNCTION articles_clear_stale_excerpts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.list_excerpt IS NOT DISTINCT FROM OLD.list_excerpt
           AND NEW.home_excerpt IS NOT DISTINCT FROM OLD.home_excerpt THEN
          NEW.list_excerpt := NULL;
          NEW.home_excerpt := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER articles_clear_stale_excerpts BEFORE UPDATE OF short_md, excerpt ON articles
      FOR EACH ROW WHEN (NEW.short_md IS DISTINCT FROM OLD.short_md OR NEW.excerpt IS DISTINCT FROM OLD.excerpt)
      EXECUTE FUNCTION articles_clear_stale_excerpts()`);
    await backfillCardTexts((sql, parameters) => q.query(sql, parameters), BACKFILL_BATCH);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_clear_stale_excerpts ON articles`);
    await q.query(`DROP FUNCTION articles_clear_stale_excerpts()`);
    await q.query(`ALTER TABLE articles DROP COLUMN list_excerpt, DROP COLUMN home_excerpt`);
  }
}
