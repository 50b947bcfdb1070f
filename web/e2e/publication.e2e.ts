import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ArticleView, ArtistView, ReleaseView } from '@api/shared/contracts/content';
import { articleArtworkUrl, artistArtworkUrl, releaseArtworkUrl } from '@api/shared/domain/artwork';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE, requestedPaths } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { restoreDemoContent } from './support/demo-content';
import { BASE_URL } from './support/env';

const browser = browserPerFile();
let articles: ArticleView[] = [];
let artists: ArtistView[] = [];
let releases: ReleaseView[] = [];

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  await restoreDemoContent();
  articles = await api<ArticleView[]>('/api/articles?limit=100&view=full');
  artists = await api<ArtistView[]>('/api/artists?limit=100');
  releases = await api<ReleaseView[]>('/api/releases?limit=100');
});

/**
 * Draws every picture at thumbnail size in the page and returns the pair that
 * looks most alike, with how far apart they are: the mean difference per
 * colour channel, 0 (the same picture) to 255.
 */
async function closestPair(page: Page, urls: string[]): Promise<{ distance: number; pair: string[] }> {
  return page.evaluate(async (addresses) => {
    const size = 40;
    const pixels = await Promise.all(
      addresses.map(async (address) => {
        const image = new Image();
        image.src = address;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, size, size);
        return context.getImageData(0, 0, size, size).data;
      }),
    );
    let best = { distance: Infinity, pair: [] as string[] };
    for (let a = 0; a < pixels.length; a += 1) {
      for (let b = a + 1; b < pixels.length; b += 1) {
        let sum = 0;
        for (let index = 0; index < pixels[a].length; index += 4) {
          for (let channel = 0; channel < 3; channel += 1)
            sum += Math.abs(pixels[a][index + channel] - pixels[b][index + channel]);
        }
        const distance = sum / ((pixels[a].length / 4) * 3);
        if (distance < best.distance) best = { distance, pair: [addresses[a], addresses[b]] };
      }
    }
    return best;
  }, urls);
}

describe('generated artwork', () => {
  it('gives every seeded article, artist and release artwork of its own that looks different from all the others', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(24);
    expect(artists.length).toBeGreaterThanOrEqual(12);
    expect(releases.length).toBeGreaterThanOrEqual(12);
    // The demo content carries no pictures of its own: the artwork is what readers see.
    expect([...articles, ...artists, ...releases].filter((item) => item.imageUrl)).toEqual([]);
    const urls = [
      ...articles.map((article) => articleArtworkUrl(article)),
      ...artists.map((artist) => artistArtworkUrl(artist)),
      ...releases.map((release) => releaseArtworkUrl(release)),
    ];
    expect(new Set(urls).size).toBe(urls.length);

    const { page, close } = await openPage(browser());
    await page.goto('/privacy');
    const closest = await closestPair(page, urls);
    // Two pictures this far apart differ in colour or shape at a glance, not only in a few pixels.
    expect(closest.distance, `closest pair: ${closest.pair.join(' and ')}`).toBeGreaterThan(12);
    await close();
  });

  it('serves each artwork as an immutable SVG under its versioned address, and revalidates without one', async () => {
    const url = articleArtworkUrl(articles[0]);
    const versioned = await fetch(`${BASE_URL}${url}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await versioned.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|<script/);

    const etag = versioned.headers.get('etag')!;
    const again = await fetch(`${BASE_URL}${url.replace(/\?v=.*/, '')}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const old = await fetch(`${BASE_URL}${url.replace(/\?v=.*/, '?v=old')}`);
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await fetch(`${BASE_URL}/api/art/artists/999999/portrait.svg`)).status).toBe(404);
  });

  it('stands in on the pages for every item without a picture, and is what a shared article shows', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await page.locator('#releases h3').first().waitFor();
    const sources = await page
      .locator('main img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources.length).toBeGreaterThan(20);
    expect(
      sources.every((src) =>
        /^\/api\/art\/(?:articles|artists|releases)\/\d+\/(?:cover|portrait)\.svg\?v=/.test(src ?? ''),
      ),
    ).toBe(true);

    const featured = articles.find((article) => article.featured)!;
    await page.goto(`/article/${featured.id}`);
    await page.getByRole('heading', { name: featured.title, level: 1 }).waitFor();
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toBe(`${BASE_URL}${articleArtworkUrl(featured)}`);
    expect((await fetch(ogImage!)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await close();
  });
});

