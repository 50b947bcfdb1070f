import type { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { OneArticleBody1765300000000 } from '../src/database/migrations/1765300000000-OneArticleBody';
import { countWords } from '../src/shared/domain/word-count';
import { dropTestDatabase } from './support/test-database';
import { databaseBefore, migrate } from './support/migration-stage';

/**
 * Stories written before there was one body: their three texts become one
 * markdown body, the one readers saw, and no word anyone wrote is lost.
 */
describe('the migration to one article body', () => {
  let url: string;
  let db: Client;

  beforeAll(async () => {
    ({ url, db } = await databaseBefore('cypher_one_body', OneArticleBody1765300000000));
    const insert = (title: string, content: string, shortMd: string | null, longMd: string | null) =>
      db.query(
        `INSERT INTO articles (title, excerpt, content, category, short_md, long_md, word_count)
         VALUES ($1, 'x', $2, 'CULTURE', $3, $4, 0)`,
        [title, content, shortMd, longMd],
      );
    // The admin form edited the plain copy; readers kept seeing the long markdown.
    await insert(
      'edited copy',
      'The sound is warm. An editor added this closing line about Detroit.',
      'The sound is warm.',
      '## The sound\n\nThe sound is **warm**.',
    );
    // Seeded: the plain content is the long markdown's own words.
    await insert('seeded long', 'The sound is warm.', 'The sound', '## The sound\n\nThe sound is **warm**.');
    // Seeded short story: only the short markdown.
    await insert('seeded short', 'Rating 8 / 10 A fine record.', '**Rating: 8 / 10**\n\nA fine record.', null);
    // Written in the admin form: only content.
    await insert('form only', 'Just **content** here.', null, null);
    await migrate(url, MIGRATIONS);
  });

  afterAll(async () => {
    await db?.end();
    if (url) await dropTestDatabase(url);
  });

  const body = async (title: string) =>
    (await db.query(`SELECT content, word_count FROM articles WHERE title = $1`, [title])).rows[0] as {
      content: string;
      word_count: number;
    };

  it('keeps the text readers saw as the one body, in the order the page chose it', async () => {
    expect((await body('edited copy')).content).toBe('## The sound\n\nThe sound is **warm**.');
    expect((await body('seeded long')).content).toBe('## The sound\n\nThe sound is **warm**.');
    expect((await body('seeded short')).content).toBe('**Rating: 8 / 10**\n\nA fine record.');
    expect((await body('form only')).content).toBe('Just **content** here.');
    const columns = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'articles'`);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('long_md');
  });

  it('keeps a content that held other words whole, and only that one', async () => {
    const archived = await db.query(
      `SELECT a.title, x.body FROM article_body_archive x JOIN articles a ON a.id = x.article_id ORDER BY x.id`,
    );
    expect(archived.rows).toEqual([
      { title: 'edited copy', body: 'The sound is warm. An editor added this closing line about Detroit.' },
    ]);
  });

  it('counts the words of the body it kept', async () => {
    const edited = await body('edited copy');
    expect(edited.word_count).toBe(countWords(edited.content));
    const short = await body('seeded short');
    expect(short.word_count).toBe(countWords(short.content));
  });
});
