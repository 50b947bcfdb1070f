import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pictureHash } from '@api/shared/domain/picture-variants';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, hoursAgo, insertArticle, insertArtist, untilApi } from './support/db';
import { BASE_URL } from './support/env';
import { storeProcessedPicture, storeRefusedPicture } from './support/pictures';

const browser = browserPerFile();
const DOCS_SCREENSHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
/** An outlet's server nobody can reach: a request for it from the browser would be seen, and fail. */
const OUTLET = 'https://images.outlet.example';
const photo = (name: string) => `${OUTLET}/${name}.jpg`;

let articleId = 0;
let refusedArticleId = 0;
let artistId = 0;

beforeAll(async () => {
  await clearContent();
  // The pictures first: the stack's worker would otherwise try the unreachable outlet before they are stored.
  for (const name of ['hero', 'one', 'two', 'three', 'inline']) await storeProcessedPicture(photo(name));
  await storeProcessedPicture(photo('portrait'), 900, 900);
  await storeRefusedPicture(photo('bomb'), 'refused: 100000 × 100000 pixels is more than 50000000');
  articleId = await insertArticle({
    title: 'Pictures From Our Own Origin Load First',
    excerpt: 'The hero is ours, at the width the phone shows.',
    category: 'FEATURE',
    featured: true,
    imageUrl: photo('hero'),
    content: `The story opens here.\n\n![The crowd at the show](${photo('inline')})\n\nAnd goes on after the picture.`,
    publishedAt: hoursAgo(1),
  });
  for (const [index, name] of ['one', 'two', 'three'].entries()) {
    await insertArticle({
      title: `Second Story Number ${name}`,
      category: 'CULTURE',
      imageUrl: photo(name),
      publishedAt: hoursAgo(2 + index),
    });
  }
  refusedArticleId = await insertArticle({
    title: 'A Story Whose Picture Was A Bomb',
    category: 'REVIEW',
    imageUrl: photo('bomb'),
    publishedAt: hoursAgo(6),
  });
  artistId = await insertArtist({ name: 'Portrait Artist', imageUrl: photo('portrait') });
  await untilApi('/api/articles?limit=10', (body) => Array.isArray(body) && body.length === 5);
});

afterAll(async () => {
  await clearContent();
});

/** Every host the page asked anything of, from the first request on. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

/**
 * Opens `path` at phone and laptop width, runs `check` on each, and expects the
 * page to have asked nothing of any host but this site (never of an outlet).
 */
async function onlyOurHostAtBothWidths(path: string, check: (page: Page, width: number) => Promise<void>) {
  for (const viewport of [PHONE, LAPTOP]) {
    const { page, close } = await openPage(browser(), viewport);
    const hosts = recordHosts(page);
    await page.goto(path);
    await check(page, viewport.width);
    expect([...hosts]).toEqual([new URL(BASE_URL).host]);
    await close();
  }
}

/** Waits until every picture in view has loaded (or fallen back) and says what each shows. */
async function loadedPictures(
  page: Page,
): Promise<{ src: string; natural: number; loading: string; priority: string; inBody: boolean; html: string }[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
  );
  return page.locator('main img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: image.currentSrc,
      natural: image.naturalWidth,
      loading: image.getAttribute('loading') ?? '',
      priority: image.getAttribute('fetchpriority') ?? '',
      inBody: image.hasAttribute('data-body-picture'),
      html: image.parentElement?.outerHTML ?? '',
    })),
  );
}

const PAGES = [
  { name: 'home', path: () => '/' },
  { name: 'articles', path: () => '/articles' },
  { name: 'article', path: () => `/article/${articleId}` },
  { name: 'artist', path: () => `/artists/${artistId}` },
];

