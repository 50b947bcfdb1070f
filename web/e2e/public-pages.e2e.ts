import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import { expectAccessibleAtBothWidths, type PageToCheck } from './support/accessible-pages';
import { openPage } from './support/browser';
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
import { startImageServer, type ImageServer } from './support/image-server';
import { storedAsProcessed } from './support/pictures';

const browser = browserPerFile();
let images: ImageServer;
const pages: PageToCheck[] = [];

beforeAll(async () => {
  const pictures = storedAsProcessed(await startImageServer());
  images = pictures.images;
  await clearContent();
  const featured = await insertArticle({
    title: 'The New York Underground Is Running The Game Again',
    excerpt: 'A new wave of MCs is pulling the culture back to the five boroughs.',
    shortMd: 'A new wave of **MCs** is pulling the culture back to the five boroughs, one basement show at a time.',
    longMd:
      '## Back to the basement\n\nThe scene never left. It just went **underground**.\n\n> "You had to be there." — every DJ in Bushwick\n\n- Open mics every Thursday\n- Tapes sold hand to hand\n\nRead more at [the source](https://example.com/source).',
    category: 'FEATURE',
    featured: true,
    wordCount: 1350,
    author: 'Jay Writer',
    imageUrl: images.url(0, 'Underground'),
    source: 'The Cypher',
    sourceUrl: 'https://example.com/original',
    canonicalUrl: 'https://www.example.com/underground',
    isAiGenerated: true,
    tags: 'nyc, underground, boom bap',
    publishedAt: hoursAgo(1),
  });
  const stories: [string, string, number][] = [
    ['Surprise Album Drops At Midnight, Breaks Streaming Records', 'BREAKING', 3],
    ['Inside The Producer Collective Reinventing Southern Bounce', 'CULTURE', 26],
    ['Review: A Debut That Sounds Like A Greatest Hits', 'REVIEW', 80],
    ['Why The Mixtape Never Died', 'FEATURE', 120],
  ];
  for (const [index, [title, category, hours]] of stories.entries()) {
    await insertArticle({
      title,
      category,
      excerpt: `${title}. The story behind the headline, told by the people who were there.`,
      wordCount: 300 + index * 250,
      author: 'Staff',
      imageUrl: images.url(index + 1, category),
      publishedAt: hoursAgo(hours),
    });
  }
  const artistIds = [];
  const names = ['Nova Verse', 'Kilo Kid', 'Lyric Lane', 'Mo Beats', 'Oro Flow'];
  for (const [index, name] of names.entries()) {
    artistIds.push(
      await insertArtist({
        name,
        genre: ['Boom Bap', 'Trap', 'Drill', 'Jazz Rap', 'Alt Rap'][index],
        location: ['Queens, NY', 'Atlanta, GA', 'Chicago, IL', 'Oakland, CA', 'Houston, TX'][index],
        shortBio: `${name} is one of the most exciting new voices in the culture right now.`,
        fullBio: `## Story\n\n${name} came up through **open mics** and self-released tapes.`,
        imageUrl: index === 4 ? null : images.url(index + 2, name),
        latestProject: `${name.split(' ')[0]} Tape Vol. 1`,
        latestProjectUrl: 'https://music.example.com/tape',
        latestProjectImage: images.url(index + 3, 'Tape'),
        socialLinks: {
          instagram: 'https://instagram.com/x',
          twitter: 'https://twitter.com/x',
          spotify: 'https://open.spotify.com/x',
        },
        spotlightedAt: daysAgo(1),
        aiGenerated: index === 0,
        sourceUrl: 'https://musicbrainz.org/artist/x',
      }),
    );
  }
  await spotlight(currentIsoWeek(), artistIds);
  for (const [index, days] of [0, 1, 4, 9, 15].entries()) {
    await insertRelease({
      title: ['Night Shift', 'Gold Teeth', 'Southside Psalms', 'Paper Planes II', 'Late Pass'][index],
      artist: names[index],
      type: ['single', 'album', 'EP', 'mixtape', 'single'][index],
      imageUrl: images.url(index + 4, 'Drop'),
      releaseDate: daysAgo(days, 1),
    });
  }
  await pictures.storeAll();
  await untilApi('/api/articles?limit=100', listLength(5));
  await untilApi('/api/artists/spotlight', listLength(5));
  await untilApi('/api/releases', listLength(5));

  pages.push(
    { name: 'home', path: '/', ready: (page) => page.locator('#releases').getByText('Night Shift').waitFor() },
    { name: 'articles', path: '/articles', ready: (page) => page.getByText('Showing 5 articles').waitFor() },
    {
      name: 'article',
      path: `/article/${featured}`,
      ready: (page) => page.getByRole('heading', { name: 'Back to the basement' }).waitFor(),
    },
    {
      name: 'artist-spotlight',
      path: '/artist-spotlight',
      ready: (page) => page.getByRole('heading', { name: 'Oro Flow' }).waitFor(),
    },
    {
      name: 'artist',
      path: `/artists/${artistIds[0]}`,
      ready: (page) => page.getByRole('heading', { name: 'Story' }).waitFor(),
    },
    {
      name: 'not-found',
      path: '/does-not-exist',
      ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }).waitFor(),
    },
    {
      name: 'article-not-found',
      path: '/article/999999',
      ready: (page) => page.getByRole('heading', { name: 'Article Not Found' }).waitFor(),
    },
    {
      name: 'artist-not-found',
      path: '/artists/999999',
      ready: (page) => page.getByRole('heading', { name: 'Artist Not Found' }).waitFor(),
    },
  );
});

