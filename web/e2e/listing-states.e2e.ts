import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { dropRequests, holdRequests, LAPTOP, navigateInBrowser, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import {
  clearContent,
  daysFromNow,
  hoursAgo,
  insertArticle,
  insertChartEntry,
  insertEvent,
  insertNewsletter,
  insertRelease,
  listLength,
  pool,
  untilApi,
} from './support/db';
import { saveScreenshot } from './support/screenshots';

/**
 * Every listing page in each of its states (loading skeleton, empty, error,
 * filled) at phone and laptop width: the state shows, axe finds nothing
 * serious, no page error, and a screenshot `state-<page>-<state>-<width>.png`.
 * Loading and error states are reached the way a reader meets them: the screen
 * fetches its own data after a click inside the site, and that request is held
 * or fails; a full load arrives server-rendered with its data.
 */

const browser = browserPerFile();

interface PageState {
  /** `<page>-<state>`, for messages and screenshots. */
  name: string;
  /** Brings the fresh page to the state and waits until it shows. */
  reach: (page: Page) => Promise<unknown>;
}

async function clearListings(): Promise<void> {
  await clearContent();
  await pool.query('DELETE FROM events');
  await pool.query('DELETE FROM streaming_charts');
  await pool.query('DELETE FROM newsletters');
}

/** One state at phone then laptop width, each on a fresh page (a held or dropped request stays with its page). */
async function expectStateAccessible(state: PageState): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    const { page, close, pageErrors } = await openPage(browser(), viewport);
    await state.reach(page);
    expect(await seriousAxeViolations(page), `${state.name} at ${viewport.width}px`).toEqual([]);
    await saveScreenshot(page, `state-${state.name}`);
    expect(pageErrors, `${state.name} at ${viewport.width}px`).toEqual([]);
    await close();
  }
}

/** A full load of `path`, until `text` shows. */
const visit = (path: string, text: string | RegExp) => async (page: Page) => {
  await page.goto(path);
  await page.getByText(text).first().waitFor();
};

/** The screen's own request for `api` is held: the skeleton labelled `label` shows. */
const loading = (path: string, api: RegExp, label: string) => async (page: Page) => {
  await holdRequests(page, api);
  await navigateInBrowser(page, path);
  await page.getByLabel(label).first().waitFor();
};

/** The screen's own request for `api` fails: `text` shows. */
const failing = (path: string, api: RegExp, text: string | RegExp) => async (page: Page) => {
  await dropRequests(page, api);
  await navigateInBrowser(page, path);
  await page.getByText(text).first().waitFor();
};

const ARTICLES = /\/api\/articles(\?|$)/;

/** The states that need no particular content, and every loading and error state. */
const LOADING_AND_ERROR: PageState[] = [
  { name: 'events-loading', reach: loading('/events', /\/api\/events/, 'Loading events') },
  { name: 'events-error', reach: failing('/events', /\/api\/events/, 'Unable to load events') },
  { name: 'releases-loading', reach: loading('/releases', /\/api\/releases/, 'Loading releases') },
  { name: 'releases-error', reach: failing('/releases', /\/api\/releases/, 'Unable to load releases') },
  { name: 'charts-loading', reach: loading('/charts', /\/api\/charts/, 'Loading chart') },
  { name: 'charts-error', reach: failing('/charts', /\/api\/charts/, 'Unable to load the chart') },
  { name: 'newsletters-loading', reach: loading('/newsletters', /\/api\/newsletters/, 'Loading issues') },
  { name: 'newsletters-error', reach: failing('/newsletters', /\/api\/newsletters/, 'archive could not be loaded') },
  { name: 'newsletter-loading', reach: loading('/newsletter/1', /\/api\/newsletters\/1/, 'Loading issue') },
  // A failed read of one issue says it cannot be shown, as an unknown one does.
  { name: 'newsletter-error', reach: failing('/newsletter/1', /\/api\/newsletters\/1/, 'could not be loaded') },
  { name: 'search-loading', reach: loading('/search?q=bars', /\/api\/search/, 'Loading articles') },
  { name: 'search-error', reach: failing('/search?q=bars', /\/api\/search/, 'Unable to search right now') },
  { name: 'category-loading', reach: loading('/category/review', ARTICLES, 'Loading articles') },
  { name: 'category-error', reach: failing('/category/review', ARTICLES, 'Failed to fetch articles') },
  { name: 'tag-loading', reach: loading('/tag/vinyl', ARTICLES, 'Loading articles') },
  { name: 'tag-error', reach: failing('/tag/vinyl', ARTICLES, 'Failed to fetch articles') },
  { name: 'articles-loading', reach: loading('/articles', ARTICLES, 'Loading articles') },
  { name: 'articles-error', reach: failing('/articles', ARTICLES, 'Failed to fetch articles') },
];

