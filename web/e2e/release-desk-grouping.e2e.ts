import { beforeAll, describe, expect } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, daysAgo, insertListedRelease, pool } from './support/db';
import { itSignedInAtBothWidths } from './support/editor-pages';
import { saveScreenshot } from './support/screenshots';

/**
 * The desk corrects how the scraper grouped a release's listings: a listing
 * that is another record is split out to a release of its own, and a release
 * that is this one listed again is merged back in, each from the release's editor.
 */
const browser = browserPerFile();
const LISTINGS = [
  { source: 'Bandcamp', title: 'Glass Hours', url: 'https://bandcamp.com/search?q=Glass%20Hours' },
  { source: 'Apple Music', title: 'Glass Hours', url: 'https://music.apple.com/us/search?term=Glass%20Hours' },
  { source: 'MusicBrainz', title: 'Glass Hours', url: 'https://musicbrainz.org/search?query=Glass%20Hours' },
];
let releaseId: number;

beforeAll(async () => {
  await clearContent();
  const releaseDate = daysAgo(0, 2);
  releaseId = await insertListedRelease({ title: 'Glass Hours', artist: 'Odessa Reyes', releaseDate }, LISTINGS);
});

const releaseRows = async () =>
  (await pool.query<{ id: number }>(`SELECT id FROM releases WHERE title = 'Glass Hours' ORDER BY id`)).rows;

describe("a release's sources on the desk", () => {
  itSignedInAtBothWidths('splits a listing out to a release of its own, and merges it back', browser, async (page) => {
    await page.goto(`/admin/releases/${releaseId}/edit`);
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.getByText('Listed by 3 sources.', { exact: false }).waitFor();
    expect(await sources.getByTestId('release-listing').count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'release-sources');

    await sources.getByRole('button', { name: 'Split out the Apple Music listing' }).click();
    await sources.getByRole('status').getByText('The Apple Music listing is “Glass Hours”').waitFor();
    await sources.getByText('Listed by 2 sources.', { exact: false }).waitFor();
    const rows = await releaseRows();
    expect(rows).toHaveLength(2);
    const splitOff = rows.find((row) => row.id !== releaseId)!;
    expect(await sources.getByRole('link', { name: 'Edit the new release' }).getAttribute('href')).toBe(
      `/admin/releases/${splitOff.id}/edit`,
    );

    await sources.getByLabel('Merge in a duplicate').fill('Glass Hours');
    const candidates = sources.getByRole('list', { name: 'Releases to merge in' });
    await candidates.getByRole('button', { name: 'Merge in…' }).click();
    await candidates.getByRole('button', { name: 'Merge “Glass Hours” here' }).click();
    await sources.getByText('Listed by 3 sources.', { exact: false }).waitFor();
    expect(await releaseRows()).toEqual([{ id: releaseId }]);
    // Both corrections are in the audit log, newest first, under the release they were made on.
    const latestActions = async () =>
      (
        await pool.query<{ action: string }>(
          `SELECT action FROM audit_log WHERE entity = 'releases' AND entity_id = $1 ORDER BY id DESC LIMIT 2`,
          [String(releaseId)],
        )
      ).rows.map((row) => row.action);
    await expect.poll(latestActions, { timeout: 10_000 }).toEqual(['merge', 'split']);
  });

  itSignedInAtBothWidths('says a release typed in on the desk is listed by no source yet', browser, async (page) => {
    const typedIn = await insertRelease({
      title: 'Lantern Season',
      artist: 'Odessa Reyes',
      type: 'single',
      source: 'manual',
      linkUrl: 'https://odessareyes.test/lantern-season',
      releaseDate: daysAgo(1, 2),
    });
    try {
      await page.goto(`/admin/releases/${typedIn}/edit`);
      const sources = page.getByRole('region', { name: 'Sources' });
      await sources.getByText('No source lists this release yet. Readers see the link typed in here.').waitFor();
      expect(await sources.getByText(/Listed by/).count()).toBe(0);
      expect(await sources.getByTestId('release-listing').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'release-sources-typed-in');
    } finally {
      // Each width types it in afresh: its link is unique.
      await pool.query(`DELETE FROM releases WHERE id = $1`, [typedIn]);
    }
  });
});
