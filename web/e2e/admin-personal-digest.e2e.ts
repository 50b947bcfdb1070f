import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { daysAgo, insertArticle, insertArtist, pool } from './support/db';
import { signIn } from './support/admin-session';
import { BASE_URL } from './support/env';
import { noSideways } from './support/no-sideways';
import { saveScreenshot } from './support/screenshots';
import { until } from './support/until';

const browser = browserPerFile();
const unique = Date.now().toString(36);
const TITLE = `Digest ${unique}: Core lead story, and 1 more story`;
/**
 * The README pictures the personal digest from docs/screenshots/; a run refreshes them only when asked
 * (UPDATE_DOCS_SCREENSHOTS=1), so testing leaves the checkout clean.
 */
const DOCS_SCREENSHOTS =
  process.env.UPDATE_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
    : null;

/**
 * The panel alone (the README's picture) and the whole page. The window is first made as tall as the page, so
 * Chromium paints every email frame, even those below the first screen.
 */
async function picture(page: Page, name: string) {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await saveScreenshot(page, name);
  const panel = page.getByRole('region', { name: 'Written for each reader' });
  if (DOCS_SCREENSHOTS) await panel.screenshot({ path: `${DOCS_SCREENSHOTS}${name}-${size.width}.png` });
  await page.setViewportSize(size);
}

/** Reader A follows Tay Lumen and read two reviews; reader B follows Odell Quarters; reader C has no signal. */
async function seedDigest(): Promise<void> {
  await pool.query('DELETE FROM subscriptions');
  const tay = await insertArtist({ name: `Tay Lumen ${unique}` });
  const odell = await insertArtist({ name: `Odell Quarters ${unique}` });
  const article = (title: string, category: string, days: number) =>
    insertArticle({ title: `${title} ${unique}`, category, publishedAt: daysAgo(days) });
  const mention = (articleId: number, artistId: number) =>
    pool.query(
      `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, now())`,
      [articleId, artistId],
    );
  const coreLead = await article('Core lead story', 'BREAKING', 1);
  const coreSecond = await article('Core second story', 'CULTURE', 1);
  await mention(await article('Tay Lumen announces a tour', 'CULTURE', 1), tay);
  await mention(await article('Odell Quarters drops a single', 'CULTURE', 2), odell);
  await article('A fresh review of Blue Line', 'REVIEW', 1);
  const readOne = await article('Review one, read', 'REVIEW', 3);
  const readTwo = await article('Review two, read', 'REVIEW', 4);
  const popular = await article('The most-read piece of the week', 'FEATURE', 2);

  const subscriber = async (email: string, firstName: string) =>
    (
      await pool.query(
        `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, confirmed_at)
         VALUES ($1, $2, 'Reader', false, 'active', now()) RETURNING id`,
        [email, firstName],
      )
    ).rows[0].id as number;
  const a = await subscriber(`ada-${unique}@example.com`, 'Ada');
  const b = await subscriber(`bo-${unique}@example.com`, 'Bo');
  await subscriber(`cy-${unique}@example.com`, 'Cy');
  await pool.query(`INSERT INTO artist_follows (subscription_id, artist_id) VALUES ($1, $2), ($3, $4)`, [
    a,
    tay,
    b,
    odell,
  ]);
  await pool.query(`INSERT INTO subscriber_sessions (subscription_id, session_id) VALUES ($1, $2)`, [
    a,
    `ada-${unique}`,
  ]);
  const read = (session: string, articleId: number) =>
    pool.query(
      `INSERT INTO user_interactions (event_id, session_id, article_id, interaction_type, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'view', now() - interval '1 day')`,
      [session, articleId],
    );
  await read(`ada-${unique}`, readOne);
  await read(`ada-${unique}`, readTwo);
  for (const n of [1, 2, 3]) await read(`someone-${n}-${unique}`, popular);

  const content = [
    'The week in hip hop, picked by the editor.',
    '## Most read this week',
    `1. [Core lead story ${unique}](${BASE_URL}/article/${coreLead}): the lead.`,
    `2. [Core second story ${unique}](${BASE_URL}/article/${coreSecond}): the second.`,
  ].join('\n\n');
  await pool.query(
    `INSERT INTO newsletters (title, description, content, tags, digest_week) VALUES ($1, 'The week.', $2, '{Weekly,Digest}', $3)`,
    [TITLE, content, `2031-W${String(1 + (Date.now() % 50)).padStart(2, '0')}`],
  );
}

async function openDigest(page: Page) {
  await page.goto('/admin/newsletters');
  await page.getByRole('button', { name: new RegExp(TITLE) }).click();
  return page.getByRole('region', { name: 'Written for each reader' });
}

