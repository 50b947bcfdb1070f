import { ScrapedArticlesStore, ScrapedArticle } from '../src/modules/articles/scraped-articles.store';
import { signInAdmin } from './support/admin-session';
import { useTestApp } from './support/use-test-app';

/**
 * The articles store sets word_count itself on every write, from the one
 * shared rule, whoever writes: the admin form (create and edit) or a scraper.
 */
describe('articles store', () => {
  const app = useTestApp();
  let store: ScrapedArticlesStore;

  beforeAll(() => {
    store = app.app.get(ScrapedArticlesStore);
  });

  const scraped = (overrides: Partial<ScrapedArticle> = {}): ScrapedArticle => ({
    title: 'Wu-Tang box set',
    excerpt: 'A reissue.',
    content: "The Wu-Tang Clan's 36-chamber re-issue (2-CD)",
    category: 'CULTURE',
    imageUrl: null,
    shortMd: null,
    canonicalUrl: 'https://news.example/wu-tang',
    author: null,
    publishedAt: new Date('2026-02-02T10:00:00Z'),
    source: 'News Example',
    sourceUrl: 'https://news.example/wu-tang?utm=feed',
    tags: null,
    ...overrides,
  });

  it('counts a scraped article by the rule a reader expects, and stores a canonical URL once', async () => {
    expect(await store.insertScraped(scraped())).toEqual(expect.any(Number));
    expect(await store.insertScraped(scraped({ title: 'Changed by a second run' }))).toBeNull();
    const [row] = await app.dataSource.query(`SELECT title, word_count FROM articles`);
    expect(row).toEqual({ title: 'Wu-Tang box set', word_count: 6 });
    expect(await store.knownCanonicalUrls(['https://news.example/wu-tang', 'https://news.example/other'])).toEqual(
      new Set(['https://news.example/wu-tang']),
    );
  });

  it('counts the markdown body without its markup or link targets', async () => {
    await store.insertScraped(
      scraped({ content: '## Box set\n\n[Listen here](https://news.example/a-very-long-link) now.' }),
    );
    const [row] = await app.dataSource.query(`SELECT word_count FROM articles`);
    expect(row.word_count).toBe(5);
  });

  it('recounts on every admin edit of the one body, sent as content or as longMd', async () => {
    const admin = await signInAdmin(app);
    const created = await admin.post('/api/articles', {
      title: 'T',
      excerpt: 'E',
      content: 'one two three four',
      longMd: 'one two three four',
    });
    expect(created.body.wordCount).toBe(4);

    const patch = (body: object) => admin.patch(`/api/articles/${created.body.id}`, body);
    expect((await patch({ longMd: "# Clan's re-issue\n\n*out* (2-CD)" })).body.wordCount).toBe(4);
    // A cleared longMd alone leaves the body as it is: it is a name of the body, not a second text.
    expect((await patch({ longMd: null })).body.wordCount).toBe(4);
    expect((await patch({ content: 'a b c d e f g' })).body.wordCount).toBe(7);
    const [row] = await app.dataSource.query(`SELECT word_count FROM articles WHERE id = $1`, [created.body.id]);
    expect(row.word_count).toBe(7);
  });
});