describe('pictures come from our origin, at the width shown', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    for (const entry of PAGES) {
      it(`${entry.name} at ${viewport.width}px asks no other host and shows our variants`, async () => {
        const { page, close, pageErrors } = await openPage(browser(), viewport);
        const hosts = recordHosts(page);
        await page.goto(entry.path());
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const pictures = await loadedPictures(page);

        expect([...hosts]).toEqual([new URL(BASE_URL).host]);
        const ours = pictures.filter((picture) => picture.src.includes('/media/'));
        expect(ours.length).toBeGreaterThan(0);
        // The browser chose AVIF cut to its box, at a width near the box's (never the 1,920 px variant on a phone).
        // A picture in a story's body is shown whole.
        for (const picture of ours) {
          const cut = picture.inBody ? '' : '-(?:16x9|3x2|1x1)';
          expect(picture.src, picture.html).toMatch(new RegExp(`/media/[0-9a-f]{32}-\\d+${cut}\\.avif$`));
        }
        if (viewport === PHONE) for (const picture of ours) expect(picture.src).not.toContain('-1920.');
        // The first picture is eager and first in line; the others wait until they are near.
        expect(pictures[0]).toMatchObject({ loading: 'eager', priority: 'high' });
        expect(pictures.slice(1).every((picture) => picture.loading === 'lazy')).toBe(true);

        const sources = await page
          .locator('main picture source[type="image/avif"]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('srcset') ?? ''));
        expect(sources.length).toBeGreaterThan(0);
        for (const srcset of sources) {
          expect(srcset).toMatch(/^\/media\/[0-9a-f]{32}-320((?:-16x9|-3x2|-1x1)?)\.avif 320w, .*-1920\1\.avif 1920w$/);
        }
        const sized = await page
          .locator('main picture img:not([data-body-picture])')
          .evaluateAll((images) => images.every((image) => image.getAttribute('width') && image.getAttribute('sizes')));
        expect(sized).toBe(true);

        expect(await seriousAxeViolations(page), `${entry.name} at ${viewport.width}px`).toEqual([]);
        mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: `${DOCS_SCREENSHOTS}pictures-${entry.name}-${viewport.width}.png` });
        expect(pageErrors).toEqual([]);
        await close();
      });
    }
  }

  it("the server's HTML paints each kept picture's placeholder under it, before any script runs", async () => {
    const { page, close } = await openPage(browser(), PHONE);
    for (const entry of PAGES) {
      const html = await (await page.request.get(entry.path())).text();
      expect(html, entry.name).toMatch(
        /background-image:\s*url\((?:&quot;|")data:image\/webp;base64,[\w+/=]+(?:&quot;|")\)/,
      );
    }
    // The browser's first render reads the same placeholders from the page's data: React keeps the server's
    // markup (a mismatch is reported as a recoverable error, #418 in a production build).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/article/${articleId}`, { waitUntil: 'networkidle' });
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    await close();
  });

  it("a picture in a story's body is shown from our variants, never asked of the outlet", async () => {
    await onlyOurHostAtBothWidths(`/article/${articleId}`, async (page, width) => {
      const inline = page.getByRole('img', { name: 'The crowd at the show' });
      await inline.scrollIntoViewIfNeeded();
      await expect.poll(() => inline.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await inline.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(
        new RegExp(`/media/${pictureHash(photo('inline'))}-\\d+\\.avif$`),
      );
      // Its box comes from the picture's own size, known to the server's page: nothing moves when it arrives.
      expect([await inline.getAttribute('width'), await inline.getAttribute('height')]).toEqual(['1600', '900']);
      await page.screenshot({ path: `${DOCS_SCREENSHOTS}pictures-article-body-${width}.png` });
    });
  });

  it('a refused picture leaves the artwork in its place, never a broken image', async () => {
    await onlyOurHostAtBothWidths(`/article/${refusedArticleId}`, async (page) => {
      const hero = page.locator('main figure img').first();
      await expect.poll(() => hero.evaluate((image) => (image as HTMLImageElement).currentSrc)).toContain('/api/art/');
      expect(await hero.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect.poll(() => page.locator('main figure figcaption').innerText()).toBe('Illustration: The Cypher');
      // The refused picture's own address answers 404 (briefly cached), which is what sends the page to the artwork.
      const miss = await page.request.get(`/media/${pictureHash(photo('bomb'))}-640.avif`);
      expect(miss.status()).toBe(404);
    });
  });

  it('a page the server rendered never asks for a picture it knows was refused, not even to preload it', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`/article/${refusedArticleId}`, { waitUntil: 'networkidle' });
    const hero = page.locator('main figure img').first();
    expect(await hero.evaluate((image) => (image as HTMLImageElement).currentSrc)).toContain('/api/art/');
    expect(asked.filter((path) => path.includes(pictureHash(photo('bomb'))))).toEqual([]);
    // The kept pictures the same page shows are still asked for: only the refused one is skipped.
    expect(asked.some((path) => path.startsWith('/media/'))).toBe(true);
    await close();
  });

  it('variants are immutable with a strong ETag, and a revalidation is a 304', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    const path = `/media/${pictureHash(photo('hero'))}-640.webp`;
    const first = await page.request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/webp');
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers().etag;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await page.request.get(path, { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    await close();
  });
});
