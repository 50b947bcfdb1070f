import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { editorSaved, itSignedInAtBothWidths, signedInPage, TWO_WIDTHS_MS } from './support/editor-pages';
import { insertArticle, pool } from './support/db';
import { ensureMember } from './support/admin-session';
import { SCREENSHOT_DIR } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);

/**
 * What the admin's own screen shows, not the whole page: a full-page capture of
 * a scrolled page draws the sticky sidebar where it sticks, halfway down.
 */
async function viewportPicture(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** 'YYYY-MM-DDT20:00' two days on, as a datetime-local input takes it. */
function inTwoDaysAtEight(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T20:00`;
}

describe('the story editor at phone and laptop width', () => {
  itSignedInAtBothWidths(
    'schedules a story at a time on the admin’s clock, shown in the editor and in the list',
    browser,
    async (page, viewport) => {
      const title = `Later Story ${unique} ${viewport.width}`;
      const id = await insertArticle({ title, content: 'Out later.', status: 'draft' });
      await page.goto(`/admin/articles/${id}/edit`);
      const picker = page.getByTestId('schedule-picker');
      await picker.getByLabel('Schedule').check();
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const at = picker.getByLabel(`Publish at (${zone.replace(/_/g, ' ')} time)`);
      await at.fill(inTwoDaysAtEight());
      await picker.getByRole('button', { name: 'Schedule', exact: true }).click();
      await editorSaved(page);
      const shown = await picker.getByTestId('scheduled-for').innerText();
      expect(shown).toMatch(/8:00 PM \S+$/);

      const { rows } = await pool.query('SELECT status, publish_at FROM articles WHERE id = $1', [id]);
      expect(rows[0].status).toBe('scheduled');
      const expected = await page.evaluate((local) => new Date(local).toISOString(), inTwoDaysAtEight());
      expect((rows[0].publish_at as Date).toISOString()).toBe(expected);
      await viewportPicture(page, 'story-editor-scheduled');

      await page.goto('/admin-dashboard?tab=articles');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByText(/^Scheduled [A-Z][a-z]{2} \d+, \d{4}, \d+:\d\d [AP]M$/).waitFor();
    },
  );

  it(
    'shows the revisions panel and the conflict of two saves',
    async () => {
      await ensureMember('editor', `screens-${unique}@desk.test`, 'screens editor passphrase');
      for (const viewport of [PHONE, LAPTOP]) {
        const id = await insertArticle({
          title: `Revised Story ${unique} ${viewport.width}`,
          content: 'The first body.',
          status: 'draft',
        });
        const first = await signedInPage(browser(), viewport);
        await first.page.goto(`/admin/articles/${id}/edit`);
        const body = first.page.locator('#story-body');
        await body.fill('The second body, with **weight**.');
        await editorSaved(first.page);
        await first.page.getByRole('button', { name: 'Revisions' }).click();
        await first.page.getByText('Revision 2').first().waitFor();
        await first.page.getByRole('button', { name: 'Compare' }).first().click();
        await first.page.getByRole('region', { name: /compared with the editor/ }).scrollIntoViewIfNeeded();
        await viewportPicture(first.page, 'story-editor-revisions');

        const second = await openPage(browser(), viewport);
        const login = await second.context.request.post('/api/auth/login', {
          data: { username: `screens-${unique}@desk.test`, password: 'screens editor passphrase' },
        });
        expect(login.ok()).toBe(true);
        await second.page.goto(`/admin/articles/${id}/edit`);
        await second.page.locator('#story-body').fill('Their body.');
        await editorSaved(second.page);
        await body.fill('My body.');
        const conflict = first.page.getByRole('alert').filter({ hasText: 'This story was changed by' });
        await conflict.waitFor();
        await first.page.evaluate(() => window.scrollTo(0, 0));
        await viewportPicture(first.page, 'story-editor-conflict');
        await first.close();
        await second.close();
      }
    },
    TWO_WIDTHS_MS,
  );
});

describe('the newsletter composer and the send confirmation at phone and laptop width', () => {
  itSignedInAtBothWidths(
    'shows the composer beside its preview and the confirmation over it, the sidebar where it belongs',
    browser,
    async (page, viewport) => {
      await page.goto('/admin/newsletters');
      await page.getByRole('button', { name: 'New newsletter' }).click();
      await page.getByLabel("Title (the email's subject)").fill(`Screens Issue ${unique} ${viewport.width}`);
      await page.getByLabel('Description (the inbox preview line)').fill('The week in rap.');
      await page.getByLabel('Content (markdown)').fill('## Top stories\n\nThe **biggest** week of the year.');
      await page.frameLocator('[data-testid="email-preview"]').getByRole('heading', { name: 'Top stories' }).waitFor();
      await viewportPicture(page, 'admin-newsletter-composer');
      await page.getByRole('button', { name: 'Save newsletter' }).click();
      await page.getByRole('button', { name: 'Send…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
      await dialog
        .getByText(/subscribers?/)
        .first()
        .waitFor();
      await viewportPicture(page, 'admin-newsletter-send-confirm');
      if (viewport === LAPTOP) {
        // The sidebar sticks to the top of the admin's screen however far the page is scrolled.
        const sidebar = await page.getByRole('link', { name: /The Cypher Admin/ }).boundingBox();
        expect(sidebar!.y).toBeGreaterThanOrEqual(0);
        expect(sidebar!.y).toBeLessThan(60);
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    },
  );
});
