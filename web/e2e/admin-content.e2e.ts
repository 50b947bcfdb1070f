import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, LAPTOP } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { fillCreateDialog, fillDialog } from './support/admin-dialog';
import { signedInPage } from './support/editor-pages';
import { pool } from './support/db';
import { endAllSessions, openDashboardTab, waitForToast } from './support/admin-session';

const browser = browserPerFile();
const unique = Date.now().toString(36);

beforeEach(async () => {
  await pool.query('DELETE FROM events');
  await pool.query('DELETE FROM newsletters');
});

/** Submits while the POST is held, so the pending label can be seen, then lets it through. */
async function submitShowingPending(page: Page, dialogName: string, button: string, pending: string, path: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const held = await holdRequests(page, new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await dialog.getByRole('button', { name: button }).click();
  await dialog.getByRole('button', { name: pending }).waitFor();
  expect(await dialog.getByRole('button', { name: pending }).isDisabled()).toBe(true);
  await held.release();
}

/** Adds an artist or a release through its tab's dialog, pending label seen, and waits for the toast and its row. */
async function addThroughDialog(
  page: Page,
  noun: 'Artist' | 'Release',
  rowText: string,
  fields: Record<string, string>,
) {
  await fillCreateDialog(page, `Add ${noun}`, fields);
  await submitShowingPending(page, `Add ${noun}`, `Add ${noun}`, 'Adding...', `/api/${noun.toLowerCase()}s`);
  await waitForToast(page, `${noun} added successfully`);
  await page
    .getByRole('table', { name: `${noun}s` })
    .getByRole('row')
    .filter({ hasText: rowText })
    .waitFor();
}

describe('admin create dialogs', () => {
  it('creates an article that then appears on the public site', async () => {
    const { page, close, pageErrors } = await signedInPage(browser(), LAPTOP);
    const title = `Admin Made Article ${unique}`;
    await openDashboardTab(page, 'Articles');
    const dialog = await fillCreateDialog(page, 'Create Article', {
      Title: title,
      Excerpt: 'Written in the admin dashboard.',
      Content: 'A body of text for the new article.',
    });
    expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe('CULTURE');
    await submitShowingPending(page, 'Create Article', 'Create Article', 'Creating...', '/api/articles');
    await waitForToast(page, 'Article created successfully');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title }).waitFor();

    // The reader's home page lists it first under Latest News.
    await page.goto('/');
    await page.locator('#latest').getByRole('link', { name: title }).first().waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('adds an artist and a release (with link and type), and refuses a duplicate release link', async () => {
    const { page, close } = await signedInPage(browser(), LAPTOP);
    await openDashboardTab(page, 'Artists');
    await addThroughDialog(page, 'Artist', `MC Dialog ${unique}`, {
      Name: `MC Dialog ${unique}`,
      Genre: 'Boom Bap',
      Description: 'Made in a browser test.',
    });

    await page.getByRole('tab', { name: 'Releases' }).click();
    const link = `https://music.example/${unique}`;
    await addThroughDialog(page, 'Release', `Tape ${unique}`, {
      Title: `Tape ${unique}`,
      Artist: `MC Dialog ${unique}`,
      'Link URL': link,
      Type: 'mixtape',
    });
    const { rows } = await pool.query('SELECT source, type FROM releases WHERE link_url = $1', [link]);
    expect(rows).toEqual([{ source: 'manual', type: 'mixtape' }]);

    const dialog = await fillCreateDialog(page, 'Add Release', {
      Title: 'Same link',
      Artist: 'Someone',
      'Link URL': link,
    });
    await dialog.getByRole('button', { name: 'Add Release' }).click();
    await waitForToast(page, 'Failed to add release');
    // The dialog stays open and says why.
    await dialog.getByRole('alert').filter({ hasText: 'A release with this link already exists.' }).waitFor();
    await close();
  });

  it("creates an event on its venue's clock; an empty date says 'Event date is required'", async () => {
    const { page, close } = await signedInPage(browser(), LAPTOP);
    await openDashboardTab(page, 'Events');
    await page.getByText('No events yet.').waitFor();
    await page.getByRole('button', { name: 'Create your first event' }).click();
    const dialog = await fillDialog(page, 'Create Event', {
      Title: `Cypher Night ${unique}`,
      Location: 'Brooklyn',
      Artists: 'A, B',
    });
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText('Event date is required').waitFor();

    await dialog.getByLabel("Event Date (the venue's local time)", { exact: true }).fill('2030-06-01T20:30');
    await dialog.getByLabel('Time Zone').selectOption('America/New_York');
    await dialog.getByLabel('Tickets Available').uncheck();
    await submitShowingPending(page, 'Create Event', 'Create Event', 'Creating...', '/api/events');
    await waitForToast(page, 'Event created successfully');
    const card = page
      .getByRole('table', { name: 'Events' })
      .getByRole('row')
      .filter({ hasText: `Cypher Night ${unique}` });
    await card.getByText('Sold Out').waitFor();

    // The stored instant is 20:30 on the venue's clock (New York, four hours behind UTC in June), whatever the browser's zone.
    const { rows } = await pool.query('SELECT event_date, time_zone FROM events WHERE title = $1', [
      `Cypher Night ${unique}`,
    ]);
    expect(new Date(rows[0].event_date).toISOString()).toBe('2030-06-02T00:30:00.000Z');
    expect(rows[0].time_zone).toBe('America/New_York');
    await close();
  });

  it('creates a newsletter with tags shown as 3 plus a +N badge, then edits and deletes it with confirmation', async () => {
    const { page, close } = await signedInPage(browser(), LAPTOP);
    await openDashboardTab(page, 'Newsletters');
    await fillCreateDialog(page, 'Create Newsletter', {
      Title: `Weekly ${unique}`,
      Description: 'The week in hip hop.',
      Content: 'All the news.',
      Tags: 'trap, drill, boom bap, grime, jazz rap',
    });
    await submitShowingPending(page, 'Create Newsletter', 'Create Newsletter', 'Creating...', '/api/newsletters');
    await waitForToast(page, 'Newsletter created successfully');
    const list = page.getByRole('table', { name: 'Newsletters' });
    const tags = list.getByTestId('newsletter-tags');
    await tags.waitFor();
    expect((await tags.innerText()).split(/\s+/).join(' ')).toBe('TRAP DRILL BOOM BAP +2');

    await list.getByRole('button', { name: `Edit Weekly ${unique}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Newsletter' });
    expect(await edit.getByLabel('Title', { exact: true }).inputValue()).toBe(`Weekly ${unique}`);
    await edit.getByLabel('Title', { exact: true }).fill(`Weekly Edited ${unique}`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Newsletter updated successfully');
    await list
      .getByRole('row')
      .filter({ hasText: `Weekly Edited ${unique}` })
      .waitFor();

    await list.getByRole('button', { name: `Delete Weekly Edited ${unique}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete newsletter?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(
      await list
        .getByRole('row')
        .filter({ hasText: `Weekly Edited ${unique}` })
        .count(),
    ).toBe(1);
    await list.getByRole('button', { name: `Delete Weekly Edited ${unique}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Newsletter deleted successfully');
    await page.getByText('No newsletters yet.').waitFor();
    await close();
  });
});

describe('the 401 flow', () => {
  it("a create after the session ended shows 'Unauthorized' and goes to /api/login", async () => {
    const { page, close } = await signedInPage(browser(), LAPTOP);
    await openDashboardTab(page, 'Articles');
    await endAllSessions();
    const dialog = await fillCreateDialog(page, 'Create Article', { Title: 'Too late', Excerpt: 'E', Content: 'C' });
    const loginRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    const text = await waitForToast(page, 'You are logged out. Logging in again...');
    expect(text).toMatch(/^Unauthorized/i);
    await loginRequest;
    await page.waitForURL('**/admin?login=1');
    await page.getByRole('form', { name: 'Admin login' }).waitFor();
    const { rows } = await pool.query(`SELECT count(*)::int AS count FROM articles WHERE title = 'Too late'`);
    expect(rows[0].count).toBe(0);
    await close();
  });
});

describe('overview', () => {
  it('shows real counts and the platform status from the health checks', async () => {
    const { page, close } = await signedInPage(browser(), LAPTOP);
    const { rows } = await pool.query(`SELECT count(*)::int AS count FROM articles`);
    await page.goto('/admin-dashboard');
    await expect
      .poll(() => page.getByTestId('count-Total Articles').textContent(), { timeout: 15_000 })
      .toBe(String(rows[0].count));
    const status = page.getByTestId('platform-status');
    await status.getByText('Content Database Connected').waitFor();
    await status.getByText('Job Queue Connected').waitFor();
    await page.getByRole('button', { name: 'Manage Events' }).click();
    expect(await page.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    // The open tab is in the address, so a reload stays on it.
    await page.waitForURL('**/admin-dashboard?tab=events');
    await page.reload();
    await page.getByRole('table', { name: 'Events' }).or(page.getByText('No events yet.')).first().waitFor();
    await close();
  });
});
