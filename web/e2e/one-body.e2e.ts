import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, navigateInBrowser, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { signIn } from './support/admin-session';
import { clearContent, insertArticle, pool } from './support/db';
import { restoreDemoContent } from './support/demo-content';
import { BASE_URL } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { REVIEW_MARKDOWN } from '../../api/test/support/review-markdown';

const browser = browserPerFile();

const GFM_BODY = [
  'Before the table.',
  '',
  '| Track | Length |',
  '| --- | ---: |',
  '| Cruise Night | 3:12 |',
  '| Last Cruise | 4:40 |',
  '',
  'A ~~rumoured~~ confirmed date.',
  '',
  '- [x] Mixed',
  '- [ ] Mastered',
].join('\n');

beforeAll(async () => {
  await clearContent();
});

/** Reloads until the page shows what `ready` waits for: the response cache hears of a write a moment later. */
async function reloadUntil(page: Page, path: string, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.goto(path);
    if (await ready()) return;
    if (Date.now() > deadline) {
      const shown = (await page.getByTestId('markdown').first().textContent())?.slice(0, 120);
      throw new Error(`${path} never showed the change; it shows: ${shown}`);
    }
    await page.waitForTimeout(300);
  }
}

describe('one article body', () => {
  it('renders GitHub tables, strikethrough and task lists, on the server and in the browser', async () => {
    const id = await insertArticle({ title: 'Tracklist', content: GFM_BODY });
    const { page, close, pageErrors } = await openPage(browser());
    await page.goto(`/article/${id}`);
    const body = page.getByTestId('markdown');
    await body.locator('table').waitFor();
    expect(await body.locator('th').allTextContents()).toEqual(['Track', 'Length']);
    expect(await body.locator('td').first().textContent()).toBe('Cruise Night');
    expect(await body.locator('del').textContent()).toBe('rumoured');
    expect(await body.locator('input[type="checkbox"]').count()).toBe(2);
    expect(await body.textContent()).not.toContain('| ---');

    // Rendered by the browser itself (a client-side navigation), the same elements.
    await page.goto('/articles');
    await navigateInBrowser(page, `/article/${id}`);
    await page.getByTestId('markdown').locator('table td').first().waitFor();
    expect(await page.getByTestId('markdown').locator('del').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('renders markdown POSTed as content, on the page and in the RSS item, never raw', async () => {
    const { page, context, close } = await openPage(browser());
    await signIn(context);
    const created = await context.request.post('/api/articles', {
      data: {
        title: 'Two-Way Glass, reviewed',
        excerpt: 'Warm and patient.',
        content: REVIEW_MARKDOWN,
        category: 'REVIEW',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/article/${id}`);
    const body = page.getByTestId('markdown');
    await body.locator('h2', { hasText: 'The sound' }).waitFor();
    expect(await body.locator('strong').first().textContent()).toBe('Rating: 8 / 10');
    expect(await body.locator('li').count()).toBe(2);
    expect(await body.locator('blockquote').textContent()).toContain('Best record of the winter.');
    expect(await body.locator('a', { hasText: 'short film' }).getAttribute('href')).toBe('https://films.example/tape');
    expect(await body.locator('table td').first().textContent()).toBe('Cruise Night');
    expect(await body.textContent()).not.toMatch(/\*\*|##|\| ---/);
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await saveScreenshot(page, 'article-markdown-body');
    }

    const rss = await (await context.request.get('/rss.xml')).text();
    const item = rss.slice(rss.indexOf('<title><![CDATA[Two-Way Glass, reviewed]]>'));
    const encoded = item.slice(item.indexOf('<content:encoded>'), item.indexOf('</content:encoded>'));
    expect(encoded).toContain('<strong>Rating: 8 / 10</strong>');
    expect(encoded).toContain('<h2>The sound</h2>');
    expect(encoded).toContain('<table>');
    expect(encoded).not.toContain('**');
    await close();
  });

  it("changes what a seeded story's page shows when its content is edited", async () => {
    await restoreDemoContent();
    const { rows } = await pool.query<{ id: number; title: string }>(
      `SELECT id, title FROM articles WHERE btrim(short_md) <> btrim(content) ORDER BY published_at DESC LIMIT 1`,
    );
    const [{ id }] = rows;
    const { page, context, close } = await openPage(browser());
    await page.goto(`/article/${id}`);
    const before = await page.getByTestId('markdown').textContent();
    expect(before).not.toContain('A rewritten opening');

    await signIn(context);
    const edited = await context.request.patch(`/api/articles/${id}`, {
      data: { content: '## A rewritten opening\n\nNow with **new** words.' },
    });
    expect(edited.status()).toBe(200);
    expect(((await edited.json()) as { wordCount: number }).wordCount).toBe(7);

    const api = (await (await context.request.get(`/api/articles/${id}`)).json()) as { content: string };
    expect(api.content).toBe('## A rewritten opening\n\nNow with **new** words.');
    // A reader arriving now (this browser keeps the page it saw for the max-age of 30 s the site sends).
    const reader = await openPage(browser());
    await reloadUntil(reader.page, `/article/${id}`, async () =>
      ((await reader.page.getByTestId('markdown').first().textContent()) ?? '').startsWith('A rewritten opening'),
    );
    expect(await reader.page.getByTestId('markdown').locator('strong').textContent()).toBe('new');
    await reader.page.getByText('7 words').waitFor();
    await reader.close();
    await close();
  });
});

describe("event times on the venue's clock", () => {
  let eventId: number;

  beforeAll(async () => {
    await pool.query('DELETE FROM events');
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO events (title, location, artists, event_date, time_zone)
       VALUES ('Blue Line Sermons', 'The Green Signal Jazz Club, Chicago, IL', 'Odell Quarters',
               '2026-12-08T02:00:00Z', 'America/Chicago') RETURNING id`,
    );
    eventId = rows[0].id;
  });

  it('shows a Chicago club show at 8:00 PM CST, in the server HTML and once hydrated', async () => {
    const { page, context, close } = await openPage(browser());
    await context.clearCookies();
    const html = await (await context.request.get('/events')).text();
    expect(html).toContain('Mon, Dec 7, 2026, 8:00 PM CST');
    await page.goto('/events');
    const card = page.locator(`#event-${eventId}`);
    await card.getByText('Mon, Dec 7, 2026, 8:00 PM CST').waitFor();
    await close();
  });

  it("adds the reader's own time after hydration, where it differs, without moving anything", async () => {
    const noScript = await browser().newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      timezoneId: 'Europe/Berlin',
    });
    const serverPage = await noScript.newPage();
    await serverPage.goto(`${BASE_URL}/events`);
    const serverBox = await serverPage.locator(`#event-${eventId}`).boundingBox();
    expect(await serverPage.getByTestId('reader-time').first().textContent()).toBe('');
    await noScript.close();

    for (const [timezoneId, yours] of [
      ['Europe/Berlin', 'Your time: Tue, Dec 8, 2026, 3:00 AM GMT+1'],
      ['America/Chicago', ''],
    ] as const) {
      const context = await browser().newContext({
        viewport: PHONE,
        timezoneId,
        baseURL: BASE_URL,
      });
      const page = await context.newPage();
      await page.goto('/events');
      const card = page.locator(`#event-${eventId}`);
      await card.getByText('Mon, Dec 7, 2026, 8:00 PM CST').waitFor();
      if (yours) await card.getByText(yours).waitFor();
      else await page.waitForTimeout(500);
      expect(await card.getByTestId('reader-time').textContent()).toBe(yours);
      const box = await card.boundingBox();
      // The same height to the pixel (a line of text would be about 16 px; text rendering may differ by a fraction).
      expect(Math.abs((box?.height ?? 0) - (serverBox?.height ?? -100))).toBeLessThan(0.5);
      if (timezoneId === 'Europe/Berlin') {
        await saveScreenshot(page, 'events-reader-time');
        await page.setViewportSize(LAPTOP);
        await saveScreenshot(page, 'events-reader-time');
      }
      await context.close();
    }
  });
});

describe('the other screens these fixes change, at phone and laptop width', () => {
  it('personalisation heading, the Overview before any fetch, and the event form with its time zone', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context, close } = await openPage(browser(), viewport);
      await page.goto('/personalized');
      await page.getByRole('heading', { name: 'Personalized for you', level: 1 }).waitFor();
      await saveScreenshot(page, 'personalized-heading');

      await signIn(context);
      await page.goto('/admin-dashboard');
      await page.getByRole('heading', { name: 'Failing sources' }).waitFor();
      await page
        .getByText(/Every feed answered|Not fetched yet/)
        .first()
        .waitFor();
      await saveScreenshot(page, 'admin-overview-sources');

      await page.goto('/admin-dashboard?tab=events');
      await page
        .getByRole('button', { name: /Create (Event|your first event)/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Time Zone').selectOption('America/Chicago');
      await dialog.getByLabel('Location').fill('The Green Signal Jazz Club, Chicago, IL');
      await saveScreenshot(page, 'admin-event-form');
      await close();
    }
  });
});
