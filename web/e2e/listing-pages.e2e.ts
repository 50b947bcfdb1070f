import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleAtBothWidths } from './support/accessible-pages';
import { dropRequests, navigateInBrowser, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, hoursAgo, insertArticle, insertRelease, pool } from './support/db';

const browser = browserPerFile();
const ARTICLES = 30;

async function clearListings(): Promise<void> {
  await pool.query('DELETE FROM events');
  await pool.query('DELETE FROM streaming_charts');
}

beforeAll(async () => {
  await clearContent();
  await clearListings();
  for (let index = 0; index < ARTICLES; index++) {
    await insertArticle({
      title: `Review number ${index}`,
      category: index % 2 === 0 ? 'REVIEW' : 'CULTURE',
      tags: index < 3 ? 'boom bap, vinyl' : 'drill',
      publishedAt: hoursAgo(1 + index),
    });
  }
  for (let index = 0; index < 3; index++) {
    await insertRelease({
      title: `Tape ${index}`,
      type: index === 0 ? 'album' : 'single',
      releaseDate: hoursAgo(index),
    });
  }
  const day = 86_400_000;
  await pool.query(
    `INSERT INTO events (title, location, artists, event_date, tickets_available) VALUES
       ('Summer Jam', 'MetLife Stadium, NJ', 'Lil Sable, Nova Verse', $1, true),
       ('Block Party', 'Bronx, NY', 'DJ One', $2, false),
       ('Last Year Show', 'Atlanta, GA', 'Old Crew', $3, true)`,
    [new Date(Date.now() + 3 * day), new Date(Date.now() + 10 * day), new Date(Date.now() - 30 * day)],
  );
  await pool.query(
    `INSERT INTO streaming_charts (song_title, artist, position, total_score, album, previous_position, is_new, spotify_url)
     VALUES ('Climber', 'Nova Verse', 1, 99, 'Future Bars', 4, false, 'https://open.spotify.com/track/1'),
            ('Faller', 'Lil Sable', 2, 90, NULL, 1, false, NULL),
            ('Fresh One', 'DJ One', 3, 80, NULL, NULL, true, NULL)`,
  );
});

afterAll(async () => {
  await clearListings();
});

const PAGES = [
  { name: 'events', path: '/events', heading: 'Events' },
  { name: 'releases', path: '/releases', heading: 'All Releases' },
  { name: 'charts', path: '/charts', heading: 'Streaming Chart' },
  { name: 'category', path: '/category/review', heading: 'Review' },
  { name: 'tag', path: '/tag/vinyl', heading: '#vinyl' },
];

describe('the listing pages', () => {
  it('show their content with no serious axe finding at phone and laptop width', async () => {
    const ready = PAGES.map(({ name, path, heading }) => ({
      name,
      path,
      ready: (page: Page) => page.getByRole('heading', { level: 1, name: heading }).waitFor(),
    }));
    await expectAccessibleAtBothWidths(browser(), ready, 'listing-');
  });

  it('lists upcoming events first with ticket status, past ones folded away, each with a calendar file', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto('/events');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    expect(await upcoming.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Summer Jam', 'Block Party']);
    expect(await upcoming.getByText('Tickets Available').count()).toBe(1);
    expect(await upcoming.getByText('Sold Out').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Last Year Show' }).isVisible()).toBe(false);
    await page.getByText('Past events (1)').click();
    expect(await page.getByRole('heading', { name: 'Last Year Show' }).isVisible()).toBe(true);
    const href = await page.getByRole('link', { name: /Add to calendar.*Summer Jam/ }).getAttribute('href');
    const calendar = await page.request.get(href!);
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain('SUMMARY:Summer Jam');
    await close();
  });

  it('marks chart movement up, down and new', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/charts');
    const rows = page.getByRole('list', { name: 'Streaming chart' }).getByRole('listitem');
    expect(await rows.nth(0).innerText()).toMatch(/Up 3/);
    expect(await rows.nth(1).innerText()).toMatch(/Down 1/);
    expect(await rows.nth(2).innerText()).toMatch(/NEW/);
    await close();
  });

  it('loads more articles with the button and keeps the total in view', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto('/articles');
    await page.getByText(`Showing ${ARTICLES} articles`).waitFor();
    const cards = page.getByRole('heading', { level: 2, name: /Review number/ });
    expect(await cards.count()).toBe(24);
    await page.getByRole('button', { name: 'Load more articles' }).click();
    await page.getByRole('heading', { name: `Review number ${ARTICLES - 1}` }).waitFor();
    expect(await cards.count()).toBe(ARTICLES);
    expect(await page.getByRole('button', { name: 'Load more articles' }).count()).toBe(0);
    await close();
  });

  it('finds a story by its words on the server, older ones beyond the loaded pages too', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    // 'Review number 29' is the oldest of 30: not on the first page of 24 the unfiltered list loads.
    await page.goto(`/articles?q=${ARTICLES - 1}`);
    await page.getByRole('heading', { level: 2, name: `Review number ${ARTICLES - 1}` }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: /Review number/ }).count()).toBe(1);
    await page.goto('/articles?q=nothing-like-this');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await close();
  });

  it('returns to the same place in a long list on the way back', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto('/articles');
    await page.getByRole('button', { name: 'Load more articles' }).click();
    const deep = page.getByRole('link', { name: `Review number ${ARTICLES - 2}` });
    await deep.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(2_000);
    await deep.click();
    await page.waitForURL(/\/article\//);
    await page.goBack();
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) < 5, before);
    await close();
  });

  it('says so when a list is empty or cannot be loaded', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto('/tag/nothing-here');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.goto('/releases?type=mixtape');
    await page.getByRole('heading', { name: 'No Releases Found' }).waitFor();

    await dropRequests(page, /\/api\/(events|charts|releases)/);
    await navigateInBrowser(page, '/events');
    await page.getByRole('alert').filter({ hasText: 'Unable to load events' }).waitFor();
    await navigateInBrowser(page, '/charts');
    await page.getByRole('alert').filter({ hasText: 'Unable to load the chart' }).waitFor();
    await navigateInBrowser(page, '/releases');
    await page.getByRole('alert').filter({ hasText: 'Unable to load releases' }).waitFor();
    await close();
  });

  it('answers an unknown category with its not-found screen and status 404', async () => {
    const { page, close } = await openPage(browser());
    const response = await page.goto('/category/gossip');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
    await close();
  });
});
