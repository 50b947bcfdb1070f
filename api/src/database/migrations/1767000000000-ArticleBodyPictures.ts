import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The http(s) pictures an article's body shows (markdown `![alt](url)` and raw
 * `<img src>`), kept beside it as a generated column, so the picture sweep
 * reads a few short addresses per article every few seconds instead of
 * scanning every body with a regular expression. Readers' browsers are then
 * sent our variants of them, never the outlet's address.
 */
export class ArticleBodyPictures1767000000000 implements MigrationInterface {
  name = 'ArticleBodyPictures1767000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION markdown_picture_addresses(body text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT address), '{}') FROM (
          SELECT m[1] AS address FROM regexp_matches(body, '!\\[[^\\]]*\\]\\(\\s*<?(https?://[^\\s)>]+)', 'gi') m
          UNION
          SELECT m[1] FROM regexp_matches(body, '<img\\s[^>]*src\\s*=\\s*["'']?(https?://[^"''\\s>]+)', 'gi') m
        ) found
      $$`);
    await q.query(`ALTER TABLE articles ADD COLUMN body_pictures text[]
      GENERATED ALWAYS AS (markdown_picture_addresses(content)) STORED`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE articles DROP COLUMN body_pictures`);
    await q.query(`DROP FUNCTION markdown_picture_addresses(text)`);
  }
}
