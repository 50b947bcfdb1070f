import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentIsoWeek, formatIsoWeek, parseIsoWeek, shiftIsoWeek, weekBadgeLabel } from '@api/shared/domain/iso-week';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, daysAgo, insertArticle, insertArtist, pool } from './support/db';
import { outboxLink } from './support/outbox-link';
import { subscribeAndConfirm } from './support/subscribe-and-confirm';
import { saveScreenshot } from './support/screenshots';

/**
 * Following an artist against the real stack: the artist page's button, the
 * 'Following' list and the reason in 'For You' on /personalized, and the
 * newsletter preferences page opened from the link in a real welcome email.
 */
const browser = browserPerFile();
const ids: Record<string, number> = {};
/** A chart week newer than any the stack holds, so it is the newest chart while this file runs. */
let chartWeek = '';

beforeAll(async () => {
  await clearContent();
  ids.junie = await insertArtist({ name: 'Junie Marz', genre: 'Trap Soul', shortBio: 'Atlanta singer and rapper.' });
  ids.tay = await insertArtist({ name: 'Tay Lumen', genre: 'Boom Bap' });
  ids.story = await insertArticle({
    title: 'Junie Marz Announces A Summer Tour',
    category: 'BREAKING',
    publishedAt: daysAgo(1),
  });
  ids.other = await insertArticle({ title: 'The Week In Hip Hop', category: 'CULTURE', publishedAt: daysAgo(2) });
  await pool.query(
    `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, $3)`,
    [ids.story, ids.junie, daysAgo(1)],
  );
  const { rows } = await pool.query<{ newest: string | null }>('SELECT max(week) AS newest FROM chart_weeks');
  chartWeek = formatIsoWeek(shiftIsoWeek(parseIsoWeek(rows[0].newest ?? currentIsoWeek())!, 1));
  await pool.query(
    `INSERT INTO chart_weeks (genre, week, failed_sources, sources_read, entries) VALUES ('hip-hop', $1, '[]', 1, 2)`,
    [chartWeek],
  );
  await pool.query(
    `INSERT INTO streaming_charts (song_title, artist, position, total_score, week, artist_id, previous_position,
       is_new, re_entry, weeks_on_chart, peak_position, genre, sources)
     VALUES ('Glass House', 'Junie Marz', 2, 1, $1, $2, 5, false, false, 3, 2, 'hip-hop', '[]'),
            ('Low Ceiling', 'Tay Lumen', 1, 1, $1, $3, NULL, true, false, 1, 1, 'hip-hop', '[]')`,
    [chartWeek, ids.junie, ids.tay],
  );
});

afterAll(async () => {
  await pool.query('DELETE FROM streaming_charts WHERE week = $1', [chartWeek]);
  await pool.query('DELETE FROM chart_weeks WHERE week = $1', [chartWeek]);
});

/** A follow button by its accessible name, which names the artist and the state. */
const followButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^(Follow|Following) ${name}$`) });

describe('following an artist', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`follows from the artist page, shows it on /personalized with its reason, and unfollows (${viewport.width}px)`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await page.goto(`/artists/${ids.junie}`);
      const button = followButton(page, 'Junie Marz');
      await button.and(page.locator(':enabled')).waitFor();
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      expect(await button.textContent()).toContain('Follow');
      await saveScreenshot(page, 'follows-artist-page');

      await button.click();
      await page.locator('button[aria-pressed="true"]', { hasText: 'Following' }).waitFor();
      expect(await button.getAttribute('aria-label')).toBe('Following Junie Marz');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'follows-artist-page-following');

      await page.goto('/personalized');
      const following = page.getByRole('region', { name: 'Following' });
      await following.getByRole('link', { name: 'Junie Marz' }).waitFor();
      const recommendations = page.getByRole('list', { name: 'Recommendations' });
      await recommendations.getByText('Because you follow Junie Marz').waitFor();
      await recommendations.getByText('Picked by your follows').waitFor();
      expect(await recommendations.locator('article h3').first().textContent()).toBe(
        'Junie Marz Announces A Summer Tour',
      );
      // Her song on the newest chart leads the page; the artist not followed is not there.
      const onChart = page.getByRole('list', { name: 'Your artists on the chart' });
      await onChart.waitFor();
      expect((await onChart.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
        'No. 2 ▲ 3 Up 3 GLASS HOUSE Junie Marz',
      ]);
      await page.getByText(weekBadgeLabel(chartWeek)).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'follows-personalized');

      await following.getByRole('button', { name: 'Unfollow Junie Marz' }).click();
      await following.getByText(/their newest stories will lead your picks/).waitFor();
      await recommendations.getByText('Because you follow Junie Marz').waitFor({ state: 'detached' });
      await onChart.waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});

describe('newsletter preferences', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`opens from the welcome email, searches and follows an artist, saves categories and alerts (${viewport.width}px)`, async () => {
      const email = `prefs-${viewport.width}-${Date.now().toString(36)}@example.com`;
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await subscribeAndConfirm(page, email);

      const preferencesLink = await outboxLink(email, 'Welcome to The Cypher', '/newsletter/preferences');
      await page.goto(preferencesLink);
      const form = page.getByRole('button', { name: 'Save preferences' });
      await form.or(page.getByRole('alert')).waitFor();
      expect(await page.getByRole('alert').allTextContents(), preferencesLink).toEqual([]);
      await page.getByText(email).waitFor();

      await page.getByLabel('Find an artist').fill('Juni');
      await page.getByRole('button', { name: '+ Follow Junie Marz' }).click();
      await page.getByRole('button', { name: /Junie Marz.*unfollow/ }).waitFor();
      await page.getByLabel('Review').check();
      await page.getByLabel(/Weekly digest plus new-drop alerts/).check();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'newsletter-preferences');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByRole('status').getByText(/Saved/).waitFor();

      const { rows } = await pool.query(
        `SELECT p.categories, p.alerts, array_agg(f.artist_id) AS follows
         FROM subscriptions s JOIN subscriber_preferences p ON p.subscription_id = s.id
         JOIN artist_follows f ON f.subscription_id = s.id
        WHERE s.email = $1 GROUP BY p.categories, p.alerts`,
        [email],
      );
      expect(rows).toEqual([{ categories: ['REVIEW'], alerts: true, follows: [ids.junie] }]);

      // Opened again, the page shows what was saved.
      await page.reload();
      await page.getByRole('button', { name: /Junie Marz.*unfollow/ }).waitFor();
      expect(await page.getByLabel('Review').isChecked()).toBe(true);
      expect(await page.getByLabel(/Weekly digest plus new-drop alerts/).isChecked()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
      await close();
    });
  }

  for (const viewport of [PHONE, LAPTOP]) {
    it(`says a bad link does not work and how to get a fresh one (${viewport.width}px)`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto('/newsletter/preferences?token=p.1.zz.forged');
      await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
      await page
        .getByRole('alert')
        .getByText(/Enter your address below and we will email you a fresh one/)
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'newsletter-preferences-401');
      // The fresh link is asked for by address, and the answer never says whether the address is known.
      const form = page.getByRole('form', { name: 'Ask for a fresh preferences link' });
      await form.getByLabel('Your email').fill('nobody-here@example.com');
      await form.getByRole('button', { name: 'Send me a new link' }).click();
      await page
        .getByRole('status')
        .getByText(/If this address is subscribed, a link to your preferences/)
        .waitFor();
      await close();
    });
  }
});
