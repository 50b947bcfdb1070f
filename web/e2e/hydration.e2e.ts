import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import { openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import {
  clearContent,
  daysFromNow,
  hoursAgo,
  insertArticle,
  insertArtist,
  insertChartEntry,
  insertEvent,
  insertNewsletter,
  insertRelease,
  pool,
  spotlight,
} from './support/db';
import { startImageServer, type ImageServer } from './support/image-server';
import { storedAsProcessed } from './support/pictures';

const browser = browserPerFile();
let images: ImageServer;
const paths: string[] = [];

beforeAll(async () => {
  const pictures = storedAsProcessed(await startImageServer());
  images = pictures.images;
  await clearContent();
  const story = await insertArticle({
    title: 'Hydrated Headline',
    excerpt: 'The server wrote it, the browser adopted it.',
    longMd: '## A heading\n\nWith **markdown** and a [link](https://example.com).',
    category: 'FEATURE',
    featured: true,
    author: 'Jay Writer',
    tags: 'ssr, hydration',
    imageUrl: images.url(0, 'Hydrated'),
    publishedAt: hoursAgo(2),
  });
  for (let index = 0; index < 6; index++) {
    await insertArticle({ title: `Story number ${index}`, category: 'CULTURE', publishedAt: hoursAgo(5 + index * 20) });
  }
  const artist = await insertArtist({ name: 'Nova Verse', genre: 'Alt Rap', description: 'Bars from the future.' });
  await spotlight(currentIsoWeek(), [artist]);
  await insertRelease({ title: 'Fresh Tape', artist: 'Nova Verse', type: 'album', releaseDate: hoursAgo(3) });
  const issue = await insertNewsletter({
    title: 'Issue One',
    description: 'The first one',
    content: '## Hello\n\nWelcome **in**.',
  });
  await insertEvent({
    title: 'Hydrated Show',
    location: 'Queens, NY',
    artists: 'Nova Verse',
    eventDate: daysFromNow(2),
  });
  await insertChartEntry({ title: 'Hydrated Song', artist: 'Nova Verse', position: 1, score: 10, previous: 2 });
  paths.push(
    '/',
    '/events',
    '/releases',
    '/releases?type=album',
    '/charts',
    '/category/feature',
    '/tag/ssr',
    '/category/gossip',
    '/articles',
    '/articles?category=CULTURE',
    `/article/${story}`,
    '/artist-spotlight',
    `/artists/${artist}`,
    '/newsletters',
    `/newsletter/${issue}`,
    '/search?q=hydrated',
    '/search?q=nova&type=artists',
    '/article/999999',
    '/artists/abc',
    '/no-such-page',
  );
  await pictures.storeAll();
});

afterAll(async () => {
  await images?.close();
  await pool.query(`DELETE FROM newsletters WHERE title = 'Issue One'`);
  await pool.query(`DELETE FROM events WHERE title = 'Hydrated Show'`);
  await pool.query(`DELETE FROM streaming_charts WHERE song_title = 'Hydrated Song'`);
});

/**
 * Every public page, loaded whole in Chromium: the server's HTML is adopted
 * without a single hydration warning or console error, and the browser asks
 * the API for none of the data the page arrived with.
 */
describe('server-rendered pages hydrate cleanly', () => {
  for (const viewport of [undefined, PHONE]) {
    it(`hydrates every public page without a warning or a second request${viewport ? ' (phone)' : ''}`, async () => {
      for (const path of paths) {
        const { page, close, pageErrors } = await openPage(browser(), viewport);
        const problems: string[] = [];
        page.on('console', (message) => {
          // A not-found page is a 404 document, which Chromium reports as a failed load of the page itself.
          if (message.location().url === page.url() && message.text().includes('status of 404')) return;
          // A picture not kept yet (or refused) answers 404 at /media and its box draws the artwork instead: that
          // noise is the pictures' to remove (they do not yet tell the page which are ready), not hydration's.
          const from = message.location().url;
          if (from && new URL(from).pathname.startsWith('/media/') && message.text().includes('status of 404')) return;
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        const apiReads: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (request.method() === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/art/')) {
            apiReads.push(url.pathname + url.search);
          }
        });
        const response = await page.goto(path);
        const missing = ['999999', 'abc', 'no-such', 'gossip'].some((part) => path.includes(part));
        expect(response?.status(), path).toBe(missing ? 404 : 200);
        await page.waitForLoadState('networkidle');
        // Hydrated: React answers a click by routing in the page (no new document).
        const marker = await page.evaluate(
          () => ((window as unknown as { __marker: number }).__marker = Math.random()),
        );
        await page.getByRole('link', { name: 'Artist Spotlight' }).first().click();
        await page.waitForURL((url) => url.pathname === '/artist-spotlight');
        expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), path).toBe(marker);
        expect(problems, `${path}: ${JSON.stringify(problems)}`).toEqual([]);
        expect(pageErrors, path).toEqual([]);
        expect(
          apiReads.filter((read) => !read.startsWith('/api/artists/spotlight')),
          path,
        ).toEqual([]);
        await close();
      }
      // Every public page, one after another: more pages than one default test timeout holds.
    }, 240_000);
  }
});
