import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, daysAgo, insertArticle, insertArtist, pool } from './support/db';
import { subscribeAndConfirm } from './support/subscribe-and-confirm';
import { saveScreenshot } from './support/screenshots';

/**
 * A subscriber recognised by their browser, against the real stack: a link
 * from a real welcome email (`?st=`) sets the cookie and leaves the address
 * bar, the follows made before become the subscription's, /personalized and
 * the preferences page (opened without a token) say who the browser is
 * recognised as, and 'Not me' makes the browser anonymous again.
 */
const browser = browserPerFile();
const ids: Record<string, number> = {};

beforeAll(async () => {
  await clearContent();
  ids.junie = await insertArtist({ name: 'Junie Marz', genre: 'Trap Soul', shortBio: 'Atlanta singer and rapper.' });
  ids.story = await insertArticle({
    title: 'Junie Marz Announces A Summer Tour',
    category: 'BREAKING',
    publishedAt: daysAgo(1),
  });
  await pool.query(
    `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, $3)`,
    [ids.story, ids.junie, daysAgo(1)],
  );
});

/** The first link carrying a recognition token (`?st=`) in the newest welcome email to this address. */
async function recognitionLink(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query(
      `SELECT text_body FROM outbox_messages WHERE $1 = ANY(recipients) AND subject = 'Welcome to The Cypher'
        ORDER BY id DESC LIMIT 1`,
      [email],
    );
    const match = rows[0]?.text_body?.match(/https?:\/\/[^\s\]]+[?&]st=[^\s\])]+/);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no welcome email with a recognition link for ${email}`);
}

describe('a subscriber recognised by their browser', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`recognises the browser from an email link, shares its follows, and forgets it on 'Not me' (${viewport.width}px)`, async () => {
      const email = `dee-${viewport.width}-${Date.now().toString(36)}@example.com`;
      const masked = `d***@example.com`;
      const { page, context, close, pageErrors } = await openPage(browser(), viewport);
      await subscribeAndConfirm(page, email);

      // Followed while still anonymous.
      await page.goto(`/artists/${ids.junie}`);
      const follow = page.getByRole('button', { name: /^(Follow|Following) Junie Marz$/ });
      await follow.and(page.locator(':enabled')).waitFor();
      await follow.click();
      await page.locator('button[aria-pressed="true"]', { hasText: 'Following' }).waitFor();

      const link = await recognitionLink(email);
      const recognised = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/subscriptions/recognition') && response.request().method() === 'POST',
      );
      await page.goto(link);
      expect((await recognised).status()).toBe(200);
      // The token leaves the address bar once it has been used.
      await page.waitForURL((url) => !url.searchParams.has('st'));
      const cookie = (await context.cookies()).find((one) => one.name === 'cypher.subscriber');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // Page scripts cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('cypher.subscriber');

      await page.goto('/personalized');
      await page.getByText(`Recognised as ${masked}`).waitFor();
      const following = page.getByRole('region', { name: 'Following' });
      await following.getByRole('link', { name: 'Junie Marz' }).waitFor();
      const recommendations = page.getByRole('list', { name: 'Recommendations' });
      await recommendations.getByText('Because you follow Junie Marz').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'recognition-personalized');
      const { rows } = await pool.query(
        `SELECT f.artist_id FROM artist_follows f JOIN subscriptions s ON s.id = f.subscription_id WHERE s.email = $1`,
        [email],
      );
      expect(rows).toEqual([{ artist_id: ids.junie }]);

      // The preferences page opens without a token: the cookie says whose they are.
      await page.goto('/newsletter/preferences');
      await page.getByRole('button', { name: 'Save preferences' }).waitFor();
      await page.getByText(email).waitFor();
      await page.getByRole('button', { name: /Junie Marz.*unfollow/ }).waitFor();
      await page.getByText(`Recognised as ${masked}`).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'recognition-preferences');

      await page.getByRole('button', { name: 'Not me' }).click();
      await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
      expect((await context.cookies()).map((one) => one.name)).not.toContain('cypher.subscriber');

      await page.goto('/personalized');
      await following.getByText(/their newest stories will lead your picks/).waitFor();
      expect(await page.getByText('Recognised as').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'recognition-not-me');
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
