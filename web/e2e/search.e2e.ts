import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { dropRequests, holdRequests, LAPTOP, navigateInBrowser, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, hoursAgo, insertArticle, insertArtist, insertRelease, pool, untilApi } from './support/db';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const EVENT_TITLE = 'Brass and Bars Night';

beforeAll(async () => {
  await clearContent();
  await insertArticle({
    title: 'Kendrick Lamar Announces A Stadium Tour',
    excerpt: 'Twenty dates across North America.',
    content: 'The Compton rapper will play twenty stadiums, with a saxophone section on every stop.',
    category: 'BREAKING',
    publishedAt: hoursAgo(2),
  });
  await insertArticle({
    title: 'Why The Saxophone Is Back In Rap',
    excerpt: 'Horns are everywhere this year.',
    content: 'Producers keep reaching for brass and reeds.',
    category: 'FEATURE',
    publishedAt: hoursAgo(5),
  });
  await insertArtist({ name: 'Kendrick Lamar', genre: 'West Coast', location: 'Compton, CA' });
  await insertArtist({ name: 'Junie Marz', genre: 'Alternative Hip Hop', location: 'Leeds, UK' });
  await insertRelease({ title: 'Saxophone Sessions', artist: 'Tamsin Rowe', type: 'EP' });
  await pool.query(
    `INSERT INTO events (title, location, artists, event_date) VALUES ($1, 'Leeds, UK', 'Tamsin Rowe', $2)`,
    [EVENT_TITLE, new Date(Date.now() + 7 * 86_400_000)],
  );
  await untilApi('/api/search?q=saxophone&limit=10', (body) =>
    Boolean((body as { groups?: { hits: unknown[] }[] }).groups?.[0]?.hits.length === 2),
  );
});

afterAll(async () => {
  await pool.query('DELETE FROM events WHERE title = $1', [EVENT_TITLE]);
});

/**
 * A results screen a test is done with: the box still holds the query, the screen passes axe and
 * fits the window; then its screenshot.
 */
async function expectResultsScreen(page: Page, screen: { box: Locator; query: string; width: number; shot: string }) {
  expect(await screen.box.inputValue()).toBe(screen.query);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
  await saveScreenshot(page, screen.shot);
}

describe('site search', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', LAPTOP],
  ] as const) {
    it(`the header box: '/' focuses it, Enter opens grouped, highlighted results (${label} px)`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.waitFor();
      await saveScreenshot(page, 'search-header');
      await page.keyboard.press('/');
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      // Once in the box, '/' is typed like any other character.
      await page.keyboard.type('sax/');
      expect(await box.inputValue()).toBe('sax/');
      await box.fill('saxophone');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'saxophone');
      const articles = page.getByRole('region', { name: /Articles/ });
      await articles.waitFor();
      expect(await page.locator('main h2').allInnerTexts()).toEqual(['ARTICLES (2)', 'RELEASES (1)']);
      const marks = await page.locator('main mark').allInnerTexts();
      expect(marks.map((text) => text.toLowerCase())).toContain('saxophone');
      const first = articles.getByRole('link').first();
      expect(await first.innerText()).toBe('Why The Saxophone Is Back In Rap');
      await expectResultsScreen(page, { box, query: 'saxophone', width: viewport.width, shot: 'search-results' });
      expect(pageErrors).toEqual([]);
      await close();
    });

    it(`a misspelt name, a type filter, no results (${label} px)`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto('/search?q=kendric');
      await page.getByRole('region', { name: /Artists/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Kendrick Lamar', exact: true }).count()).toBe(1);
      await page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: 'Events' }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'events');
      await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
      await page.goto('/search?q=leeds&type=events');
      expect(
        await page
          .getByRole('region', { name: /Events/ })
          .getByRole('link')
          .innerText(),
      ).toBe(EVENT_TITLE);
      await page.goto('/search?q=zzzqqxx');
      await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'search-empty');
      await close();
    });

    it(`results follow as the reader types: a prefix, then a typo (${label} px)`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await page.goto('/search');
      const box = page.getByRole('searchbox', { name: 'Search the site' });
      await box.waitFor();
      await box.click();
      await page.keyboard.type('jun', { delay: 40 });
      // No Enter: the address follows the box once typing pauses, marked as a search made while typing.
      await page.waitForURL((url) => url.searchParams.get('q') === 'jun' && url.searchParams.get('prefix') === 'true');
      const artists = page.getByRole('region', { name: /Artists/ });
      const junie = artists.getByRole('link', { name: 'Junie Marz', exact: true });
      await junie.waitFor();
      expect(await junie.locator('mark').allInnerTexts()).toEqual(['Junie']);
      expect(await box.inputValue()).toBe('jun');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'search-as-you-type');

      await box.fill('');
      await page.keyboard.type('kendirck', { delay: 40 });
      await page.waitForURL((url) => url.searchParams.get('q') === 'kendirck');
      await artists.getByRole('link', { name: 'Kendrick Lamar', exact: true }).waitFor();
      expect(await artists.getByText('Similar spelling').count()).toBe(1);
      await expectResultsScreen(page, { box, query: 'kendirck', width: viewport.width, shot: 'search-typo' });
      expect(pageErrors).toEqual([]);
      await close();
    });

    it(`shows a skeleton while it loads and says so when search fails (${label} px)`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      const held = await holdRequests(page, '**/api/search?**');
      await navigateInBrowser(page, '/search?q=saxophone');
      await page.getByTestId('search-skeleton').first().waitFor();
      await saveScreenshot(page, 'search-loading');
      await held.release();
      await page.getByRole('region', { name: /Articles/ }).waitFor();

      await dropRequests(page, '**/api/search?**');
      await navigateInBrowser(page, '/search?q=brass');
      await page.getByRole('alert').filter({ hasText: 'Search Failed' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'search-error');
      await close();
    });
  }
});
