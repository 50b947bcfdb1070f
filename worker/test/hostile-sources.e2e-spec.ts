import { waitFor } from '../../api/test/support/worker-process';
import type { JobRunBody } from './support/jobs-harness';
import { useWorkerStage } from './support/worker-stage';
import { insertArticle } from '../../api/test/support/test-data';

/** The sources described below, in that order, and one well-behaved feed last. */
const HOSTILE_FEEDS = [
  '/feeds/hostile/comment-run.rss.xml',
  '/feeds/hostile/entities.rss.xml',
  '/generated/cdata-flood-60k.rss.xml',
  '/generated/cdata-flood-200k.rss.xml',
  '/generated/huge-feed.xml',
  '/feeds/hostile/page-shapes.rss.xml',
  '/feeds/hostile/accents.latin1.rss.xml',
  '/feeds/hostile/atom-shapes.atom.xml',
  '/feeds/news/street-wire.rss.xml',
];

jest.setTimeout(120_000);

interface ArticleRow {
  title: string;
  excerpt: string;
  content: string;
  short_md: string | null;
  author: string | null;
  source: string;
  source_url: string;
  image_url: string | null;
  published_at: Date;
  created_at: Date;
}

/**
 * The scraper against the input a real scraper meets within weeks: a feed
 * that opens with a run of comments, entities out of range or NUL, a CDATA
 * item flooded with '<', a 60 MB feed, Latin-1 and windows-1252 text, the
 * three page shapes that fooled the old body finder, Markdown that must come
 * through as written, Atom's three content types, and a page no reader can
 * finish. Every source ends within seconds, one bad source fails alone with
 * a reason, and another queue's job is served while a thread chews on the bad page.
 */
