import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { fillCreateDialog, fillDialog } from './support/admin-dialog';
import { pool } from './support/db';
import { openDashboardTab, signIn, waitForToast } from './support/admin-session';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);

describe('the editorial desk: draft, check the public site, publish', () => {
  it.each([
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ])('an admin writes a draft that readers cannot see, then publishes it (%s)', async (name, viewport) => {
    const { page, context, close, pageErrors } = await openPage(browser(), viewport);
    await signIn(context);
    const title = `Desk Draft ${name} ${unique}`;

    await openDashboardTab(page, 'Articles');
    const dialog = await fillCreateDialog(page, 'Create Article', {
      Title: title,
      Excerpt: 'Held back until the desk says so.',
      Content: 'The story, written but not out yet.',
      Status: 'draft',
    });
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await waitForToast(page, 'Article created successfully');
    await dialog.waitFor({ state: 'hidden' });
    const [{ id }] = (await pool.query('SELECT id, status FROM articles WHERE title = $1', [title])).rows;
    expect((await pool.query('SELECT status FROM articles WHERE id = $1', [id])).rows[0].status).toBe('draft');

    // The status filter narrows the table to drafts, where it shows with its badge.
    await page.getByLabel('Show articles by status').selectOption('draft');
    const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Draft');
    await saveScreenshot(page, `desk-draft-${name}`);

    // A reader (a browser of their own): not on the home page, and its address is the 404 page.
    const before = await openPage(browser(), viewport);
    await before.page.goto('/');
    await before.page.locator('#latest').waitFor();
    expect(await before.page.content()).not.toContain(title);
    const missing = await before.page.goto(`/article/${id}`);
    expect(missing?.status()).toBe(404);
    await saveScreenshot(before.page, `desk-draft-public-404-${name}`);
    expect(before.pageErrors).toEqual([]);
    await before.close();

    // Published from its editor, it is live at once.
    await openDashboardTab(page, 'Articles');
    await page.getByLabel('Show articles by status').selectOption('draft');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = await fillDialog(page, 'Edit Article', { Status: 'published' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Article updated successfully');

    // A reader arriving now finds it first under Latest News, and at its address.
    const reader = await openPage(browser(), viewport);
    await reader.page.goto('/');
    await reader.page.locator('#latest').getByRole('link', { name: title }).first().waitFor();
    const live = await reader.page.goto(`/article/${id}`);
    expect(live?.status()).toBe(200);
    await reader.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await saveScreenshot(reader.page, `desk-published-${name}`);
    expect(reader.pageErrors).toEqual([]);
    await reader.close();
    expect(pageErrors).toEqual([]);
    await close();
  });
});