describe('type', () => {
  it('sets headlines in Anton and text in Inter from the site itself, preloaded, with no fallback left in use', async () => {
    const { page, close } = await openPage(browser());
    const fontRequests = requestedPaths(page, 'font');
    await page.goto('/');
    await page.locator('#featured-title').waitFor();
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        faces: [...document.fonts].map((face) => ({
          family: face.family.replace(/"/g, ''),
          status: face.status,
          style: face.style,
        })),
        anton: document.fonts.check('64px Anton'),
        inter: document.fonts.check('16px "Inter Variable"'),
        headline: getComputedStyle(document.querySelector('#featured-title')!).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
          link.getAttribute('href'),
        ),
      };
    });
    const loaded = (family: string) =>
      fonts.faces.filter((face) => face.family === family && face.style === 'normal').map((face) => face.status);
    expect(loaded('Anton')).toEqual(['loaded']);
    expect(loaded('Inter Variable')).toEqual(['loaded']);
    expect(fonts.anton && fonts.inter).toBe(true);
    expect(fonts.headline).toMatch(/^Anton, "Anton Fallback"/);
    expect(fonts.body).toMatch(/^"Inter Variable", "Inter Fallback"/);
    expect(fonts.preloads).toHaveLength(2);
    expect(
      fonts.preloads.every((href) =>
        /^\/assets\/(?:anton-latin-400-normal|inter-latin-wght-normal)-[\w-]+\.woff2$/.test(href ?? ''),
      ),
    ).toBe(true);
    // Only the Latin files, from this site.
    expect(fontRequests.length).toBeGreaterThanOrEqual(2);
    expect(fontRequests.every((path) => /^\/assets\/[a-z-]+-latin-[\w-]+\.woff2$/.test(path))).toBe(true);
    await close();
  });
});

describe('no shift when the fonts arrive', () => {
  it('lays a page out in the same room with the metric-matched fallbacks as with the web fonts', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const heights: Record<string, number[]> = {};
      for (const blocked of [false, true]) {
        const { page, close } = await openPage(browser(), viewport);
        // Fonts that never arrive: what a reader sees before the swap.
        if (blocked) await page.route(/\.woff2$/, (route) => route.abort());
        await page.goto('/privacy');
        await page.getByRole('heading', { name: 'How to leave' }).waitFor();
        const measured = await page.evaluate(async () => {
          await document.fonts.ready;
          const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
          const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().height;
          return { loaded: loaded.map((family) => family.replace(/"/g, '')), sizes: [box('h1'), box('main')] };
        });
        expect(measured.loaded, `${viewport.width}px, fonts ${blocked ? 'blocked' : 'loaded'}`).toEqual(
          blocked ? ['Anton Fallback', 'Inter Fallback'] : ['Anton', 'Inter Variable'],
        );
        heights[blocked ? 'fallback' : 'web'] = measured.sizes;
        await close();
      }
      const [headlineWeb, pageWeb] = heights.web;
      const [headlineFallback, pageFallback] = heights.fallback;
      expect(Math.abs(headlineWeb - headlineFallback), `headline at ${viewport.width}px`).toBeLessThanOrEqual(1);
      expect(Math.abs(pageWeb - pageFallback) / pageWeb, `page at ${viewport.width}px`).toBeLessThan(0.02);
    }
  });
});

describe('the front page', () => {
  it('offers more than a screenful of stories: the lead, the latest, top stories and a rail per category, each story once', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Top Stories' }).waitFor();
    const topStories = page.locator(
      'section[aria-labelledby="top-stories-title"] h3 a, section[aria-labelledby="top-stories-title"] h2 a',
    );
    expect(await topStories.count()).toBeGreaterThan(4);
    for (const rail of ['Breaking News', 'Culture', 'Feature', 'Review']) {
      const section = page.getByRole('region', { name: rail, exact: true });
      expect(await section.locator('article').count(), rail).toBeGreaterThan(0);
    }
    const titles = await page.locator('main article h1 a, main article h2 a, main article h3 a').allTextContents();
    expect(titles.length).toBeGreaterThan(15);
    expect(new Set(titles).size).toBe(titles.length);
    // One badge per story: the lead shows its category, never a second 'Featured' beside 'FEATURE'.
    const lead = page.locator('section[aria-labelledby="featured-title"]');
    expect(await lead.getByText(/^featured?$/i).count()).toBe(1);
    // The call to action says what arrives and when, and leads to the form.
    await page.getByRole('heading', { name: 'One email, every Friday' }).waitFor();
    await page.getByRole('link', { name: 'Get the Friday email' }).click();
    await page.waitForURL((url) => url.hash === '#subscribe');
    await page.getByRole('button', { name: 'Subscribe for Free' }).waitFor();
    await close();
  });

  it('opens a category rail as a filtered list of articles', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('link', { name: 'More Review' }).click();
    await page.waitForURL((url) => url.search === '?category=REVIEW');
    const reviews = articles.filter((article) => article.category === 'REVIEW').length;
    await page.getByText(`Showing ${reviews} articles`).waitFor();
    expect(await page.locator('main article [data-color]').allTextContents()).toEqual(Array(reviews).fill('REVIEW'));
    await close();
  });
});

