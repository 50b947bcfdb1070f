import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { insertArticle, pool } from './support/db';
import { ensureMember } from './support/admin-session';
import { editorSaved, signedInPage } from './support/editor-pages';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);
/**
 * The README pictures the editor from docs/screenshots/; a run refreshes them only when asked
 * (UPDATE_DOCS_SCREENSHOTS=1), so testing leaves the checkout clean.
 */
const DOCS_SCREENSHOTS =
  process.env.UPDATE_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
    : null;

/** One transparent pixel, as a real PNG file. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function picture(page: Page, name: string) {
  await saveScreenshot(page, name);
  if (DOCS_SCREENSHOTS) {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${DOCS_SCREENSHOTS}${name}-${width}.png`, fullPage: false });
  }
}

/** Pastes a PNG file into the body, as a browser does when a picture is pasted. */
async function pastePicture(page: Page) {
  await page.locator('#story-body').evaluate((area, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'crowd.png', { type: 'image/png' }));
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, PNG_BASE64);
}

/** Leaves the line just typed for a new paragraph of the body: to its end, then a blank line. */
async function newParagraph(page: Page) {
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
}

/** Writes a paragraph of the kind a toolbar button starts (a heading, a list item, a quote), then leaves it. */
async function blockParagraph(page: Page, button: string, text: string) {
  await page.getByRole('button', { name: button }).click();
  await page.keyboard.type(text);
  await newParagraph(page);
}