const EMPTY: PageState[] = [
  { name: 'events-empty', reach: visit('/events', 'No Events Yet') },
  { name: 'releases-empty', reach: visit('/releases', 'No Releases Found') },
  { name: 'charts-empty', reach: visit('/charts', 'No Chart Yet') },
  { name: 'newsletters-empty', reach: visit('/newsletters', 'No issues yet') },
  { name: 'newsletter-unknown', reach: visit('/newsletter/999999', 'Issue Not Found') },
  { name: 'search-empty', reach: visit('/search?q=bars', 'No Results Found') },
  { name: 'category-empty', reach: visit('/category/review', 'No Articles Found') },
  { name: 'tag-empty', reach: visit('/tag/vinyl', 'No Articles Found') },
  { name: 'articles-empty', reach: visit('/articles', 'No Articles Found') },
];

let issueId = 0;

async function seedListings(): Promise<void> {
  for (let index = 0; index < 6; index++) {
    await insertArticle({
      title: `Bars of the week ${index}`,
      category: 'REVIEW',
      tags: 'boom bap, vinyl',
      publishedAt: hoursAgo(1 + index),
    });
  }
  await insertRelease({ title: 'Bars Tape', type: 'album', releaseDate: hoursAgo(2) });
  await insertEvent({
    title: 'Bars in the Park',
    location: 'Bronx, NY',
    artists: 'Nova Verse',
    eventDate: daysFromNow(3),
  });
  await insertChartEntry({ title: 'Climber', artist: 'Nova Verse', position: 1, score: 99, previous: 4, isNew: false });
  issueId = await insertNewsletter({
    title: 'Issue of Bars',
    description: 'The week in bars',
    content: '## Hello\n\nThe week in **bars**.',
  });
  await untilApi('/api/articles?limit=24', (body) => listLength(6)((body as { items?: unknown }).items ?? body));
  await untilApi('/api/events?limit=100', listLength(1));
  await untilApi('/api/newsletters?limit=100', listLength(1));
  await untilApi('/api/charts', listLength(1));
}

afterAll(async () => {
  await clearListings();
});

const FILLED: PageState[] = [
  { name: 'events-filled', reach: visit('/events', 'Bars in the Park') },
  { name: 'releases-filled', reach: visit('/releases', 'Bars Tape') },
  { name: 'charts-filled', reach: visit('/charts', 'Climber') },
  { name: 'newsletters-filled', reach: visit('/newsletters', 'Issue of Bars') },
  { name: 'newsletter-filled', reach: (page) => visit(`/newsletter/${issueId}`, 'The week in bars')(page) },
  { name: 'search-filled', reach: visit('/search?q=bars', /Bars of the week/) },
  { name: 'category-filled', reach: visit('/category/review', /Bars of the week/) },
  { name: 'tag-filled', reach: visit('/tag/vinyl', /Bars of the week/) },
  { name: 'articles-filled', reach: visit('/articles', /Bars of the week/) },
];

describe('every listing page in each state, at 390 and 1280 px, with no serious axe finding', () => {
  describe('before any content: loading skeletons, error messages and empty states', () => {
    beforeAll(async () => {
      await clearListings();
      await untilApi('/api/charts', listLength(0));
      await untilApi('/api/events?limit=100', listLength(0));
      await untilApi('/api/newsletters?limit=100', listLength(0));
    });
    for (const state of [...LOADING_AND_ERROR, ...EMPTY]) it(state.name, () => expectStateAccessible(state));
  });

  describe('with content', () => {
    beforeAll(seedListings);
    for (const state of FILLED) it(state.name, () => expectStateAccessible(state));
  });
});
