import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every article belongs to exactly one story; an article alone is a story of
 * one. Existing articles each become their own story (numbered as the article,
 * so the backfill needs no mapping table). An insert that names no story starts
 * one titled by the article, in the same statement: the admin's create, the
 * seeds and the scraper's "new story" all get a story without a second round
 * trip, and no path can leave an article without one. An update that clears
 * the story (an editor moving an article out) starts one the same way. `story_set_by_editor`
 * marks an editor's move, which no scrape or placement job may undo;
 * `story_pending` an article written on the desk that its placement job has not
 * matched yet (the story assigner leaves it out of what it compares against).
 */
export class Stories1765600000000 implements MigrationInterface {
  name = 'Stories1765600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE stories (
      id serial PRIMARY KEY,
      title text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE articles
      ADD COLUMN story_id integer,
      ADD COLUMN story_set_by_editor boolean NOT NULL DEFAULT false,
      ADD COLUMN story_pending boolean NOT NULL DEFAULT false`);
    await q.query(`INSERT INTO stories (id, title, created_at, updated_at)
      SELECT id, title, created_at, updated_at FROM articles`);
    await q.query(`UPDATE articles SET story_id = id`);
    await q.query(`SELECT setval('stories_id_seq', COALESCE((SELECT max(id) FROM stories), 0) + 1, false)`);
    await q.query(`ALTER TABLE articles
      ALTER COLUMN story_id SET NOT NULL,
      ADD CONSTRAINT articles_story_fk FOREIGN KEY (story_id) REFERENCES stories (id)`);
    await q.query(`CREATE INDEX articles_by_story ON articles (story_id)`);
    await q.query(`CREATE FUNCTION article_starts_story() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO stories (title) VALUES (NEW.title) RETURNING id INTO NEW.story_id;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER articles_start_story BEFORE INSERT OR UPDATE OF story_id ON articles
      FOR EACH ROW WHEN (NEW.story_id IS NULL) EXECUTE FUNCTION article_starts_story()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_start_story ON articles`);
    await q.query(`DROP FUNCTION article_starts_story()`);
    await q.query(
      `ALTER TABLE articles DROP COLUMN story_id, DROP COLUMN story_set_by_editor, DROP COLUMN story_pending`,
    );
    await q.query(`DROP TABLE stories`);
  }
}