describe('the story editor', () => {
  it('writes a story with every kind of markdown and a pasted picture, previews it and publishes it', async () => {
    const { page, close, pageErrors } = await signedInPage(browser(), LAPTOP);
    const title = `Editor Made Story ${unique}`;
    await page.goto('/admin-dashboard?tab=articles');
    await page.getByRole('button', { name: 'Write in the editor', exact: true }).click();
    await page.waitForURL('**/admin/articles/new');
    expect(await page.getByLabel('Byline').inputValue()).toBe('Tess');

    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Slug').inputValue()).toBe(`editor-made-story-${unique}`);
    await page.getByLabel('Excerpt').fill('Written in the full-page editor.');
    await page.getByText('32 / 200 characters').waitFor();
    const tags = page.locator('#story-tags');
    await tags.fill('boom bap');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Remove tag boom bap' }).waitFor();

    const body = page.locator('#story-body');
    await body.click();
    await blockParagraph(page, 'Heading', 'Cypher Heading');
    await page.keyboard.type('Some ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('loud words');
    await newParagraph(page);
    await blockParagraph(page, 'List', 'first verse');
    await blockParagraph(page, 'Quote', 'Keep it real');
    await page.keyboard.type('Read ');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('the liner notes');
    for (let step = 0; step < '](https://'.length; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('example.com/notes');
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Table' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await pastePicture(page);
    const altForm = page.getByRole('form', { name: 'Picture alt text' });
    await altForm.getByRole('button', { name: 'Insert picture' }).click();
    await altForm.getByRole('alert').filter({ hasText: 'alt text is what readers who cannot see it get' }).waitFor();
    await altForm.getByLabel(/Alt text for/).fill('A crowd at the show');
    await altForm.getByRole('button', { name: 'Insert picture' }).click();
    await altForm.waitFor({ state: 'hidden' });

    const markdown = await body.inputValue();
    expect(markdown).toContain('## Cypher Heading');
    expect(markdown).toContain('Some **loud words**');
    expect(markdown).toContain('- first verse');
    expect(markdown).toContain('> Keep it real');
    expect(markdown).toContain('Read [the liner notes](https://example.com/notes)');
    expect(markdown).toContain('| Column | Column |');
    expect(markdown).toMatch(/!\[A crowd at the show\]\(\/media\/uploads\/[0-9a-f-]{36}\)/);

    // The preview is the reader's renderer: marks become elements, never text.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Cypher Heading', level: 2 }).waitFor();
    await preview.locator('strong', { hasText: 'loud words' }).waitFor();
    await preview.locator('li', { hasText: 'first verse' }).waitFor();
    await preview.locator('blockquote', { hasText: 'Keep it real' }).waitFor();
    await preview.locator('a[href="https://example.com/notes"]').waitFor();
    await preview.locator('table th', { hasText: 'Column' }).first().waitFor();
    await preview.locator('img[alt="A crowd at the show"]').waitFor({ state: 'attached' });
    expect(await preview.innerText()).not.toContain('**');

    // A draft saves itself; the address then names the story.
    await editorSaved(page);
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    const id = Number(/articles\/(\d+)\/edit/.exec(page.url())![1]);
    expect((await page.getByTestId('word-count').innerText()).trim()).toMatch(/^\d+ words · \d+ min read$/);
    await picture(page, 'story-editor-write-preview');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(async () => (await pool.query('SELECT status FROM articles WHERE id = $1', [id])).rows[0]?.status, {
        timeout: 15_000,
      })
      .toBe('published');

    await page.goto(`/article/${id}`);
    const story = page.locator('article');
    await story.getByRole('heading', { name: 'Cypher Heading', level: 2 }).waitFor();
    await story.locator('strong', { hasText: 'loud words' }).waitFor();
    await story.locator('li', { hasText: 'first verse' }).waitFor();
    await story.locator('blockquote', { hasText: 'Keep it real' }).waitFor();
    await story.locator('a[href="https://example.com/notes"]', { hasText: 'the liner notes' }).waitFor();
    await story.locator('table td', { hasText: 'Cell' }).first().waitFor();
    await story.locator('img[alt="A crowd at the show"]').waitFor({ state: 'attached' });
    expect(await story.innerText()).not.toMatch(/\*\*|^## |\| --- \|/m);

    const rss = await (await page.context().request.get('/rss.xml')).text();
    const item = rss.split('<item>').find((entry) => entry.includes(title));
    expect(item).toBeDefined();
    for (const rendered of [
      '<h2>Cypher Heading</h2>',
      '<strong>loud words</strong>',
      '<li>first verse</li>',
      '<blockquote>',
      'href="https://example.com/notes"',
      '<table>',
      'alt="A crowd at the show"',
    ]) {
      expect(item).toContain(rendered);
    }
    expect(pageErrors).toEqual([]);
    await close();
    // Typing a whole story key by key takes a while on a busy machine.
  }, 150_000);

  it('changes what a seeded story’s page shows when its body is edited, and keeps its revisions', async () => {
    const id = await insertArticle({
      title: `Seeded Story ${unique}`,
      content: 'The seeded body.',
      status: 'published',
    });
    const { page, close } = await signedInPage(browser(), LAPTOP);
    await page.goto(`/admin/articles/${id}/edit`);
    const body = page.locator('#story-body');
    expect(await body.inputValue()).toBe('The seeded body.');
    await body.fill('The edited body, now with **weight**.');
    await page.getByTestId('save-status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await editorSaved(page);

    await page.getByRole('button', { name: 'Revisions' }).click();
    const revisions = page
      .getByRole('region', { name: /Revisions/ })
      .or(page.locator('section[aria-labelledby="revisions-heading"]'));
    await revisions.getByText('Revision 2').waitFor();
    await revisions.getByRole('button', { name: 'Compare' }).first().click();
    await body.fill('A third body.');
    const compare = page.getByRole('region', { name: 'Revision 2 compared with the editor' });
    await compare.getByText('+ A third body.').waitFor();
    await compare.getByText('− The edited body, now with **weight**.').waitFor();
    await picture(page, 'story-editor-revisions');
    await compare.getByRole('button', { name: 'Restore revision 2' }).click();
    expect(await body.inputValue()).toBe('The edited body, now with **weight**.');

    await page.goto(`/article/${id}`);
    await page.locator('article strong', { hasText: 'weight' }).waitFor();
    expect(await page.locator('article').innerText()).not.toContain('The seeded body.');
    await close();
  });

  it('shows the second of two editors saving the same story who saved first, and overwrites nothing', async () => {
    const id = await insertArticle({ title: `Shared Draft ${unique}`, content: 'Draft body.', status: 'draft' });
    await ensureMember('editor', `second-${unique}@desk.test`, 'second editor passphrase');
    const first = await signedInPage(browser(), LAPTOP);
    const second = await openPage(browser());
    const login = await second.context.request.post('/api/auth/login', {
      data: { username: `second-${unique}@desk.test`, password: 'second editor passphrase' },
    });
    expect(login.ok()).toBe(true);
    await first.page.goto(`/admin/articles/${id}/edit`);
    await second.page.goto(`/admin/articles/${id}/edit`);
    await first.page.locator('#story-body').waitFor();
    await second.page.locator('#story-body').fill('Their body.');
    await editorSaved(second.page);

    await first.page.locator('#story-body').fill('My body.');
    const conflict = first.page.getByRole('alert').filter({ hasText: 'This story was changed by' });
    await conflict.waitFor();
    expect(await conflict.innerText()).toMatch(
      new RegExp(`changed by second-${unique}@desk\\.test at \\d\\d:\\d\\d UTC; reload to see their changes`),
    );
    await picture(first.page, 'story-editor-conflict');
    const stored = await pool.query('SELECT content FROM articles WHERE id = $1', [id]);
    expect(stored.rows[0].content).toBe('Their body.');

    await conflict.getByRole('button', { name: 'Reload their version' }).click();
    await expect.poll(() => first.page.locator('#story-body').inputValue()).toBe('Their body.');
    await first.close();
    await second.close();
  });

  it('keeps unsaved edits through a closed tab and restores them with a notice', async () => {
    const id = await insertArticle({ title: `Kept Draft ${unique}`, content: 'Kept body.', status: 'published' });
    const { context, page, close } = await signedInPage(browser(), LAPTOP);
    await page.goto(`/admin/articles/${id}/edit`);
    await page.locator('#story-body').fill('Edits nobody saved.');
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), `cypher:story-editor:${id}`))
      .toContain('Edits nobody saved.');
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto(`/admin/articles/${id}/edit`);
    await reopened.getByRole('status').filter({ hasText: 'Restored your unsaved changes' }).waitFor();
    expect(await reopened.locator('#story-body').inputValue()).toBe('Edits nobody saved.');
    await close();
  });

  it('switches between writing and the preview on a phone', async () => {
    const { page, close } = await signedInPage(browser(), PHONE);
    await page.goto('/admin/articles/new');
    await page.locator('#story-body').fill('## Small screen\n\nA **phone** preview.');
    await picture(page, 'story-editor-write');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Small screen' }).waitFor();
    expect(await page.locator('#story-body').isVisible()).toBe(false);
    await picture(page, 'story-editor-preview');
    await close();
  });
});
