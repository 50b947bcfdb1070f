import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, daysAgo, insertListedRelease, insertRelease, untilApi } from './support/db';
import { SCREENSHOT_DIR, saveScreenshot } from './support/screenshots';

/**
 * A release three sources list, with a deluxe edition: /releases and the home
 * page's Fresh Drops show it once, with its edition and a link per source, each
 * link named for a screen reader by release and source.
 */
const browser = browserPerFile();
const SEARCH = encodeURIComponent('Lil Sable Velvet Trap');
const LISTINGS = [
  { source: 'Bandcamp', title: 'Velvet Trap', url: `https://bandcamp.com/search?q=${SEARCH}` },
  { source: 'Apple Music', title: 'Velvet Trap', url: `https://music.apple.com/us/search?term=${SEARCH}` },
  { source: 'MusicBrainz', title: 'Velvet Trap', url: `https://musicbrainz.org/search?query=${SEARCH}` },
  { source: 'Bandcamp', title: 'Velvet Trap (Deluxe)', url: `https://bandcamp.com/search?q=${SEARCH}%20Deluxe` },
];

beforeAll(async () => {
  await clearContent();
  const releaseDate = daysAgo(0, 2);
  await insertListedRelease({ title: 'Velvet Trap', artist: 'Lil Sable', releaseDate }, LISTINGS);
  await insertRelease({ title: 'Church Organ Freestyle', artist: 'Marlo Vance', releaseDate: daysAgo(1) });
  await untilApi('/api/releases', (body) => Array.isArray(body) && body.length === 2 && body[0].links?.length === 4);
});

async function expectOneVelvetTrap(page: Page, where: Locator): Promise<void> {
  await where.getByText('Also: Deluxe edition').waitFor();
  expect(await where.getByText('Velvet Trap', { exact: true }).count()).toBe(1);
  const sources = where.getByRole('list', { name: 'Where to hear Velvet Trap' });
  expect(await sources.getByRole('link').allTextContents()).toEqual(['Bandcamp', 'Apple Music', 'MusicBrainz']);
  for (const source of ['Bandcamp', 'Apple Music', 'MusicBrainz']) {
    const link = sources.getByRole('link', { name: `Velvet Trap on ${source}`, exact: true });
    expect(await link.count()).toBe(1);
  }
  expect(await sources.getByRole('link', { name: 'Velvet Trap on Bandcamp' }).getAttribute('href')).toBe(
    LISTINGS[0].url,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('a release listed by several sources', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`shows once on /releases and in Fresh Drops, with its deluxe edition and a link per source (${viewport.width}px)`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await page.goto('/releases');
      await expectOneVelvetTrap(page, page.locator('main'));
      await saveScreenshot(page, 'release-groups-releases');

      await page.goto('/');
      const drops = page.locator('#releases');
      await expectOneVelvetTrap(page, drops);
      await saveScreenshot(page, 'release-groups-home');
      // The section itself, at the width of the viewport, where the full page is too long to read the cards.
      await drops.screenshot({ path: `${SCREENSHOT_DIR}release-groups-fresh-drops-${viewport.width}.png` });
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
