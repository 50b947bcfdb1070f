import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { editorSaved, itSignedInAtBothWidths } from './support/editor-pages';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);

/** From the kind's tab in the dashboard to its full-page editor, empty. */
async function openNewEditor(page: Page, kind: 'artist' | 'release' | 'event') {
  await page.goto(`/admin-dashboard?tab=${kind}s`);
  await page.getByRole('button', { name: `New ${kind} in the editor` }).click();
  await page.waitForURL(`**/admin/${kind}s/new`);
}

/** The whole form from its top: a capture of a scrolled page would draw the sticky header where it sticks. */
async function picture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** 'YYYY-MM-DD' of the day `days` before today (UTC). */
const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the full-page editors of artists, releases and events', () => {
  itSignedInAtBothWidths(
    'creates an artist with location, a markdown bio and links, and readers see them on the profile',
    browser,
    async (page, viewport) => {
      const name = `Editor Artist ${unique} ${viewport.width}`;
      await openNewEditor(page, 'artist');

      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Genre').fill('Drill');
      await page.getByLabel('Location').fill('Chicago, IL');
      await page.getByLabel('Short description').fill('South Side drill from the editor.');
      await page.locator('#artist-bio').fill('## Early days\n\nCame up on **South Side** cyphers.');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('heading', { name: 'Early days', level: 2 }).waitFor();
      await preview.locator('strong', { hasText: 'South Side' }).waitFor();
      if (viewport === PHONE) await page.getByRole('button', { name: 'Write' }).click();

      await page.getByRole('button', { name: 'Add a link' }).click();
      await page.getByLabel('Platform of link 1').fill('instagram');
      await page.getByLabel('Address of link 1').fill('javascript:alert(1)');
      await page.getByText('A web address starting with http:// or https://').waitFor();
      await page.getByLabel('Address of link 1').fill('https://www.instagram.com/editorartist');
      await page.getByRole('button', { name: 'Add a link' }).click();
      await page.getByLabel('Platform of link 2').fill('spotify');
      await page.getByLabel('Address of link 2').fill('https://open.spotify.com/artist/editor');

      await picture(page, 'artist-editor');
      await page.getByRole('button', { name: 'Publish now' }).click();
      await editorSaved(page);
      await page.waitForURL(/\/admin\/artists\/\d+\/edit$/);
      const id = /\/admin\/artists\/(\d+)\/edit$/.exec(page.url())?.[1];

      await page.goto(`/artists/${id}`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByText('Chicago, IL').first().waitFor();
      const bio = page.getByRole('region', { name: 'Biography' });
      await bio.getByRole('heading', { name: 'Early days' }).waitFor();
      expect(await bio.locator('strong').innerText()).toBe('South Side');
      const links = page.getByRole('list', { name: `${name} on social media` }).getByRole('link');
      // Stored as one JSON object, the links come back in the database's key order, not the order typed.
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs.sort()).toEqual([
        'https://open.spotify.com/artist/editor',
        'https://www.instagram.com/editorartist',
      ]);
    },
  );

  itSignedInAtBothWidths(
    'creates a release with its date, and /releases lists it by that date',
    browser,
    async (page, viewport) => {
      const title = `Editor Release ${unique} ${viewport.width}`;
      await openNewEditor(page, 'release');

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Artist').fill('Editor Artist');
      await page.getByLabel('Type').selectOption('EP');
      await page.getByLabel('Release date').fill(daysBefore(3));
      await page.getByLabel('Link', { exact: true }).fill(`https://music.example.org/${unique}-${viewport.width}`);
      await picture(page, 'release-editor');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await editorSaved(page);
      await page.waitForURL(/\/admin\/releases\/\d+\/edit$/);

      await page.goto('/releases');
      const card = page.locator('article', { hasText: title });
      await card.waitFor();
      // The card sets its labels in capitals.
      expect(await card.innerText()).toMatch(/3 days ago/i);
    },
  );

  itSignedInAtBothWidths(
    "creates an event in Chicago on the venue's clock, and /events shows 8:00 PM CST",
    browser,
    async (page, viewport) => {
      const title = `Editor Show ${unique} ${viewport.width}`;
      const year = new Date().getUTCFullYear() + 1;
      await openNewEditor(page, 'event');

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Venue and city').fill('The Green Signal, Chicago, IL');
      // The zone follows the city until one is chosen.
      expect(await page.getByLabel("Venue's time zone").inputValue()).toBe('America/Chicago');
      await page.getByLabel('Line-up').fill('Editor Artist, Guest');
      await page.getByLabel("Starts at (the venue's local time)").fill(`${year}-12-08T20:00`);
      expect(await page.getByTestId('venue-time').innerText()).toContain('8:00 PM CST');
      await picture(page, 'event-editor');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await editorSaved(page);
      await page.waitForURL(/\/admin\/events\/\d+\/edit$/);

      await page.goto('/events');
      const card = page.locator('article', { hasText: title });
      await card.waitFor();
      expect(await card.innerText()).toContain('8:00 PM CST');
    },
  );
});
