import { MigrationInterface, QueryRunner } from 'typeorm';
import { countWords } from '../../shared/domain/word-count';

/** The words of a text, lower-cased, as a set Postgres can compare (markup and punctuation drop out). */
const words = (column: string) =>
  `SELECT w FROM regexp_split_to_table(lower(coalesce(${column}, '')), '[^[:alnum:]]+') AS w WHERE w <> ''`;

/**
 * One markdown body per story. Until now a story had three: `content` (what
 * the admin form edited, shown as plain text), `short_md` and `long_md` (what
 * the page showed first). Editing one changed nothing readers saw.
 *
 * From here `content` holds the one markdown body the page, the feeds, search
 * and the word count read; `long_md` goes (the API maps it onto the body) and
 * `short_md` stays as the optional summary the cards are cut from.
 *
 * Each story keeps the text readers saw, in the order the page chose it: the
 * long markdown, else the short one, else the content. When the old content
 * held words that text lacks (an admin edited the form's copy, which readers
 * never saw), the content is kept whole in `article_body_archive`, so no word
 * written here is lost and an editor can still bring it back.
 */
export class OneArticleBody1765300000000 implements MigrationInterface {
  name = 'OneArticleBody1765300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE article_body_archive (
        id serial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        body text NOT NULL,
        reason text NOT NULL,
        archived_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX article_body_archive_article ON article_body_archive (article_id)`);
    await q.query(`
      CREATE TEMP TABLE article_shown_body AS
      SELECT id, CASE
          WHEN btrim(coalesce(long_md, '')) <> '' THEN long_md
          WHEN btrim(coalesce(short_md, '')) <> '' THEN short_md
          ELSE content
        END AS body
      FROM articles`);
    await q.query(`
      INSERT INTO article_body_archive (article_id, body, reason)
      SELECT a.id, a.content, 'The plain content, which held words the page did not show, before the bodies became one'
      FROM articles a JOIN article_shown_body s ON s.id = a.id
      WHERE a.content IS DISTINCT FROM s.body
        AND EXISTS (${words('a.content')} EXCEPT ${words('s.body')})`);
    const changed: { id: number; body: string }[] = await q.query(
      `SELECT s.id, s.body FROM article_shown_body s JOIN articles a ON a.id = s.id WHERE a.content IS DISTINCT FROM s.body`,
    );
    await q.query(
      `UPDATE articles a SET content = s.body FROM article_shown_body s WHERE s.id = a.id AND a.content IS DISTINCT FROM s.body`,
    );
    // The count follows the body with the same rule every later write uses.
    for (const { id, body } of changed) {
      await q.query(`UPDATE articles SET word_count = $2 WHERE id = $1`, [id, countWords(body)]);
    }
    await q.query(`DROP TABLE article_shown_body`);
    await q.query(`ALTER TABLE articles DROP COLUMN long_md`);
  }

  public async down(q: QueryRunner): Promise<void> {
    // The body goes back as the long markdown, which the page showed first; archived content is restored.
    await q.query(`ALTER TABLE articles ADD COLUMN long_md text`);
    await q.query(`UPDATE articles SET long_md = content WHERE short_md IS DISTINCT FROM content`);
    await q.query(`
      UPDATE articles a SET content = x.body
      FROM (SELECT DISTINCT ON (article_id) article_id, body FROM article_body_archive ORDER BY article_id, id DESC) x
      WHERE x.article_id = a.id`);
    await q.query(`DROP TABLE article_body_archive`);
  }
}