describe('news scraper: hostile and odd sources', () => {
  const stage = useWorkerStage('hostile', {
    sources: { kind: 'news', paths: HOSTILE_FEEDS },
    worker: { SCRAPE_TIMEOUT_MS: '5000', SCRAPE_CONCURRENCY: '2', SCRAPE_PARSE_TIMEOUT_MS: '4000' },
  });
  let articleId: number;

  const jobState = async (jobId: string): Promise<JobRunBody> =>
    (await stage.admin.get(`/api/admin/jobs/${encodeURIComponent(jobId)}`)).body;
  const rows = async (): Promise<Record<string, ArticleRow>> => {
    const all: ArticleRow[] = await stage.app.dataSource.query('SELECT * FROM articles WHERE source IS NOT NULL');
    return Object.fromEntries(all.map((row) => [row.source_url.replace(stage.fixtures.base, ''), row]));
  };

  it('finishes every source within seconds, failing only the bad one, while other queues keep working', async () => {
    const response = await stage.requestScrape('news');
    expect(response.status).toBe(202);
    const jobId: string = response.body.jobId;

    // The tangled page has been sent: a parsing thread is on it now, for its whole budget.
    await waitFor(async () => stage.fixtures.requests.some((r) => r.path === '/generated/tangled-page.html'), {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: 'the tangled page to be fetched',
    });
    articleId = await insertArticle(stage.app.dataSource, { title: 'Signal target', excerpt: 'x', content: 'Body' });
    const sent = Date.now();
    const signal = await stage.app
      .http()
      .post('/api/personalization/interaction')
      .send({ articleId, interactionType: 'view', sessionId: 'session-1763700000000-hostile' });
    expect(signal.status).toBe(202);
    await waitFor(async () => (await stage.app.dataSource.query('SELECT 1 FROM user_interactions')).length > 0, {
      timeoutMs: 20_000,
      intervalMs: 50,
      what: 'the signal to be stored',
    });
    const signalMs = Date.now() - sent;
    expect({ signalMs, scrape: (await jobState(jobId)).state }).toEqual({
      signalMs: expect.any(Number),
      scrape: 'active',
    });
    expect(signalMs).toBeLessThan(3_000);

    const run = await stage.jobEnd(jobId, 90_000);
    expect(run.state).toBe('completed');
    expect(Date.parse(run.finishedAt!) - Date.parse(run.createdAt)).toBeLessThan(60_000);
    expect(run.result?.message).toMatch(/^Added 16 new articles from 8 sources; 0 already known; 1 source failed$/);
    expect(run.result?.failedSources).toEqual([
      { url: stage.fixtures.url('/generated/huge-feed.xml'), reason: 'response too large (more than 5242880 bytes)' },
    ]);
    const unread = Object.fromEntries(
      (run.result?.unreadPages as { url: string; reason: string }[]).map((page) => [
        page.url.replace(stage.fixtures.base, ''),
        page.reason,
      ]),
    );
    expect(unread['/generated/tangled-page.html']).toBe(
      `gave up parsing the article page ${stage.fixtures.url('/generated/tangled-page.html')} after 4 s (too large or too convoluted)`,
    );
  });

  it('decodes every entity once and stores no NUL, lone surrogate or replacement character', async () => {
    const stored = await rows();
    const tobi = stored['/articles/hostile/div-body.html'];
    expect(tobi.title).toBe("Big Tobi’s ’Night Shift’ — Live at Tipitina's &lt;3");
    expect(tobi.author).toBe('Anais Ortega');
    expect(tobi.excerpt).toBe('A night of brass & bass, out of range and nul characters included.');
    const headline = stored['/articles/hostile/no-such-page.html'];
    expect(headline.title).toBe('Out of range and in a headline');
    // The body is markdown: the literal '&lt;' is escaped so it reads as written, not as a character reference.
    expect(headline.content).toBe(
      'Escaped HTML: \\&lt;b\\&gt; is shown as text, ’ decoded once.\n\nSecond paragraph with a NUL.',
    );
    const [bad] = await stage.app.dataSource.query(
      `SELECT count(*)::int AS n FROM articles
        WHERE concat(title, excerpt, content, short_md, author, tags) ~ '[\\u0001-\\u0008\\ufffd]'`,
    );
    expect(bad.n).toBe(0);
  });

  it('stores the whole story of a page wrapped in a form, a page written in divs, and a page with a sidebar teaser', async () => {
    const stored = await rows();
    const archive = stored['/articles/hostile/form-wrapped.html'];
    expect(archive.content).toMatch(/^The archive sits in a warehouse off the Gulf Freeway/);
    expect(archive.content).toMatch(/before the end of the year\.$/);
    expect(archive.content.split('\n\n')).toHaveLength(4);

    const tobi = stored['/articles/hostile/div-body.html'];
    expect(tobi.content).toMatch(/^Tipitina's was full by nine\./);
    expect(tobi.content).toMatch(/Nobody in the room seemed to want the night to end\.$/);
    expect(tobi.content.split('\n\n')).toHaveLength(4);
    expect(tobi.image_url).toBe(stage.fixtures.url('/images/big-tobi.jpg'));

    const drill = stored['/articles/hostile/sidebar-teaser.html'];
    expect(drill.content).toMatch(/^Lagos drill did not arrive with a press release\./);
    expect(drill.content).toMatch(/for as long as they can\.$/);
    expect(drill.content).not.toContain('Memphis radio host');
    expect(drill.author).toBe('Folake Adeyemi');
  });

  it('keeps Markdown saying what the page said', async () => {
    const md = (await rows())['/articles/hostile/markdown-cases.html'].content ?? '';
    expect(md).toMatch(/^2024\\\. What a year it was/);
    expect(md).toContain('\n\n\\# x marks the spot');
    expect(md).toContain(`![cover \\[deluxe\\]](${stage.fixtures.url('/images/cover.jpg')})`);
    expect(md).toContain(`[real one](${stage.fixtures.url('/artists/nia')})`);
    expect(md).not.toMatch(/javascript|\]\(\s*\)/);
    expect(md).toContain('a link that goes nowhere next to');
    expect(md).toMatch(/^- +Albums\n {2,4}- +Debuts\n {2,4}- +Comebacks\n- +Singles$/m);
    expect(md).toContain('| Month | Release |\n| --- | --- |\n| March | Salt \\| Saffron |\n| June | Night Shift |');
  });

  it('reads Latin-1 and windows-1252 by their declarations', async () => {
    const story = (await rows())['/articles/hostile/accents.latin1.html'];
    expect(story.title).toBe('Ñengo Flow y Beyoncé: la colaboración que nadie esperaba');
    expect(story.source).toBe('Crónica Urbana');
    expect(story.content).toContain('’Fue pura magia’, dice el productor.');
    expect(story.content).toContain('Montréal');
  });

  it("reads Atom's html, xhtml and text content, resolves relative links, and copes without dates", async () => {
    const stored = await rows();
    const escaped = stored['/articles/hostile/no-page-html.html'];
    expect(escaped.title).toBe('Escaped HTML Title & More');
    expect(escaped.source).toBe('Atom & Eve');
    expect(escaped.content).toBe(
      `Escaped HTML content with a [relative link](${stage.fixtures.url('/artists/nia')}).\n\nSecond & last paragraph.`,
    );
    const xhtml = stored['/articles/hostile/no-page-xhtml.html'];
    expect(xhtml.title).toBe('XHTML Title');
    expect(xhtml.content).toContain(`![xhtml cover](${stage.fixtures.url('/images/xhtml.jpg')})`);
    // No date in the entry nor on a page: the time it was found stands in.
    expect(Math.abs(xhtml.published_at.getTime() - xhtml.created_at.getTime())).toBeLessThan(120_000);
    const cdata = stored['/articles/hostile/no-page-cdata.html'];
    expect(cdata).toMatchObject({
      title: 'Text Title <3 with CDATA',
      excerpt: 'Plain text summary: 1 < 2 & 3 > 2.',
      content: 'CDATA content, tags **inside** & entities once.',
    });
  });

  it('reads the comment-run feed and both CDATA floods in time, and the good feed alongside', async () => {
    const stored = await rows();
    expect(stored['/articles/hostile/form-wrapped.html'].source).toBe('Comment Run Weekly');
    for (const kilobytes of [60, 200]) {
      const flood = stored[`/articles/hostile/flooded-${kilobytes}.html`];
      expect(flood.title).toBe(`Flooded with ${kilobytes} kB of angle brackets`);
      expect(flood.content).toMatch(/^Before the flood\./);
      expect(flood.content).toMatch(/After the flood\.$/);
    }
    const streetWire = Object.values(stored).filter((row) => row.source === 'Street Wire');
    expect(streetWire).toHaveLength(4);
  });
});
