import { beforeAll, describe, expect, it } from 'vitest';
import { dropRequests, holdRequests, navigateInBrowser, openPage, requestedPaths } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContentUntilListEmpty, daysAgo, hoursAgo, insertArticle, listLength, untilApi } from './support/db';

const browser = browserPerFile();
const ids: Record<string, number> = {};

beforeAll(() => clearContentUntilListEmpty('/api/articles?limit=100'));

describe('/articles', () => {
  it('shows the empty state when there are no articles', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/articles');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.getByText('Check back later for the latest hip hop news and updates.').waitFor();
    expect(await page.title()).toBe('All Articles | The Cypher');
    await close();
  });

  it('lists every article as a card with its badges, meta and excerpt', async () => {
    ids.long = await insertArticle({
      title: 'The Long Read',
      category: 'FEATURE',
      longMd: '# Long',
      shortMd: '**' + 'y'.repeat(160),
      wordCount: 1200,
      author: 'Kris Ex',
      publishedAt: hoursAgo(5),
      imageUrl: 'http://127.0.0.1:9/missing.png',
    });
    ids.short = await insertArticle({
      title: 'Quick Hit',
      category: 'BREAKING',
      wordCount: 500,
      excerpt: 'Short and sharp',
      publishedAt: daysAgo(2),
    });
    ids.third = await insertArticle({
      title: 'Third Piece',
      category: 'REVIEW',
      wordCount: 501,
      publishedAt: daysAgo(4),
    });
    await untilApi('/api/articles?limit=100', listLength(3));

    const { page, close } = await openPage(browser());
    await page.goto('/articles');
    await page.getByText('Showing 3 articles').waitFor();
    await page.getByRole('heading', { name: 'All Articles', level: 1 }).waitFor();
    const cards = page.locator('article');
    expect(await cards.count()).toBe(3);

    const long = cards.filter({ hasText: 'The Long Read' });
    expect(await long.getByText('Long-form').count()).toBe(1);
    expect(await long.getByText('In-depth').count()).toBe(1);
    expect(await long.getByText('1,200 words').count()).toBe(1);
    expect(await long.getByText('5 hours ago').count()).toBe(1);
    expect(await long.getByText('Kris Ex').count()).toBe(1);
    expect(await long.getByText('y'.repeat(150) + '...', { exact: true }).count()).toBe(1);
    // The broken image hides itself and the story's generated artwork takes its box, so nothing below it moves.
    await page.waitForFunction(() => document.querySelectorAll('img[src*="missing.png"]').length === 0);
    expect(await long.locator('div[style*="aspect-ratio"]').count()).toBeGreaterThan(0);
    expect(await long.locator('img').getAttribute('src')).toMatch(
      new RegExp(`^/api/art/articles/${ids.long}/cover\\.svg\\?v=[0-9a-z]+$`),
    );
    // Stories without a picture show theirs too.
    expect(await page.locator('article img[src^="/api/art/articles/"]').count()).toBe(3);

    const quick = cards.filter({ hasText: 'Quick Hit' });
    expect(await quick.getByText('In-depth').count()).toBe(0);
    expect(await quick.getByText('Long-form').count()).toBe(0);
    expect(await quick.getByText('Short and sharp').count()).toBe(1);
    expect(await quick.getByRole('link', { name: 'Quick Hit' }).getAttribute('href')).toBe(`/article/${ids.short}`);
    expect(await cards.filter({ hasText: 'Third Piece' }).getByText('In-depth').count()).toBe(1);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('shows a 6-card skeleton while loading and the error text when the list cannot load', async () => {
    const { page, close } = await openPage(browser());
    const held = await holdRequests(page, /\/api\/articles/);
    await navigateInBrowser(page, '/articles');
    await page.getByRole('list', { name: 'Loading articles' }).waitFor();
    expect(await page.getByTestId('article-skeleton').count()).toBe(6);
    await held.release();
    await page.getByText('Showing 3 articles').waitFor();
    await close();

    const failing = await openPage(browser());
    await dropRequests(failing.page, /\/api\/articles/);
    await navigateInBrowser(failing.page, '/articles');
    await failing.page.getByText('Failed to fetch articles').waitFor();
    await failing.close();
  });
});

describe('/article/:id', () => {
  it('shows the article in the spec order, with View Original, source host, AI badge, tags and long markdown', async () => {
    const id = await insertArticle({
      title: 'Deep Dive Into Drill',
      excerpt: 'How drill took over.',
      category: 'CULTURE',
      longMd: '## Chapter One\n\nThe **story** begins.\n\n<p class="raw">Raw HTML paragraph</p>',
      shortMd: 'SHORT SHOULD NOT SHOW',
      content: 'CONTENT SHOULD NOT SHOW',
      wordCount: 812,
      author: 'Dee Writer',
      source: 'HipHopDX',
      sourceUrl: 'https://hiphopdx.com/news/drill',
      canonicalUrl: 'https://www.xxlmag.com/drill-story/',
      isAiGenerated: true,
      tags: ' drill , uk,  ,nyc ',
      publishedAt: new Date('2026-03-05T15:00:00Z'),
    });
    await untilApi(`/api/articles/${id}`, (body) => (body as { id?: number }).id === id);
    const { page, close } = await openPage(browser());
    await page.goto(`/article/${id}`);
    await page.getByRole('heading', { name: 'Deep Dive Into Drill', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Chapter One' }).waitFor();
    expect(await page.getByText('Raw HTML paragraph').count()).toBe(1);
    expect(await page.getByText('SHORT SHOULD NOT SHOW').count()).toBe(0);
    expect(await page.getByText('CONTENT SHOULD NOT SHOW').count()).toBe(0);
    expect(await page.getByText('March 5, 2026').count()).toBe(1);
    expect(await page.getByText('HipHopDX', { exact: true }).count()).toBe(1);
    expect(await page.getByText('AI Generated').count()).toBe(1);
    expect(await page.getByText('812 words').count()).toBe(1);
    expect(await page.getByText('By Dee Writer').count()).toBe(1);
    const original = page.getByRole('link', { name: /View Original/ });
    expect(await original.getAttribute('href')).toBe('https://hiphopdx.com/news/drill');
    expect(await original.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Source: www.xxlmag.com' }).getAttribute('href')).toBe(
      'https://www.xxlmag.com/drill-story/',
    );
    expect(await page.getByRole('list', { name: 'Tags' }).locator('li').allTextContents()).toEqual([
      'drill',
      'uk',
      'nyc',
    ]);
    expect(await page.title()).toBe('Deep Dive Into Drill | The Cypher');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('How drill took over.');

    // The spec's order: date, source, AI badge, title, excerpt, category, author and words, source link, content.
    const order = await page.evaluate(() => {
      const text = document.querySelector('main article')!.textContent!;
      return [
        'March 5, 2026',
        'HipHopDX',
        'AI Generated',
        'Deep Dive Into Drill',
        'How drill took over.',
        'CULTURE',
        'By Dee Writer',
        'Source: www.xxlmag.com',
        'Chapter One',
      ].map((part) => text.indexOf(part));
    });
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    await page.getByRole('link', { name: /Back to Articles/ }).click();
    await page.waitForURL((url) => url.pathname === '/articles');
    await close();
  });

  it('keeps the body the server rendered: no renderer loads, a broken picture is hidden, and an article opened in the app renders its own', async () => {
    const kept = await insertArticle({
      title: 'Kept From The Server',
      longMd: 'Opening **line**.\n\n![Lost picture](http://127.0.0.1:9/lost.png)\n\nClosing line.',
    });
    const fresh = await insertArticle({ title: 'Rendered In The Browser', shortMd: 'A *fresh* take.' });
    await untilApi(`/api/articles/${fresh}`, (body) => (body as { id?: number }).id === fresh);
    const { page, close } = await openPage(browser());
    const scripts = requestedPaths(page, 'script');

    await page.goto(`/article/${kept}`);
    await page.locator('[data-testid="markdown"] strong', { hasText: 'line' }).waitFor();
    // Hidden by the hydrated page once the picture failed: the page is alive, and never asked for the renderer.
    await page.locator('[data-testid="markdown"] img').waitFor({ state: 'hidden' });
    expect(await page.getByText('Closing line.').count()).toBe(1);
    expect(scripts.filter((path) => /markdown-content/.test(path))).toEqual([]);

    await page.evaluate((target) => window.history.pushState(null, '', target), `/article/${fresh}`);
    await page.getByRole('heading', { name: 'Rendered In The Browser', level: 1 }).waitFor();
    await page.locator('[data-testid="markdown"] em', { hasText: 'fresh' }).waitFor();
    expect(await page.getByText('Closing line.').count()).toBe(0);
    expect(scripts.some((path) => /markdown-content/.test(path))).toBe(true);
    await close();
  });

  // One body: `content` is the story's markdown, and `longMd` is that body whenever it is more than the short
  // version, so a short piece (its body is its short version) reads from the short markdown.
  it('falls back from long markdown to short markdown, and to the no-content notice', async () => {
    const shortId = await insertArticle({
      title: 'Short Only',
      shortMd: 'Some **bold** words',
      content: 'Some **bold** words',
    });
    const plainId = await insertArticle({ title: 'Plain Only', content: 'First paragraph.\n\nSecond paragraph.' });
    const emptyId = await insertArticle({ title: 'Nothing Inside', content: '' });
    await untilApi(`/api/articles/${emptyId}`, (body) => (body as { id?: number }).id === emptyId);
    const { page, close } = await openPage(browser());

    await page.goto(`/article/${shortId}`);
    await page.locator('[data-testid="markdown"] strong', { hasText: 'bold' }).waitFor();
    expect(await page.getByRole('link', { name: /View Original/ }).count()).toBe(0);

    await page.goto(`/article/${plainId}`);
    await page.getByText('Second paragraph.').waitFor();
    expect(await page.getByTestId('markdown').locator('p').count()).toBe(2);

    await page.goto(`/article/${emptyId}`);
    await page.getByText('No content available for this article.').waitFor();
    await close();
  });

  it('shows a skeleton first and Article Not Found for an unknown, malformed or failing id', async () => {
    const { page, close } = await openPage(browser());
    const held = await holdRequests(page, /\/api\/articles\/\d+/);
    await navigateInBrowser(page, `/article/${ids.short}`);
    await page.getByRole('status', { name: 'Loading article' }).waitFor();
    await held.release();
    await page.getByRole('heading', { name: 'Quick Hit', level: 1 }).waitFor();

    for (const path of ['/article/999999', '/article/abc', '/article/0']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
      expect(await page.title()).toBe('Article Not Found | The Cypher');
    }
    await dropRequests(page, /\/api\/articles\/\d+/);
    await navigateInBrowser(page, `/article/${ids.short}`);
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});
