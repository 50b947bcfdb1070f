import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { pool } from './support/db';
import { signIn } from './support/admin-session';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);
/** More releases than the old one-page cap of 100: the last ones are only reachable by paging on the server. */
const ROWS = 120;

beforeAll(async () => {
  await pool.query(
    `INSERT INTO releases (title, artist, link_url, source, type, release_date)
     SELECT 'Paging Tape ' || lpad(i::text, 3, '0') || ' ${unique}', 'Page Turner', 'https://paging.test/${unique}/' || i,
            'manual', 'single', now() - interval '400 days' - i * interval '1 hour'
       FROM generate_series(1, ${ROWS}) AS i`,
  );
});

afterAll(async () => {
  await pool.query(`DELETE FROM releases WHERE link_url LIKE $1`, [`https://paging.test/${unique}/%`]);
});

describe('an admin list of any size', () => {
  it('pages, searches and sorts the releases on the server, at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context, close, pageErrors } = await openPage(browser(), viewport);
      await signIn(context);
      await page.goto('/admin-dashboard?tab=releases');
      const table = page.getByRole('table', { name: 'Releases' });
      await table.waitFor();
      const pager = page.getByRole('navigation', { name: 'Releases pages' });
      const rows = table.getByRole('row').filter({ hasText: unique });

      await page.getByLabel('Search releases').fill(unique);
      await page.getByText(`${ROWS} releases found`).waitFor();
      await pager.getByText(`Showing 1–50 of ${ROWS}`).waitFor();
      expect(await rows.count()).toBe(50);
      expect(await rows.first().innerText()).toContain(`Paging Tape 001 ${unique}`);

      await pager.getByRole('button', { name: 'Next' }).click();
      await pager.getByText(`Showing 51–100 of ${ROWS}`).waitFor();
      await pager.getByRole('button', { name: 'Next' }).click();
      await pager.getByText(`Showing 101–${ROWS} of ${ROWS}`).waitFor();
      await expect.poll(() => rows.count()).toBe(ROWS - 100);
      expect(await rows.last().innerText()).toContain(`Paging Tape ${ROWS} ${unique}`);
      expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await saveScreenshot(page, 'admin-list-last-page');

      // Sorting starts again at the first page, in the order asked for.
      await table.getByRole('button', { name: /^Title/ }).click();
      await pager.getByText(`Showing 1–50 of ${ROWS}`).waitFor();
      expect(await table.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
      await table.getByRole('button', { name: /^Title/ }).click();
      expect(await table.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => rows.first().innerText()).toContain(`Paging Tape ${ROWS} ${unique}`);

      // A narrower search: one page, no pager, and a count in the singular when one matches.
      await page.getByLabel('Search releases').fill(`Tape 07`);
      await page.getByText('10 releases found').waitFor();
      expect(await pager.count()).toBe(0);
      await page.getByLabel('Search releases').fill(`Tape 077 ${unique}`);
      await page.getByText('1 release found').waitFor();
      expect(await rows.count()).toBe(1);
      await saveScreenshot(page, 'admin-list-search');

      expect(pageErrors).toEqual([]);
      await close();
    }
  });
});
