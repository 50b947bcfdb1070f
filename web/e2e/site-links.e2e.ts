import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { insertChartEntry, listLength, pool, untilApi } from './support/db';
import { restoreDemoContent } from './support/demo-content';

/**
 * Every link of the header, the home page and the footer leads to real
 * content: the page answers 200 (not the not-found screen), has a main heading
 * and something under it that is not an empty or error state; a link to a
 * section (`/#latest`, `/events#event-3`) finds that section, with its text.
 * Links to other sites (a release's store page) are not followed.
 */

const browser = browserPerFile();

/** What a page shows when it has nothing, cannot load, or does not exist. */
const NOTHING_TO_SHOW =
  /Not Found|No (Articles|Releases|Results) Found|No Events Yet|No Chart Yet|No issues yet|Unable to|Failed to fetch|could not be loaded/i;

interface LinkTarget {
  href: string;
  /** Where it was found and what it said, for the failure message. */
  from: string;
}

beforeAll(async () => {
  await restoreDemoContent();
  await pool.query('DELETE FROM events');
  await pool.query(
    `INSERT INTO events (title, location, artists, event_date, tickets_available) VALUES
       ('Summer Jam', 'MetLife Stadium, NJ', 'Nova Verse', now() + interval '3 days', true),
       ('Block Party', 'Bronx, NY', 'DJ One', now() + interval '10 days', false)`,
  );
  await pool.query('DELETE FROM streaming_charts');
  await insertChartEntry({ title: 'Climber', artist: 'Nova Verse', position: 1, score: 99, previous: 4, isNew: false });
  await insertChartEntry({ title: 'Fresh One', artist: 'DJ One', position: 2, score: 80, previous: null, isNew: true });
  await pool.query('DELETE FROM newsletters');
  await pool.query(
    `INSERT INTO newsletters (title, description, content, tags, published_at, status, sent_at)
     VALUES ('Issue One', 'The week in hip hop', '## The week\n\nFive new voices, a **classic** reissued and the shows worth the trip this weekend.', '{}',
             now() - interval '1 day', 'sent', now())`,
  );
  await untilApi('/api/events?limit=100', listLength(2));
  await untilApi('/api/charts', listLength(2));
  await untilApi('/api/newsletters?limit=100', listLength(1));
});

/** Every same-site link of the home page's header, main content and footer, once each. */
async function homeLinks(page: Page): Promise<LinkTarget[]> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const links = await page.$$eval('header a[href], main a[href], footer a[href]', (anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute('href') ?? '',
      area: anchor.closest('header') ? 'header' : anchor.closest('footer') ? 'footer' : 'home page',
      text: (anchor.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    })),
  );
  // The footer's columns and the header's nav are all there, so a link dropped from either is noticed.
  expect(links.filter((link) => link.area === 'footer').length).toBeGreaterThanOrEqual(12);
  expect(links.filter((link) => link.area === 'header').length).toBeGreaterThanOrEqual(4);
  const targets = new Map<string, LinkTarget>();
  for (const { href, area, text } of links) {
    const url = new URL(href, 'http://site.test');
    if (url.origin !== 'http://site.test') continue;
    if (!targets.has(href)) targets.set(href, { href, from: `${area} link '${text}'` });
  }
  return [...targets.values()];
}

async function expectRealContent(page: Page, target: LinkTarget, width: number): Promise<void> {
  const where = `${target.from} -> ${target.href} at ${width}px`;
  const url = new URL(target.href, 'http://site.test');
  if (url.pathname.startsWith('/api/')) {
    // A file the page offers (an event's calendar entry), not a page.
    const response = await page.request.get(target.href);
    expect(response.status(), where).toBe(200);
    expect((await response.body()).length, where).toBeGreaterThan(0);
    return;
  }
  // From a blank page, so a link to a section of the page just seen is a real load with a status too.
  await page.goto('about:blank');
  const response = await page.goto(target.href);
  expect(response?.status(), where).toBe(200);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  expect((await heading.innerText()).trim(), where).not.toBe('');
  const main = page.locator('main');
  // A screen that reads its data in the browser (the reader's recommendations) settles first.
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [aria-label^="Loading"]'));
  const text = await main.innerText();
  expect(text, where).not.toMatch(NOTHING_TO_SHOW);
  // Something beyond the heading itself: a story, a list, a form.
  const headingText = (await heading.innerText()).trim();
  expect(text.replace(headingText, '').replace(/\s+/g, ' ').trim().length, where).toBeGreaterThan(40);
  if (url.hash) {
    const section = page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`);
    expect(await section.count(), where).toBe(1);
    expect((await section.innerText()).trim().length, where).toBeGreaterThan(10);
  }
}

describe('every link of the header, the home page and the footer', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`leads to a page with a heading and content at ${viewport.width}px`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      const targets = await homeLinks(page);
      expect(targets.some((target) => target.href.startsWith('/article/'))).toBe(true);
      for (const target of targets) await expectRealContent(page, target, viewport.width);
      expect(pageErrors).toEqual([]);
      await close();
      // Some forty pages, each loaded and read in turn.
    }, 240_000);
  }
});
