import { MigrationInterface, QueryRunner } from 'typeorm';
import { createContentChangeTriggers } from './sql/content-change-triggers';

const MENTIONS = 'article_artist_mentions';

/**
 * What an artist's page gathers: other names an editor gives an artist
 * (aliases), which stories mention which artists (kept by the worker, one row
 * per story and artist, with the story's date so an artist's latest news is
 * read from this table alone), and why the spotlight picked an artist (the signals
 * behind the score, stored with the pick). The mentions table is public
 * content, so it gets the change-log triggers the response cache listens to.
 */
export class ArtistStory1764600000000 implements MigrationInterface {
  name = 'ArtistStory1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE artists ADD COLUMN aliases text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE artist_spotlights ADD COLUMN reason jsonb`);
    await q.query(`
      CREATE TABLE ${MENTIONS} (
        article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        artist_id integer NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
        article_published_at timestamptz NOT NULL,
        matched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (article_id, artist_id)
      )`);
    await q.query(
      `CREATE INDEX idx_article_artist_mentions_artist ON ${MENTIONS} (artist_id, article_published_at DESC, article_id DESC)`,
    );
    await createContentChangeTriggers(q, MENTIONS, 6);
    await q.query(`INSERT INTO content_change_log (table_name, bumps, row_delta) VALUES ($1, 1, 0)`, [MENTIONS]);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${MENTIONS}`);
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [MENTIONS]);
    await q.query(`ALTER TABLE artist_spotlights DROP COLUMN reason`);
    await q.query(`ALTER TABLE artists DROP COLUMN aliases`);
  }
}
