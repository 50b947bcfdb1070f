import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the full-page story editor writes beside the body: a slug, the hero
 * picture's alt text, an SEO title and description for the page head, and a
 * revision number every save moves on, so two editors saving the same story
 * find out instead of one silently overwriting the other. Every save keeps a
 * copy of the title and body in article_revisions, to compare and restore.
 */
export class StoryEditor1765400000000 implements MigrationInterface {
  name = 'StoryEditor1765400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE articles
      ADD COLUMN slug varchar(200),
      ADD COLUMN image_alt varchar(300),
      ADD COLUMN seo_title varchar(200),
      ADD COLUMN seo_description varchar(300),
      ADD COLUMN revision int NOT NULL DEFAULT 1`);
    await q.query(`CREATE TABLE article_revisions (
      id serial PRIMARY KEY,
      article_id int NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
      revision int NOT NULL,
      title varchar(300) NOT NULL,
      content text NOT NULL,
      editor varchar(320),
      saved_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT article_revisions_article_revision_key UNIQUE (article_id, revision)
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE article_revisions`);
    await q.query(`ALTER TABLE articles DROP COLUMN slug, DROP COLUMN image_alt, DROP COLUMN seo_title,
      DROP COLUMN seo_description, DROP COLUMN revision`);
  }
}
