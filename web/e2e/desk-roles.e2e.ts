import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { noSideways } from './support/no-sideways';
import { pool } from './support/db';
import { ensureMember, signInThroughForm, waitForToast } from './support/admin-session';
import { runMarkedRows } from './support/run-marked-rows';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = runMarkedRows({ articles: 'title', users: 'email' });
const PASSWORD = 'desk member passphrase';

async function openArticlesTab(page: Page) {
  await page.getByRole('tab', { name: 'Articles', exact: true }).click();
  await page.getByRole('button', { name: 'Create Article', exact: true }).waitFor();
}

describe('the desk by role: an author drafts, an editor publishes', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: the author's story is a draft only, the editor publishes it, readers find it on /articles`, async () => {
      const authorEmail = `author-${viewport.width}-${unique}@example.com`;
      const editorEmail = `editor-${viewport.width}-${unique}@example.com`;
      await ensureMember('author', authorEmail, PASSWORD);
      await ensureMember('editor', editorEmail, PASSWORD);
      const title = `Author story ${viewport.width} ${unique}`;

      // The author, signed in through the form, sees the Articles tab alone and writes a story.
      const author = await openPage(browser(), viewport);
      await signInThroughForm(author.page, authorEmail, PASSWORD, 'author');
      const tabs = author.page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(['Articles']);
      await openArticlesTab(author.page);
      await author.page.getByRole('button', { name: 'Create Article', exact: true }).click();
      const dialog = author.page.getByRole('dialog', { name: 'Create Article' });
      await dialog.waitFor();
      const status = dialog.getByLabel('Status', { exact: true });
      expect(await status.locator('option').allInnerTexts()).toEqual(['Draft']);
      expect(await dialog.getByLabel('Publish at (when scheduled)', { exact: true }).count()).toBe(0);
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog.getByLabel('Excerpt', { exact: true }).fill('Written by an author, waiting for an editor.');
      await dialog.getByLabel('Content', { exact: true }).fill('The story as the author filed it.');
      await noSideways(author.page);
      await saveScreenshot(author.page, 'desk-author-new-story');
      await dialog.getByRole('button', { name: 'Create Article' }).click();
      await waitForToast(author.page, 'Article created successfully');
      await dialog.waitFor({ state: 'hidden' });
      const stored = await pool.query(`SELECT id, status FROM articles WHERE title = $1`, [title]);
      expect(stored.rows).toEqual([{ id: expect.any(Number), status: 'draft' }]);
      const id = stored.rows[0].id as number;
      // Not on the public site yet.
      expect((await author.context.request.get(`/api/articles/${id}`)).status()).toBe(404);

      // The editor finds it among the drafts and publishes it.
      const editor = await openPage(browser(), viewport);
      await signInThroughForm(editor.page, editorEmail, PASSWORD, 'editor');
      await openArticlesTab(editor.page);
      await editor.page.getByLabel('Show articles by status').selectOption('draft');
      const row = editor.page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.textContent()).toContain('Draft');
      await noSideways(editor.page);
      await saveScreenshot(editor.page, 'desk-editor-drafts');
      await editor.page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = editor.page.getByRole('dialog', { name: 'Edit Article' });
      await edit.waitFor();
      await edit.getByLabel('Status', { exact: true }).selectOption('published');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(editor.page, 'Article updated successfully');
      expect((await pool.query(`SELECT status FROM articles WHERE id = $1`, [id])).rows).toEqual([
        { status: 'published' },
      ]);

      // A reader sees it on the public list of articles.
      const reader = await openPage(browser(), viewport);
      await reader.page.goto('/articles');
      await reader.page.getByRole('link', { name: title }).first().waitFor();
      await noSideways(reader.page);
      await saveScreenshot(reader.page, 'desk-published-on-articles');

      for (const tracked of [author, editor, reader]) expect(tracked.pageErrors).toEqual([]);
      await reader.close();
      await editor.close();
      await author.close();
    });
  }
});