describe('reading a story', () => {
  it('shows every demo article as a whole story, not a one-line teaser', async () => {
    for (const article of articles) {
      const body = article.longMd ?? article.shortMd ?? '';
      expect(body.split(/\n{2,}/).length, article.title).toBeGreaterThanOrEqual(3);
      expect(article.wordCount, article.title).toBeGreaterThan(90);
    }
    const { page, close } = await openPage(browser(), PHONE);
    const short = articles.find((article) => !article.longMd && article.shortMd?.includes('> '))!;
    await page.goto(`/article/${short.id}`);
    const markdown = page.getByTestId('markdown');
    await markdown.locator('blockquote').waitFor();
    expect(await markdown.locator('p').count()).toBeGreaterThanOrEqual(3);
    const measure = await markdown.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
        width: element.clientWidth,
        font: parseFloat(style.fontSize),
      };
    });
    expect(measure.lineHeight).toBeGreaterThanOrEqual(1.6);
    expect(measure.font).toBeGreaterThanOrEqual(16);
    await close();
  });

  it('links the artists a story names, with their portraits', async () => {
    const { page, close } = await openPage(browser());
    const story = articles.find((article) => article.tags?.split(',').some((tag) => tag.trim() === 'Saint Ossie'))!;
    await page.goto(`/article/${story.id}`);
    const chips = page.getByRole('region', { name: 'In this story' });
    const ossie = artists.find((artist) => artist.name === 'Saint Ossie')!;
    await chips.getByRole('link', { name: /Saint Ossie/ }).waitFor();
    expect(await chips.getByRole('link', { name: /Saint Ossie/ }).getAttribute('href')).toBe(`/artists/${ossie.id}`);
    await close();
  });
});

describe('honest pages', () => {
  it('answers an unknown address with help: the spec title, a neutral router hint, search, home and the latest stories', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/saint-ossie-peckham');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/router/);
    expect(text).not.toMatch(/\.tsx?\b|src\/|routes/);
    // The address itself is the first search: it finds the stories it names.
    const results = page.getByRole('region', { name: /Stories matching/ });
    await results.getByRole('link').first().waitFor();
    expect(await results.getByRole('link').allTextContents()).toContain(
      "Saint Ossie Announces Surprise Mixtape 'Peckham Weather', Out Tomorrow",
    );
    await page.getByRole('searchbox', { name: 'Search the stories' }).fill('zzzz nothing');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No story matches “zzzz nothing”').waitFor();
    expect(await page.getByRole('region', { name: 'Latest stories' }).getByRole('link').count()).toBe(4);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('says what the site stores and how to leave, and every footer link leads somewhere real', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    const privacy = await page.locator('main').innerText();
    for (const stored of [
      /email address, first name and last name/i,
      /credit program/i,
      /phone number/i,
      /reading id/i,
      /signals/i,
      /consent/i,
      /unsubscribe/i,
      /deletion/i,
    ]) {
      expect(privacy).toMatch(stored);
    }
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of Use', level: 1 }).waitFor();

    const footerLinks = await page
      .locator('footer a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(footerLinks.length).toBeGreaterThanOrEqual(8);
    for (const href of footerLinks) {
      await page.goto(href!);
      await page.locator('main h1, main h2').first().waitFor();
      expect(await page.getByRole('heading', { name: 'Page Not Found' }).count(), href!).toBe(0);
    }
    await close();
  });
});

describe('the new pages and states', () => {
  it('have no serious or critical axe violation at phone and laptop width', async () => {
    const featured = articles.find((article) => article.featured)!;
    const pages: [string, string, (page: Page) => Promise<unknown>][] = [
      ['front', '/', (page) => page.getByRole('heading', { name: 'Top Stories' }).waitFor()],
      [
        'article-long',
        `/article/${featured.id}`,
        (page) => page.getByRole('region', { name: 'In this story' }).waitFor(),
      ],
      ['articles-category', '/articles?category=CULTURE', (page) => page.getByText(/Showing \d+ articles/).waitFor()],
      ['not-found-search', '/peckham', (page) => page.getByRole('region', { name: /Stories matching/ }).waitFor()],
      ['privacy', '/privacy', (page) => page.getByRole('heading', { name: 'How to leave' }).waitFor()],
      ['terms', '/terms', (page) => page.getByRole('heading', { name: 'The free credit program' }).waitFor()],
    ];
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      for (const [name, path, ready] of pages) {
        await page.goto(path);
        await ready(page);
        expect(await seriousAxeViolations(page), `${name} at ${viewport.width}px`).toEqual([]);
      }
      expect(pageErrors).toEqual([]);
      await close();
    }
  }, 180_000);
});