describe("the admin's view of a digest written for each reader", () => {
  it("previews three sample readers, sends, then shows picks against core and a recipient's copy (1280 px)", async () => {
    await seedDigest();
    const { page, context, close, pageErrors } = await openPage(browser(), LAPTOP);
    await signIn(context);
    const panel = await openDigest(page);
    const samples = panel.getByRole('group', { name: 'Sample reader' });
    await samples.getByRole('button', { name: /Ada.*Follows 1 artist, 2 reads this month/ }).waitFor();
    await samples.getByRole('button', { name: /Bo.*Follows 1 artist$/ }).waitFor();
    await samples.getByRole('button', { name: /Cy.*No signals yet/ }).waitFor();
    const picks = panel.getByTestId('sample-picks');
    await picks.getByText(`You follow Tay Lumen ${unique}`).waitFor();
    await picks.getByText('You read two Reviews this month').first().waitFor();
    const frame = page.frameLocator('iframe[title="The digest as Ada would get it"]');
    await frame.getByText('Hi Ada,').waitFor();
    await frame.getByRole('heading', { name: 'Picked for you' }).waitFor();
    await samples.getByRole('button', { name: /Bo/ }).click();
    await picks.getByText(`You follow Odell Quarters ${unique}`).waitFor();
    expect(await picks.getByText(`You follow Tay Lumen ${unique}`).count()).toBe(0);
    await samples.getByRole('button', { name: /Cy/ }).click();
    await panel.getByText("One of the week's most-read stories").first().waitFor();
    await page
      .frameLocator('iframe[title="The digest as Cy would get it"]')
      .getByRole('heading', { name: 'Most read this week' })
      .first()
      .waitFor();
    await noSideways(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await samples.getByRole('button', { name: /Ada/ }).click();
    await picture(page, 'admin-personal-digest-preview');

    await page.getByRole('button', { name: 'Send…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
    await dialog.getByRole('button', { name: 'Send to 3 subscribers' }).click();
    await page.getByTestId('delivery-outcome').getByText('Sent to 3').waitFor({ timeout: 60_000 });

    // Ada opens her pick from the email: the counted link sends her on to the story.
    let pickLink = '';
    await until(
      async () => {
        const { rows } = await pool.query(
          `SELECT html FROM outbox_messages WHERE $1 = ANY(recipients) AND subject = $2`,
          [`ada-${unique}@example.com`, TITLE],
        );
        pickLink =
          rows[0]?.html?.match(/href="([^"]*\/api\/newsletters\/r\/[^"]+)"[^>]*>Tay Lumen announces/)?.[1] ?? '';
        return pickLink !== '';
      },
      "Ada's email in the outbox",
      60_000,
    );
    const landed = await page.request.get(pickLink, { maxRedirects: 0 });
    expect(landed.status()).toBe(302);
    expect(landed.headers().location).toMatch(/\/article\/\d+$/);

    await page.reload();
    const sent = await openDigest(page);
    const table = sent.getByTestId('click-through');
    await table.getByRole('row', { name: /Personal picks .* 1 1 33\.3%/ }).waitFor();
    await table.getByRole('row', { name: /Editor's core 6 0 0 0\.0%/ }).waitFor();
    await sent.getByLabel('Recipient email').fill(`bo-${unique}@example.com`);
    await sent.getByRole('button', { name: 'Show copy' }).click();
    await sent
      .getByTestId('sent-copy-summary')
      .getByText(new RegExp(`You follow Odell Quarters ${unique}`))
      .waitFor();
    await page.frameLocator(`iframe[title="The copy sent to bo-${unique}@example.com"]`).getByText('Hi Bo,').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, 'admin-personal-digest-sent');
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('reads the same at phone width (390 px), nothing wider than the screen', async () => {
    const { page, context, close, pageErrors } = await openPage(browser(), PHONE);
    await signIn(context);
    const panel = await openDigest(page);
    await panel.getByTestId('sample-picks').getByText(`You follow Tay Lumen ${unique}`).waitFor();
    await panel.getByTestId('click-through').waitFor();
    await panel.getByLabel('Recipient email').fill(`ada-${unique}@example.com`);
    await panel.getByRole('button', { name: 'Show copy' }).click();
    await panel
      .getByTestId('sent-copy-summary')
      .getByText(/You read two Reviews this month/)
      .waitFor();
    await noSideways(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picture(page, 'admin-personal-digest');
    expect(pageErrors).toEqual([]);
    await close();
  });
});
