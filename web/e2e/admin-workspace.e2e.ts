import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { pool } from './support/db';
import { signIn } from './support/admin-session';
import { storeProcessedPicture } from './support/pictures';
import { startImageServer, type ImageServer } from './support/image-server';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
/**
 * The README pictures the admin Overview at phone and laptop width from docs/screenshots/; a run
 * refreshes them only when asked (UPDATE_DOCS_SCREENSHOTS=1), so testing leaves the checkout clean.
 */
const DOCS_SCREENSHOTS =
  process.env.UPDATE_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
    : null;
const unique = Date.now().toString(36);
const DAY_MS = 86_400_000;
let images: ImageServer;

/** Thirty days of readers and sign-ups with a weekly rhythm, so the trend has a shape to draw. */
async function seedTrends() {
  await pool.query(`DELETE FROM visitor_days`);
  const rows: string[] = [];
  for (let back = 0; back < 30; back++) {
    const day = new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
    const readers = 40 + Math.round(25 * Math.sin((back / 7) * Math.PI * 2)) + ((back * 7) % 13) + (30 - back);
    for (let reader = 0; reader < readers; reader++) rows.push(`('${day}', 'session-trend-${back}-${reader}')`);
  }
  await pool.query(`INSERT INTO visitor_days (day, session_id) VALUES ${rows.join(', ')}`);
  await pool.query(`DELETE FROM subscriptions WHERE email LIKE '%@trend.example'`);
  const signups = Array.from({ length: 24 }, (_, index) => {
    const back = (index * 5) % 29;
    return `('reader${index}@trend.example', 'Reader', 'Number${index}', false, 'active', now() - interval '${back} days', now() - interval '${back} days')`;
  });
  await pool.query(
    `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, created_at, confirmed_at)
     VALUES ${signups.join(', ')}`,
  );
  await pool.query(`DELETE FROM scrape_sources WHERE url LIKE '%.trend.example%'`);
  await pool.query(`
    INSERT INTO scrape_sources (url, kind, last_fetched_at, last_outcome, consecutive_failures) VALUES
      ('https://feeds.trend.example/rss', 'news', now() - interval '2 hours', 'failed: could not resolve feeds.trend.example', 6),
      ('https://releases.trend.example/atom', 'releases', now() - interval '3 hours', 'failed: HTTP 503', 2)`);
}

beforeAll(async () => {
  images = await startImageServer();
  await seedTrends();
  // Thumbnails show our variant of a picture, as the worker stores it (it refuses the loopback fixture server).
  await storeProcessedPicture(images.url(3, 'Aardvark'), 800, 600);
  await pool.query(
    `INSERT INTO articles (title, excerpt, content, category, image_url, published_at, author) VALUES
       ($1, 'First of two.', 'Body', 'REVIEW', $3, now() - interval '2 days', 'June Adebayo-Hart'),
       ($2, 'Second of two.', 'Body', 'CULTURE', NULL, now() - interval '1 day', 'Dre Okafor')`,
    [`Aardvark Tapes ${unique}`, `Zebra Crossing ${unique}`, images.url(3, 'Aardvark')],
  );
});

afterAll(async () => {
  await pool.query(`DELETE FROM articles WHERE title LIKE $1`, [`%${unique}`]);
  await pool.query(`DELETE FROM subscriptions WHERE email LIKE '%@trend.example'`);
  await pool.query(`DELETE FROM scrape_sources WHERE url LIKE '%.trend.example%'`);
  await pool.query(`DELETE FROM visitor_days`);
  await images.close();
});

