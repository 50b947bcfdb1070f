import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { noSideways } from './support/no-sideways';
import { insertArticle, pool } from './support/db';
import { ensureMember, signIn, signInThroughForm, waitForToast } from './support/admin-session';
import { runMarkedRows } from './support/run-marked-rows';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = runMarkedRows({ articles: 'title', scrape_sources: 'url', users: 'email' });
const PASSWORD = 'desk member passphrase';

/**
 * A news source under review and two of its stories, stored as the news
 * scraper stores them for such a source (a draft with the story's canonical
 * address); the worker's own spec runs that scrape end to end.
 */
async function storiesUnderReview(width: number): Promise<{ keep: string; drop: string; ids: number[] }> {
  const feed = `https://review-wire-${width}.${unique}.example/rss`;
  await pool.query(`INSERT INTO scrape_sources (url, kind, policy) VALUES ($1, 'news', 'review')`, [feed]);
  const keep = `Queued keeper ${width} ${unique}`;
  const drop = `Queued rumour ${width} ${unique}`;
  const ids = [];
  for (const [index, title] of [keep, drop].entries()) {
    ids.push(
      await insertArticle({
        title,
        excerpt: 'Picked up by the news scraper from a source under review.',
        content: 'The scraped story as the feed gave it.',
        canonicalUrl: `https://review-wire-${width}.${unique}.example/story-${index}`,
        source: 'Review Wire',
        sourceUrl: feed,
        status: 'draft',
      }),
    );
  }
  return { keep, drop, ids };
}

describe('the review queue and the source policy', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: an editor publishes one queued story and discards another`, async () => {
      const { keep, drop, ids } = await storiesUnderReview(viewport.width);
      const editorEmail = `reviewer-${viewport.width}-${unique}@example.com`;
      await ensureMember('editor', editorEmail, PASSWORD);
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await signInThroughForm(page, editorEmail, PASSWORD, 'editor');
      await page.getByRole('tab', { name: 'Automation', exact: true }).click();

      const queue = page.getByRole('list', { name: 'Stories to review' });
      const keeper = queue.getByRole('listitem').filter({ hasText: keep });
      const rumour = queue.getByRole('listitem').filter({ hasText: drop });
      await keeper.waitFor();
      await rumour.waitFor();
      expect(await keeper.innerText()).toContain('Review Wire');
      await keeper.scrollIntoViewIfNeeded();
      await noSideways(page);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      await saveScreenshot(page, 'admin-review-queue');

      await page.getByRole('button', { name: `Publish ${keep}` }).click();
      await waitForToast(page, 'Story published');
      await keeper.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Discard ${drop}` }).click();
      await waitForToast(page, 'Story discarded');
      await rumour.waitFor({ state: 'detached' });

      const stored = await pool.query(`SELECT id, status FROM articles WHERE id = ANY($1) ORDER BY id`, [ids]);
      expect(stored.rows.map((row) => row.status)).toEqual(['published', 'archived']);
      expect((await page.request.get(`/api/articles/${ids[0]}`)).status()).toBe(200);
      expect((await page.request.get(`/api/articles/${ids[1]}`)).status()).toBe(404);
      expect(pageErrors).toEqual([]);
      await close();
    });

    it(`at ${viewport.width} px: an admin switches a news source between publishing at once and review first`, async () => {
      const url = `https://policy-${viewport.width}.${unique}.example/rss`;
      await pool.query(`INSERT INTO scrape_sources (url, kind) VALUES ($1, 'news')`, [url]);
      const { page, context, close, pageErrors } = await openPage(browser(), viewport);
      await signIn(context);
      await page.goto('/admin/sources');
      const row = page.getByTestId('source-row').filter({ hasText: url });
      await row.waitFor();
      const policyOf = async () =>
        (await pool.query(`SELECT policy FROM scrape_sources WHERE url = $1`, [url])).rows[0].policy;
      expect(await policyOf()).toBe('publish');
      await row.getByText('Publishes at once', { exact: true }).waitFor();

      await row.getByRole('button', { name: `Hold for review: new stories from ${url}` }).click();
      await row.getByText('Review first', { exact: true }).waitFor();
      await expect.poll(policyOf).toBe('review');
      await row.scrollIntoViewIfNeeded();
      await noSideways(page);
      await saveScreenshot(page, 'admin-source-policy');

      await row.getByRole('button', { name: `Publish at once: new stories from ${url}` }).click();
      await row.getByText('Publishes at once', { exact: true }).waitFor();
      await expect.poll(policyOf).toBe('publish');
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
