import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { signIn } from './support/admin-session';
import { clearContent, insertArtist, pool } from './support/db';

const browser = browserPerFile();
const ARTIST = 'Vela Reyes';
const HEADLINE = 'Vela Reyes Drops a Surprise Tape at Midnight';
/** The freshness a reader can expect: the change feed moves our own cache in milliseconds. */
const FRESH_WITHIN_MS = 2_000;
let artistId = 0;

beforeAll(async () => {
  await clearContent();
  artistId = await insertArtist({ name: ARTIST, genre: 'Southern Rap', description: 'Houston storyteller.' });
});

afterAll(async () => {
  await clearContent();
});

/** Opens `path` as a reader does (a navigation, which a browser may answer from its own copy), until `text` shows. */
async function navigateUntilShown(page: Page, path: string, text: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    await page.goto(path);
    if ((await page.getByText(text).count()) > 0) return Date.now() - started;
    if (Date.now() - started > FRESH_WITHIN_MS) return Date.now() - started;
    await page.waitForTimeout(100);
  }
}

describe('fresh after your own action', () => {
  it('shows a story just published on the home page and its artist page at the next visit', async () => {
    const { page, context, pageErrors, close } = await openPage(browser());
    await signIn(context);
    // The reader (here, the editor) has both pages in their browser before the story exists.
    await page.goto('/');
    await page.goto(`/artists/${artistId}`);
    await page.getByRole('heading', { name: ARTIST }).first().waitFor();
    expect(await page.getByText(HEADLINE).count()).toBe(0);

    const created = await context.request.post('/api/articles', {
      data: {
        title: HEADLINE,
        excerpt: `${ARTIST} kept it quiet until the last minute.`,
        content: `${ARTIST} released nine songs at midnight, with no warning and no features.`,
        category: 'BREAKING',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const homeAfter = await navigateUntilShown(page, '/', HEADLINE);
    expect(homeAfter, 'the home page showed the new story').toBeLessThanOrEqual(FRESH_WITHIN_MS);

    // The artist page lists the story once the worker has matched the artist's name in it.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM article_artist_mentions WHERE article_id = $1 AND artist_id = $2',
        [id, artistId],
      );
      if (rowCount) break;
      if (Date.now() > deadline) throw new Error('the worker never matched the artist in the new story');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const artistAfter = await navigateUntilShown(page, `/artists/${artistId}`, HEADLINE);
    expect(artistAfter, 'the artist page showed the new story').toBeLessThanOrEqual(FRESH_WITHIN_MS);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