afterAll(async () => {
  await images?.close();
});

/** Scrolls through the page so lazy images load, then waits until every image has loaded or failed. */
async function imagesSettled(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Every public page, checked at phone and laptop width in turn: twice the time of one pass on a busy machine. */
const EVERY_PAGE_TWICE_MS = 180_000;

describe('every public page', () => {
  it(
    'has no serious or critical axe violation, at phone and laptop width, and saves screenshots',
    { timeout: EVERY_PAGE_TWICE_MS },
    async () => {
      const settled = pages.map((entry) => ({
        ...entry,
        ready: async (page: Page) => {
          await entry.ready(page);
          await imagesSettled(page);
        },
      }));
      await expectAccessibleAtBothWidths(browser(), settled);
    },
  );

  it('has its own title and meta description', async () => {
    const { page, close } = await openPage(browser());
    const seen = new Map<string, string>();
    for (const entry of pages) {
      await page.goto(entry.path);
      await entry.ready(page);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title, entry.name).toMatch(/\| The Cypher$/);
      expect(description?.length, entry.name).toBeGreaterThan(20);
      seen.set(entry.name, title);
    }
    expect(
      new Set(['home', 'articles', 'article', 'artist-spotlight', 'artist', 'not-found'].map((name) => seen.get(name)))
        .size,
    ).toBe(6);
    await close();
  });

  it('keeps image boxes sized before the images arrive (no layout shift)', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/articles');
    await page.getByText('Showing 5 articles').waitFor();
    const boxes = await page
      .locator('article div[style*="aspect-ratio"]')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(boxes.length).toBe(5);
    expect(boxes.every((height) => height > 100)).toBe(true);
    // The first card's picture is in view at once and is the page's largest paint: it loads first; the rest wait.
    const loading = await page
      .locator('article img')
      .evaluateAll((elements) =>
        elements.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority') ?? ''}`.trim()),
      );
    expect(loading).toEqual(['eager high', 'lazy', 'lazy', 'lazy', 'lazy']);
    await close();
  });
});

describe('keyboard', () => {
  /** Tabs through the page and returns a description of every element that took focus. */
  async function tabThrough(page: Page, limit = 120): Promise<Set<string>> {
    const reached = new Set<string>();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      const key = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element && element !== document.body ? element.getAttribute('data-key') : null;
      });
      if (key) reached.add(key);
    }
    return reached;
  }

  /** Marks every visible control so the tab walk can tell them apart; radios are keyed by their group. */
  async function markControls(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
        (element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          // Controls hidden from people on purpose (the form's honeypot: aria-hidden, out of the tab order) are not for them to reach.
          const hiddenOnPurpose = element.closest('[aria-hidden="true"]') !== null && element.tabIndex < 0;
          return (
            !hiddenOnPurpose &&
            style.visibility !== 'hidden' &&
            style.display !== 'none' &&
            box.width > 0 &&
            box.height > 0
          );
        },
      );
      const keys = new Set<string>();
      controls.forEach((element, index) => {
        // Radio buttons of one group share a single tab stop (arrow keys move between them).
        const key =
          element instanceof HTMLInputElement && element.type === 'radio'
            ? `radio-group:${element.name}`
            : `${element.tagName.toLowerCase()}#${index}:${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}`;
        element.setAttribute('data-key', key);
        keys.add(key);
      });
      return [...keys];
    });
  }

  it('reaches every control of every public page with Tab, including the expanded subscribe form', async () => {
    const { page, close } = await openPage(browser());
    for (const entry of pages) {
      await page.goto(entry.path);
      await entry.ready(page);
      if (entry.name === 'home') {
        await page.getByRole('button', { name: 'Subscribe for Free' }).focus();
        await page.keyboard.press('Enter');
        await page.getByLabel('Yes', { exact: true }).check();
        await page.getByLabel('Phone Number').waitFor();
      }
      const controls = await markControls(page);
      expect(controls.length, entry.name).toBeGreaterThan(5);
      const reached = await tabThrough(page, controls.length + 20);
      expect(
        controls.filter((key) => !reached.has(key)),
        entry.name,
      ).toEqual([]);
    }
    await close();
  });

  it('lets a keyboard user subscribe: Enter expands, arrows pick the credit choice, Enter submits', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe for Free' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('First Name').focus();
    await page.keyboard.type('Key');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`keys-${Date.now()}@example.com`);
    await page.keyboard.press('Tab'); // the credit program's 'What it is' link
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('What it is');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // selects the first radio (Yes)
    await page.keyboard.press('ArrowRight'); // moves to No
    expect(await page.getByLabel('No', { exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').getByText('Successfully subscribed!').waitFor();
    await close();
  });
});