/** No sideways scrolling; on failure, names the elements that stick out. */
async function noSideways(page: Page) {
  const { overflow, wide } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
  }));
  expect(overflow, `sticking out: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
}

describe('admin workspace', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: its own layout, an Overview with trends, jobs and failing sources`, async () => {
      const { page, context, close, pageErrors } = await openPage(browser(), viewport);
      await signIn(context);
      await page.goto('/admin-dashboard');

      // The admin sections, and none of the public site's header or footer.
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await nav.waitFor();
      for (const tab of ['Overview', 'Automation', 'Articles', 'Artists', 'Releases', 'Events', 'Newsletters']) {
        expect(await nav.getByRole('tab', { name: tab, exact: true }).count()).toBe(1);
      }
      for (const link of ['Sources', 'Subscribers', 'Outbox', 'Queues']) {
        expect(await nav.getByRole('link', { name: link, exact: true }).count()).toBe(1);
      }
      expect(await page.locator('footer').count()).toBe(0);
      expect(await page.getByText('Hip Hop Culture Newsletter').count()).toBe(0);

      const trends = page.getByTestId('trends');
      await trends.locator('svg.recharts-surface').first().waitFor();
      expect(await trends.getByRole('table').locator('tbody tr').count()).toBe(30);
      const failing = page.getByRole('list', { name: 'Failing sources' });
      await failing.getByText('feeds.trend.example', { exact: true }).waitFor();
      await failing.getByText('could not resolve feeds.trend.example').waitFor();
      await failing.getByText('Dead feed: failed 6 runs in a row').waitFor();
      await failing.getByText('Failed 2 runs in a row').waitFor();
      await page.getByRole('heading', { name: 'Latest jobs' }).waitFor();
      await page.getByTestId('platform-status').getByText('Authentication Active').waitFor();
      await noSideways(page);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);

      if (DOCS_SCREENSHOTS) {
        mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: `${DOCS_SCREENSHOTS}admin-overview-${viewport.width}.png`, fullPage: true });
      } else {
        await saveScreenshot(page, 'admin-overview');
      }

      // Another admin screen keeps the same sections; a dashboard section there is a link back.
      await nav.getByRole('link', { name: 'Subscribers', exact: true }).click();
      await page.getByRole('list', { name: 'Subscriber statistics' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Subscribers', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await noSideways(page);
      await nav.getByRole('link', { name: 'Automation', exact: true }).click();
      await page.waitForURL('**/admin-dashboard?tab=automation');
      await page.getByRole('button', { name: 'Run News Scraper' }).waitFor();
      expect(pageErrors).toEqual([]);
      await close();
    });
  }

  it('lists articles in a table with thumbnails, status, and search and sort on the server, at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context, close } = await openPage(browser(), viewport);
      await signIn(context);
      await page.goto('/admin-dashboard?tab=articles');
      const table = page.getByRole('table', { name: 'Articles' });
      await table.waitFor();
      const ours = table.getByRole('row').filter({ hasText: unique });
      await expect.poll(() => ours.count(), { timeout: 15_000 }).toBe(2);

      // Thumbnails: the article's image where it has one, a lettered tile where it has none.
      await ours.filter({ hasText: 'Aardvark' }).locator('img').waitFor();
      expect(await ours.filter({ hasText: 'Zebra' }).locator('img').count()).toBe(0);
      await ours.filter({ hasText: 'Aardvark' }).getByText('REVIEW').waitFor();

      await page.getByLabel('Search articles').fill(`crossing ${unique}`);
      await expect.poll(() => table.getByRole('row').count()).toBe(2); // the header row and Zebra
      expect(await table.getByRole('row').nth(1).innerText()).toContain(`Zebra Crossing ${unique}`);

      await page.getByLabel('Search articles').fill(unique);
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      const sortByTitle = table.getByRole('button', { name: /^Title/ });
      await sortByTitle.click();
      expect(await table.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
      // The server sorts: the rows follow once its answer is in.
      await expect.poll(() => table.getByRole('row').nth(1).innerText()).toContain('Aardvark');
      await sortByTitle.click();
      expect(await table.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => table.getByRole('row').nth(1).innerText()).toContain('Zebra');

      await page.getByLabel('Search articles').fill('no-such-story-anywhere');
      await page.getByText('No articles match “no-such-story-anywhere”.').waitFor();
      await noSideways(page);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      await close();
    }
  });
});
