import { beforeAll, describe, expect, it } from 'vitest';
import { addAddressAndAwaitAlert } from './support/address-forms';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { noSideways } from './support/no-sideways';
import { pool } from './support/db';
import { openDeskPage, signIn } from './support/admin-session';
import { runMarkedRows } from './support/run-marked-rows';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = runMarkedRows({ scrape_sources: 'url' });
const sourceForm = { field: 'Feed URL', button: 'Add source' };

beforeAll(async () => {
  await pool.query(
    `INSERT INTO scrape_sources (url, kind, last_fetched_at, last_outcome, last_status, last_items_found,
                                 last_items_added, consecutive_failures, not_modified_hits) VALUES
       ($1, 'news', now() - interval '1 hour', 'ok: 12 items, 3 new', 200, 12, 3, 0, 4),
       ($2, 'news', now() - interval '2 hours', 'failed: HTTP 503', 503, 8, 0, 6, 1)`,
    [`https://healthy.${unique}.example/rss`, `https://dead.${unique}.example/rss`],
  );
});

describe('admin sources', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: adds a source and sees it listed, switches it off, refuses a private address, removes it`, async () => {
      const { page, context, close, pageErrors, dialogs } = await openPage(browser(), viewport);
      await signIn(context);
      await openDeskPage(page, 'Sources', '/admin/sources', 'Add a source');

      // Each source's health in words: the last run's status and counts, failures in a row, 304s.
      const healthy = page.getByTestId('source-row').filter({ hasText: `https://healthy.${unique}.example/rss` });
      await healthy.getByText('OK', { exact: true }).waitFor();
      expect(await healthy.innerText()).toMatch(/HTTP 200 · 12 found, 3 added · 4 unchanged \(304\)/);
      const dead = page.getByTestId('source-row').filter({ hasText: `https://dead.${unique}.example/rss` });
      await dead.getByText('Dead', { exact: true }).waitFor();
      expect(await dead.innerText()).toMatch(/HTTP 503 · 8 found, 0 added · 6 failed in a row · 1 unchanged \(304\)/);
      await dead.getByText('HTTP 503', { exact: true }).waitFor();

      const url = `https://feeds.${unique}-${viewport.width}.example/rss`;
      await page.getByLabel('Feed URL').fill(url);
      await page.getByLabel('Kind').selectOption('releases');
      await page.getByRole('button', { name: 'Add source' }).click();

      const list = page.getByRole('list', { name: 'Scrape sources' });
      const row = list.getByTestId('source-row').filter({ hasText: url });
      await row.waitFor();
      await row.getByText('Not read yet').waitFor();
      await row.getByText('releases', { exact: true }).waitFor();
      expect(await page.getByLabel('Feed URL').inputValue()).toBe('');
      const stored = await pool.query(`SELECT kind, enabled FROM scrape_sources WHERE url = $1`, [url]);
      expect(stored.rows).toEqual([{ kind: 'releases', enabled: true }]);

      await row.getByRole('button', { name: `Disable ${url}` }).click();
      await row.getByText('Off', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Enable ${url}` }).waitFor();
      expect((await pool.query(`SELECT enabled FROM scrape_sources WHERE url = $1`, [url])).rows).toEqual([
        { enabled: false },
      ]);

      await addAddressAndAwaitAlert(
        page,
        sourceForm,
        'http://127.0.0.1:8080/feed',
        'Source URL resolves to a loopback address (127.0.0.1); the scrapers may not reach it',
      );
      await addAddressAndAwaitAlert(
        page,
        sourceForm,
        'ftp://feeds.example.org/rss',
        'Source URL must start with http:// or https://',
      );

      await noSideways(page);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      await saveScreenshot(page, 'admin-sources');

      // The harness dismisses every dialog: a cancelled confirmation keeps the source.
      await row.getByRole('button', { name: `Remove ${url}` }).click();
      await expect.poll(() => dialogs.length).toBe(1);
      expect(dialogs).toEqual([`confirm: Remove ${url}? The scrapers stop reading it; stories already stored stay.`]);
      expect(await row.count()).toBe(1);
      page.removeAllListeners('dialog');
      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: `Remove ${url}` }).click();
      await expect.poll(() => row.count()).toBe(0);
      expect((await pool.query(`SELECT 1 FROM scrape_sources WHERE url = $1`, [url])).rows).toEqual([]);
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
