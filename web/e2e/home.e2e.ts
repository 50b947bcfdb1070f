import { beforeAll, describe, expect, it } from 'vitest';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import { dropRequests, holdRequests, navigateInBrowser, openPage, PHONE, requestedPaths } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import {
  clearContent,
  daysAgo,
  hoursAgo,
  insertArticle,
  insertArtist,
  insertRelease,
  listLength,
  spotlight,
  untilApi,
} from './support/db';

const browser = browserPerFile();

beforeAll(async () => {
  await clearContent();
  await insertArticle({
    title: 'Featured Story Of The Week',
    featured: true,
    category: 'FEATURE',
    shortMd: '## The **big** one',
    publishedAt: hoursAgo(0),
  });
  await insertArticle({
    title: 'Latest One',
    category: 'BREAKING',
    shortMd: '# ' + 'x'.repeat(130),
    publishedAt: hoursAgo(2),
  });
  await insertArticle({
    title: 'Latest Two',
    category: 'CULTURE',
    excerpt: 'Plain excerpt two',
    publishedAt: daysAgo(1, 1),
  });
  await insertArticle({
    title: 'Latest Three',
    category: 'REVIEW',
    excerpt: 'Plain excerpt three',
    publishedAt: daysAgo(3),
  });
  await insertArticle({ title: 'Latest Four Hidden', publishedAt: daysAgo(5) });
  const artists = [];
  for (const name of ['Ari Lennox Jr', 'Baby Keem Sr', 'Cee Lo Nu', 'Dee Flow', 'Eve Rhymes']) {
    artists.push(await insertArtist({ name, genre: 'Trap' }));
  }
  await spotlight(currentIsoWeek(), artists);
  const releases: [string, number][] = [
    ['Drop Today', 0],
    ['Drop Yesterday', 1.2],
    ['Drop Three Days', 3.5],
    ['Drop Ten Days', 10.5],
    ['Drop Sixteen Days', 16.5],
    ['Drop Old Hidden', 40],
  ];
  for (const [title, days] of releases) await insertRelease({ title, releaseDate: daysAgo(days) });
  await untilApi('/api/articles?limit=100', listLength(5));
  await untilApi('/api/artists/spotlight', listLength(5));
  await untilApi('/api/releases', listLength(6));
});

describe('home page', () => {
  it('shows the header, the featured headline, at most 3 latest articles, the spotlight grid and at most 5 drops', async () => {
    const { page, close, pageErrors } = await openPage(browser());
    await page.goto('/');
    await expect(page.getByText('Hip Hop Culture Newsletter', { exact: true }).first().isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Featured Story Of The Week' }).waitFor();

    const latest = page.locator('#latest');
    await latest.getByRole('link', { name: 'Latest Three' }).waitFor();
    const latestTitles = await latest.locator('h3 a').allTextContents();
    expect(latestTitles).toEqual(['Latest One', 'Latest Two', 'Latest Three']);
    expect(await latest.getByText('x'.repeat(120) + '...', { exact: true }).count()).toBe(1);
    expect(await latest.getByText('2 hours ago').count()).toBe(1);
    expect(await latest.getByText('1 day ago').count()).toBe(1);
    expect(await latest.getByText('3 days ago').count()).toBe(1);
    expect(await latest.locator('[data-color="orange"]').textContent()).toBe('BREAKING');
    expect(await latest.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/articles');
    expect(await latest.getByRole('link', { name: 'Latest One' }).getAttribute('href')).toMatch(/^\/article\/\d+$/);

    const artists = page.locator('#artists');
    await artists.getByText('Eve Rhymes').waitFor();
    expect(await artists.locator('a[href^="/artists/"]').count()).toBe(5);

    const releases = page.locator('#releases');
    await releases.getByText('Drop Today').waitFor();
    expect(await releases.locator('h3').allTextContents()).toEqual([
      'Drop Today',
      'Drop Yesterday',
      'Drop Three Days',
      'Drop Ten Days',
      'Drop Sixteen Days',
    ]);
    for (const label of ['Released Today', 'Yesterday', '3 days ago', '1 week ago', '2 weeks ago']) {
      expect(await releases.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await page.locator('#events').count()).toBe(1);
    expect(await page.locator('#archive').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('navigation scrolls to the sections and links to the spotlight and For You', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Releases' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#releases');
    await page.locator('#releases').getByText('Drop Today').waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('releases')!.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0 && window.scrollY > 0;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Latest' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('latest')!.getBoundingClientRect().top) < 200);

    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Artist Spotlight' })
        .getAttribute('href'),
    ).toBe('/artist-spotlight');
    expect(await page.getByRole('link', { name: 'For You' }).getAttribute('href')).toBe('/personalized');

    await page.getByRole('button', { name: 'The Cypher: back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await close();
  });

  it('shows skeletons while loading and then the content', async () => {
    const { page, close } = await openPage(browser());
    const held = await holdRequests(page, /\/api\/(articles|artists|releases)/);
    await navigateInBrowser(page, '/');
    await page.getByRole('list', { name: 'Loading articles' }).waitFor();
    await page.getByRole('list', { name: 'Loading artists' }).waitFor();
    await page.getByRole('list', { name: 'Loading releases' }).waitFor();
    await held.release();
    await page.getByRole('link', { name: 'Latest One' }).waitFor();
    expect(await page.getByRole('list', { name: 'Loading articles' }).count()).toBe(0);
    await close();
  });

  it('says so when a section cannot load', async () => {
    const { page, close } = await openPage(browser());
    await dropRequests(page, /\/api\/(articles|artists|releases)/);
    await navigateInBrowser(page, '/');
    await page.getByText('Failed to fetch articles').waitFor();
    await page.getByText('Unable to load featured artists. Please try again later.').waitFor();
    await page.getByText('Unable to load releases. Please try again later.').waitFor();
    await close();
  });

  it('loads no markdown renderer or other screen code on the home page', async () => {
    const { page, close } = await openPage(browser());
    const scripts = requestedPaths(page, 'script');
    await page.goto('/');
    await page.locator('#releases').getByText('Drop Today').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => /markdown|article-detail|articles-page|spotlight-page|artist-profile/.test(path)),
    ).toEqual([]);
    // ...and fetches them once a screen needs them.
    await page.getByRole('link', { name: 'Featured Story Of The Week' }).click();
    await page.locator('[data-testid="markdown"] strong', { hasText: 'big' }).waitFor();
    expect(scripts.some((path) => /markdown-content/.test(path))).toBe(true);
    expect(scripts.some((path) => /article-detail/.test(path))).toBe(true);
    await close();
  });

  it('reports the page view to /api/visits with the stored session id', async () => {
    const { page, close } = await openPage(browser());
    const visit = page.waitForRequest(
      (request) => request.url().endsWith('/api/visits') && request.method() === 'POST',
    );
    await page.goto('/');
    const body = (await visit).postDataJSON() as { sessionId: string; path: string };
    expect(body.path).toBe('/');
    expect(body.sessionId).toMatch(/^session-\d{10,16}-[a-z0-9]{4,32}$/);
    expect(await page.evaluate(() => localStorage.getItem('cypher.sessionId'))).toBe(body.sessionId);

    const second = page.waitForRequest((request) => request.url().endsWith('/api/visits'));
    await page.getByRole('link', { name: 'View All' }).click();
    expect((await second).postDataJSON() as { sessionId: string; path: string }).toEqual({
      sessionId: body.sessionId,
      path: '/articles',
    });
    await close();
  });
});
