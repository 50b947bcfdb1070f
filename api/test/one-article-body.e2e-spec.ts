import * as cheerio from 'cheerio';
import { seedDemoContentIfEmpty } from '../src/database/seeds/seed-demo-content';
import { signInAdmin } from './support/admin-session';
import { startRenderingApp } from './support/rendering-app';
import { REVIEW_MARKDOWN } from './support/review-markdown';
import type { TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';
import { waitFor } from './support/worker-process';

/**
 * One body per story, through the API: markdown sent as `content` is what the
 * page and the feeds render, and an edit of `content` on any story (seeded
 * ones too) changes what its page shows.
 */
describe('one article body through the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startRenderingApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => truncateAll(t.dataSource));

  it('renders markdown POSTed as content on the page and in /rss.xml, never raw', async () => {
    const admin = await signInAdmin(t);
    const created = await admin
      .post('/api/articles', { title: 'Tape review', excerpt: 'Warm.', content: REVIEW_MARKDOWN, category: 'REVIEW' })
      .expect(201);
    expect(created.body).toEqual(
      expect.objectContaining({ content: REVIEW_MARKDOWN, longMd: REVIEW_MARKDOWN, wordCount: 27 }),
    );

    const page = cheerio.load((await t.http().get(`/article/${created.body.id}`).expect(200)).text);
    const body = page('[data-testid="markdown"]');
    expect(body.find('strong').first().text()).toBe('Rating: 8 / 10');
    expect(body.find('h2').text()).toBe('The sound');
    expect(body.find('li')).toHaveLength(2);
    expect(body.find('blockquote').text()).toContain('Best record of the winter.');
    expect(body.find('table td').first().text()).toBe('Cruise Night');
    expect(body.text()).not.toMatch(/\*\*|##|\| ---/);

    const rss = cheerio.load((await t.http().get('/rss.xml').expect(200)).text, { xml: true });
    const item = rss('item content\\:encoded').first().text();
    expect(item).toContain('<strong>Rating: 8 / 10</strong>');
    expect(item).toContain('<h2>The sound</h2>');
    expect(item).toContain('<table>');
    expect(item).not.toContain('**');
  });

  it("changes a seeded story's page when its content is edited, short pieces and long reads alike", async () => {
    await seedDemoContentIfEmpty(t.dataSource, new Date());
    const admin = await signInAdmin(t);
    const [short] = await t.dataSource.query(
      `SELECT id FROM articles WHERE btrim(short_md) = btrim(content) ORDER BY id LIMIT 1`,
    );
    const [long] = await t.dataSource.query(
      `SELECT id FROM articles WHERE btrim(short_md) <> btrim(content) ORDER BY id LIMIT 1`,
    );
    for (const { id } of [short, long]) {
      const before = (await t.http().get(`/api/articles/${id}`).expect(200)).body;
      const edited = `## Rewritten\n\nA **new** body for story ${id}.`;
      const patched = await admin.patch(`/api/articles/${id}`, { content: edited }).expect(200);
      expect(patched.body.content).toBe(edited);
      expect(patched.body.wordCount).toBe(7);

      // The response cache hears of the write through the database's change feed.
      const page = await waitFor(
        async () => {
          const $ = cheerio.load((await t.http().get(`/article/${id}`).expect(200)).text);
          return $('[data-testid="markdown"] h2').text() === 'Rewritten' ? $ : undefined;
        },
        { timeoutMs: 10_000, what: `the page of story ${id} to show its new body` },
      );
      expect(page('[data-testid="markdown"] strong').text()).toBe('new');
      expect(page('[data-testid="markdown"]').text()).not.toContain(before.content.slice(0, 40));
      const detail = (await t.http().get(`/api/articles/${id}`).expect(200)).body;
      expect([detail.longMd ?? detail.shortMd ?? detail.content]).toEqual([edited]);
    }
  });

  it('refuses two different bodies in one request, naming the field', async () => {
    const admin = await signInAdmin(t);
    const refused = await admin
      .post('/api/articles', { title: 'T', excerpt: 'E', content: 'One text', longMd: 'Another text' })
      .expect(400);
    expect(refused.body.message).toMatch(/content and longMd are the same field/);
  });
});
