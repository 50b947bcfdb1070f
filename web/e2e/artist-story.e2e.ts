import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, hoursAgo, insertArticle, insertArtist, insertRelease, pool, untilApi } from './support/db';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const week = currentIsoWeek();
const EVENT_TITLE = 'Story Spec Block Party';
let storied = 0;
let quiet = 0;
let lead = 0;
let sibling = 0;

/** The worker's matching is covered by its own spec; here the matches are written as it would write them. */
async function mention(articleId: number, artistId: number, publishedAt: Date): Promise<void> {
  await pool.query(
    'INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, $3)',
    [articleId, artistId, publishedAt],
  );
}

beforeAll(async () => {
  await clearContent();
  await pool.query('DELETE FROM events WHERE title = $1', [EVENT_TITLE]);
  storied = await insertArtist({ name: 'Rhyme Story', genre: 'Boom Bap', description: 'Bars with a plot.' });
  quiet = await insertArtist({ name: 'Quiet Newcomer', genre: 'Lo-fi Rap', description: 'Just getting started.' });
  lead = await insertArticle({
    title: 'Rhyme Story Takes Over the Block',
    excerpt: 'A night with Rhyme Story.',
    content: 'Rhyme Story played every song twice.',
    category: 'CULTURE',
    tags: 'live, brooklyn',
    publishedAt: hoursAgo(2),
  });
  sibling = await insertArticle({
    title: 'Rhyme Story Announces a Tape',
    excerpt: 'Rhyme Story is back.',
    category: 'BREAKING',
    publishedAt: hoursAgo(30),
  });
  const byTag = await insertArticle({
    title: 'Brooklyn Nights Return',
    excerpt: 'The borough is loud again.',
    category: 'FEATURE',
    tags: 'Brooklyn',
    publishedAt: hoursAgo(50),
  });
  await mention(lead, storied, hoursAgo(2));
  await mention(sibling, storied, hoursAgo(30));
  await insertRelease({ title: 'Plot Twist', artist: 'Rhyme Story', type: 'EP', releaseDate: hoursAgo(10) });
  await pool.query(
    `INSERT INTO events (title, location, artists, event_date, tickets_available) VALUES ($1, 'Brooklyn, NY', 'Rhyme Story, DJ Two', now() + interval '10 days', true)`,
    [EVENT_TITLE],
  );
  await pool.query(`INSERT INTO artist_spotlights (week, artist_id, position, reason) VALUES ($1, $2, 1, $3)`, [
    week,
    storied,
    JSON.stringify({ week, recentReleases: 1, articleMentions: 2, score: 5, windowDays: 30 }),
  ]);
  await pool.query(
    'UPDATE artists SET is_spotlighted = true, spotlight_week = $2, spotlighted_at = now() WHERE id = $1',
    [storied, week],
  );
  await untilApi(`/api/artists/${storied}/story`, (body) => (body as { news: unknown[] }).news.length === 2);
  await untilApi(`/api/articles/${lead}/related`, (body) => (body as { related: unknown[] }).related.length === 2);
  expect(byTag).toBeGreaterThan(0);
});

afterAll(async () => {
  await pool.query('DELETE FROM events WHERE title = $1', [EVENT_TITLE]);
});

async function expectNoSeriousAxeFinding(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

describe('/artists/:id, their whole story', () => {
  it('shows the spotlight reason, their news, releases and upcoming shows at phone and laptop width', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await page.goto(`/artists/${storied}`);
      await page.getByRole('heading', { name: 'Rhyme Story', level: 1 }).waitFor();

      const why = page.getByRole('region', { name: /Why they.re in the spotlight/ });
      expect(await why.getByText('2 stories naming them', { exact: false }).count()).toBe(1);
      expect(await why.getByText('Score').count()).toBe(1);

      const news = page.getByRole('region', { name: 'In the News' });
      const links = news.getByRole('link');
      expect(await links.count()).toBe(2);
      expect(await links.first().getAttribute('href')).toBe(`/article/${lead}`);
      expect(await links.nth(1).getAttribute('href')).toBe(`/article/${sibling}`);

      const releases = page.getByRole('region', { name: 'Releases' });
      expect(await releases.getByText('Plot Twist').count()).toBe(1);
      const events = page.getByRole('region', { name: 'Upcoming Events' });
      expect(await events.getByText(EVENT_TITLE).count()).toBe(1);
      expect(await events.getByText('Tickets Available').count()).toBe(1);

      await expectNoSeriousAxeFinding(page, `artist page at ${viewport.width}px`);
      await saveScreenshot(page, 'artist-story');
      expect(pageErrors).toEqual([]);
      await close();
    }
  });

  it('says so, in words, when an artist has no news, releases or shows yet', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto(`/artists/${quiet}`);
      await page.getByRole('heading', { name: 'Quiet Newcomer', level: 1 }).waitFor();
      await page.getByText('No stories about Quiet Newcomer yet. News that names them shows up here.').waitFor();
      await page.getByText('No releases from Quiet Newcomer yet.', { exact: false }).waitFor();
      await page.getByText('No upcoming shows for Quiet Newcomer.', { exact: false }).waitFor();
      expect(await page.getByText(/Why they.re in the spotlight/).count()).toBe(0);
      await expectNoSeriousAxeFinding(page, `empty artist page at ${viewport.width}px`);
      await close();
    }
  });
});

describe('/article/:id extras', () => {
  it('links the artists it names, lists related stories, and copies its link with a visible confirmation', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context, close, pageErrors } = await openPage(browser(), viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/article/${lead}`);
      await page.getByRole('heading', { name: 'Rhyme Story Takes Over the Block', level: 1 }).waitFor();

      const chips = page.getByRole('region', { name: 'In this story' }).getByRole('link');
      expect(await chips.count()).toBe(1);
      expect(await chips.first().getAttribute('href')).toBe(`/artists/${storied}`);

      const related = page.getByRole('region', { name: 'Related stories' }).getByRole('link');
      // The story about the same artist first, then the one sharing a tag; never the story itself.
      expect(await related.count()).toBe(2);
      expect(await related.first().getAttribute('href')).toBe(`/article/${sibling}`);
      expect(await related.nth(1).textContent()).toContain('Brooklyn Nights Return');

      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).pathname).toBe(`/article/${lead}`);

      // The share sheet button exists exactly where the browser has a share sheet.
      const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
      expect(await page.getByRole('button', { name: 'Share…' }).count()).toBe(hasShareSheet ? 1 : 0);

      await expectNoSeriousAxeFinding(page, `article page at ${viewport.width}px`);
      await saveScreenshot(page, 'article-extras');
      expect(pageErrors).toEqual([]);
      await close();
    }
  });
});
