import { afterAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { noSideways } from './support/no-sideways';
import { pool } from './support/db';
import { openDeskPage, signIn } from './support/admin-session';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);

/** A source the last two builds could not read, as the weekly build leaves it. */
async function seedFailingSource(tag: string): Promise<string> {
  const name = `Failing chart ${tag}`;
  await pool.query(
    `INSERT INTO chart_sources (name, kind, url, weight, last_fetched_at, last_outcome, last_status, consecutive_failures)
     VALUES ($1, 'apple-music', $2, 1, now() - interval '3 hours', 'failed: HTTP 503', 503, 2)`,
    [name, `https://rss.${tag}.example/api/v2/us/music/most-played/100/songs.json`],
  );
  return name;
}

afterAll(async () => {
  await pool.query(`DELETE FROM chart_sources WHERE name LIKE $1`, [`%${unique}%`]);
});

describe('admin chart sources', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: adds a JSON chart with its field mapping, weighs, switches off and removes a source, with the server's refusals said`, async () => {
      const tag = `${unique}-${viewport.width}`;
      const failing = await seedFailingSource(tag);
      const { page, context, close, pageErrors, dialogs } = await openPage(browser(), viewport);
      await signIn(context);
      await openDeskPage(page, 'Chart Sources', '/admin/charts', 'Add a chart source');

      const list = page.getByRole('list', { name: 'Chart sources' });
      const failingRow = list.getByTestId('chart-source-row').filter({ hasText: failing });
      await failingRow.getByText('Failing', { exact: true }).waitFor();
      expect(await failingRow.innerText()).toMatch(/HTTP 503 · 2 builds failed in a row/);

      const name = `Mixtape chart ${tag}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Kind').selectOption('json');
      await page.getByLabel('Source URL').fill(`https://charts.${tag}.example/week.json`);
      await page.getByLabel('Weight', { exact: true }).fill('2');
      await page.getByRole('button', { name: 'Add chart source' }).click();
      await page.getByRole('alert').getByText('Name the title and artist fields of this chart').waitFor();

      await page.getByLabel('Title field').fill('name');
      await page.getByLabel('Artist field').fill('artistName');
      await page.getByLabel('List path (JSON only) (optional)').fill('feed.results');
      await page.getByRole('button', { name: 'Add chart source' }).click();
      const added = list.getByTestId('chart-source-row').filter({ hasText: name });
      await added.getByText('Not read yet', { exact: true }).waitFor();
      const stored = await pool.query(`SELECT kind, weight, mapping, enabled FROM chart_sources WHERE name = $1`, [
        name,
      ]);
      expect(stored.rows).toEqual([
        {
          kind: 'json',
          weight: 2,
          mapping: { title: 'name', artist: 'artistName', items: 'feed.results' },
          enabled: true,
        },
      ]);

      // The same name again: the server refuses, and says why.
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Kind').selectOption('apple-music');
      await page.getByLabel('Source URL').fill(`https://rss.${tag}.example/other.json`);
      await page.getByRole('button', { name: 'Add chart source' }).click();
      await page.getByRole('alert').getByText(`A chart source named ${name} already exists`).waitFor();

      await noSideways(page);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      await saveScreenshot(page, 'admin-chart-sources');

      await failingRow.getByRole('spinbutton', { name: `Weight of ${failing}` }).fill('3.5');
      await failingRow.getByRole('button', { name: `Save the weight of ${failing}` }).click();
      await expect
        .poll(
          async () => (await pool.query(`SELECT weight FROM chart_sources WHERE name = $1`, [failing])).rows[0].weight,
        )
        .toBe(3.5);
      await failingRow.getByRole('button', { name: `Disable ${failing}` }).click();
      await failingRow.getByText('Off', { exact: true }).waitFor();
      expect((await pool.query(`SELECT enabled FROM chart_sources WHERE name = $1`, [failing])).rows).toEqual([
        { enabled: false },
      ]);

      // The harness dismisses every dialog: a cancelled confirmation keeps the source.
      await added.getByRole('button', { name: `Remove ${name}` }).click();
      await expect.poll(() => dialogs.length).toBe(1);
      expect(dialogs).toEqual([`confirm: Remove ${name}? Weekly charts already built keep its ranks.`]);
      expect(await added.count()).toBe(1);
      page.removeAllListeners('dialog');
      page.once('dialog', (dialog) => void dialog.accept());
      await added.getByRole('button', { name: `Remove ${name}` }).click();
      await expect.poll(() => added.count()).toBe(0);
      expect((await pool.query(`SELECT count(*)::int AS n FROM chart_sources WHERE name = $1`, [name])).rows).toEqual([
        { n: 0 },
      ]);
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
