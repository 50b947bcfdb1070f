import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { dropRequests, holdRequests, LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, daysAgo, insertArticle, pool } from './support/db';
import { saveScreenshot } from './support/screenshots';

/**
 * /personalized against the real stack: the API enqueues, the real worker runs
 * the local engine (no OpenAI key in the browser run), the page polls the job.
 */
const browser = browserPerFile();
const ids: Record<string, number> = {};

const sessionOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('cypher.sessionId'));
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Recommendations' }).locator('article h3').allTextContents();

/**
 * Serious axe findings inside this screen's <main>. The shared header, footer and
 * toast region belong to the layout and are checked by the layout's own specs.
 */
async function seriousViolationsInScreen(page: Page) {
  const found = [];
  for (const violation of await seriousAxeViolations(page)) {
    const targets = await page.evaluate(
      (selectors) => selectors.filter((selector) => document.querySelector(selector)?.closest('#main')),
      violation.targets,
    );
    if (targets.length) found.push({ ...violation, targets });
  }
  return found;
}

async function refreshAndWait(page: Page) {
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByText('Recommendations Updated').waitFor();
  await page.getByRole('button', { name: 'Refresh' }).and(page.locator(':enabled')).waitFor();
}

/** Ten stories, so a list of 8 leaves some out; each answers one kind of preference. */
const STORIES = {
  fresh: { title: 'Fresh News Tonight', category: 'BREAKING', wordCount: 300, daysOld: 0 },
  trap: {
    title: 'Atlanta Trap Producers Push The 808',
    category: 'CULTURE',
    tags: 'trap, atlanta',
    wordCount: 800,
    daysOld: 9,
  },
  review: { title: 'Album Review: A Patient Comeback', category: 'REVIEW', wordCount: 1200, daysOld: 12 },
  mixtape: { title: 'Review: The Mixtape Nobody Expected', category: 'REVIEW', wordCount: 700, daysOld: 14 },
  week: { title: 'The Week In Hip Hop', category: 'BREAKING', wordCount: 400, daysOld: 1 },
  fashion: {
    title: 'Streetwear And The Sneaker Economy',
    category: 'CULTURE',
    tags: 'fashion',
    wordCount: 500,
    daysOld: 2,
  },
  festival: { title: 'A Night At The Festival', category: 'CULTURE', wordCount: 650, daysOld: 3 },
  producer: {
    title: 'The Beatmaker Behind This Summer',
    category: 'FEATURE',
    tags: 'producer',
    wordCount: 1000,
    daysOld: 4,
  },
  underground: {
    title: 'Five Underground MCs To Know',
    category: 'FEATURE',
    tags: 'underground',
    wordCount: 900,
    daysOld: 20,
  },
  lawsuit: { title: 'How A Sample Became A Lawsuit', category: 'CULTURE', wordCount: 1500, daysOld: 30 },
};

beforeAll(async () => {
  await clearContent();
  await pool.query('DELETE FROM user_preferences');
  for (const [name, { daysOld, ...story }] of Object.entries(STORIES)) {
    ids[name] = await insertArticle({ ...story, publishedAt: daysAgo(daysOld) });
  }
});

describe('/personalized', () => {
  it('starts empty, generates a first list (Refresh busy while the job runs) and badges each match', async () => {
    const { page, close, pageErrors } = await openPage(browser());
    await page.goto('/personalized');
    await page.getByRole('heading', { name: 'Personalized for you', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: 'For You' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Preferences' }).getAttribute('aria-selected')).toBe('false');
    await page.getByRole('heading', { name: 'No Recommendations Yet' }).waitFor();
    await page
      .getByText('Start reading articles to help us learn your preferences and create personalized recommendations.')
      .waitFor();

    // Hold the job poll: the page must show the generation as running.
    const held = await holdRequests(page, /\/api\/personalization\/jobs\//);
    await page.getByRole('button', { name: 'Generate Initial Recommendations' }).click();
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.and(page.locator(':disabled')).waitFor();
    expect(await refresh.locator('svg').getAttribute('data-spinning')).toBe('true');
    expect(await refresh.locator('svg').getAttribute('class')).toContain('animate-spin');
    await held.release();

    await page.getByText('Recommendations Updated').waitFor();
    await page.getByText('New personalized content has been generated for you.').waitFor();
    const list = page.getByRole('list', { name: 'Recommendations' });
    await list.waitFor();
    expect(await list.locator('article').count()).toBe(8);
    await refresh.and(page.locator(':enabled')).waitFor();
    expect(await refresh.locator('svg').getAttribute('data-spinning')).toBe('false');

    // Each card: a '% match' badge in the spec's colour, the reason, read time, category and Read Article.
    const first = list.locator('article').first();
    expect(await first.getByTestId('match-badge').textContent()).toMatch(/^\d{1,3}% match$/);
    expect(await first.getByText(/min read$/).count()).toBe(1);
    expect(await first.getByRole('button', { name: /^Read Article/ }).count()).toBe(1);
    // With no preferences and no history the freshest story leads.
    expect((await cardTitles(page))[0]).toBe('Fresh News Tonight');
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('colours the match badge: 80 or more green, 60 to 79 yellow, lower grey', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/personalized');
    await page.getByRole('heading', { name: 'No Recommendations Yet' }).waitFor();
    const sessionId = await sessionOf(page);
    for (const [articleId, score] of [
      [ids.trap, 85],
      [ids.review, 80],
      [ids.mixtape, 79],
      [ids.week, 60],
      [ids.fashion, 59],
    ]) {
      await pool.query(
        `INSERT INTO personalized_recommendations (session_id, article_id, recommendation_score, recommendation_reason, ai_model, metadata)
         VALUES ($1, $2, $3, 'Because of a test', 'local-v1', '{}')`,
        [sessionId, articleId, score],
      );
    }
    await page.reload();
    const badges = page.getByTestId('match-badge');
    await page.getByRole('list', { name: 'Recommendations' }).waitFor();
    expect(await badges.allTextContents()).toEqual(['85% match', '80% match', '79% match', '60% match', '59% match']);
    const colours = await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-color')));
    expect(colours).toEqual(['green', 'green', 'yellow', 'yellow', 'grey']);
    const trapCard = page.locator('article', { hasText: 'Atlanta Trap Producers Push The 808' });
    expect(await trapCard.getByText('Because of a test').count()).toBe(1);
    expect(await trapCard.getByText('4 min read').count()).toBe(1);
    expect(await trapCard.getByText('CULTURE', { exact: true }).count()).toBe(1);
    await close();
  });

  it('saves preferences (Saving..., toast) and a refresh follows them', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/personalized');
    await page.getByRole('button', { name: 'Generate Initial Recommendations' }).click();
    await page.getByText('Recommendations Updated').waitFor();
    expect((await cardTitles(page))[0]).toBe('Fresh News Tonight');

    await page.getByRole('tab', { name: 'Preferences' }).click();
    const slider = page.getByRole('slider');
    await slider.waitFor();
    expect(await slider.inputValue()).toBe('5');
    expect(await slider.getAttribute('min')).toBe('1');
    expect(await slider.getAttribute('max')).toBe('15');
    expect(await slider.getAttribute('step')).toBe('1');
    for (const group of ['Categories', 'Content Formats', 'Topics']) {
      await page.getByRole('group', { name: group }).waitFor();
    }
    expect(await page.getByRole('group', { name: 'Topics' }).getByRole('checkbox').count()).toBe(12);

    await page.getByRole('checkbox', { name: 'Album Reviews' }).check();
    await slider.fill('10');
    await page.getByText('Reading Time: 10 minutes').waitFor();
    await page.getByText('In-depth Pieces').waitFor();

    const held = await holdRequests(page, /\/api\/personalization\/preferences$/);
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('button', { name: 'Saving...' }).and(page.locator(':disabled')).waitFor();
    await held.release();
    await page.getByText('Preferences Saved').waitFor();
    await page.getByText('Your personalization settings have been updated successfully.').waitFor();

    const sessionId = await sessionOf(page);
    const saved = await pool.query('SELECT preferences FROM user_preferences WHERE session_id = $1', [sessionId]);
    expect(saved.rows[0].preferences).toMatchObject({ categories: ['Album Reviews'], readingTime: 10 });

    await page.getByRole('tab', { name: 'For You' }).click();
    await refreshAndWait(page);
    const reviews = (await cardTitles(page)).slice(0, 2).sort();
    expect(reviews).toEqual(['Album Review: A Patient Comeback', 'Review: The Mixtape Nobody Expected']);

    // A different taste, saved again, changes the list again.
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('checkbox', { name: 'Album Reviews' }).uncheck();
    await page.getByRole('checkbox', { name: 'Trap Music' }).check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences Saved').waitFor();
    await page.getByRole('tab', { name: 'For You' }).click();
    await refreshAndWait(page);
    expect((await cardTitles(page))[0]).toBe('Atlanta Trap Producers Push The 808');
    const reason = await page
      .locator('article', { hasText: 'Atlanta Trap Producers Push The 808' })
      .locator('p')
      .first()
      .textContent();
    expect(reason).toContain('Matches your interest in Trap Music');
    await close();
  });

  it("'Read Article' logs a view with the recommendation's metadata and opens the article", async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/personalized');
    await page.getByRole('button', { name: 'Generate Initial Recommendations' }).click();
    await page.getByRole('list', { name: 'Recommendations' }).waitFor();
    const sessionId = await sessionOf(page);

    const interactions: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/personalization/interaction')
        interactions.push(request);
    });
    const card = page.getByRole('list', { name: 'Recommendations' }).locator('article').first();
    const score = Number((await card.getByTestId('match-badge').textContent())!.replace('% match', ''));
    const logged = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/personalization/interaction',
    );
    await card.getByRole('button', { name: /^Read Article/ }).click();
    const body = (await logged).postDataJSON();
    expect(body).toEqual({
      articleId: ids.fresh,
      interactionType: 'view',
      sessionId,
      metadata: { source: 'personalized_recommendations', recommendationScore: expect.any(Number) },
    });
    expect(Math.round(body.metadata.recommendationScore)).toBe(score);
    await page.waitForURL((url) => url.pathname === `/article/${ids.fresh}`);
    // The article page does not count the same reading a second time.
    await page.goto('/personalized');
    await page.getByRole('heading', { name: 'Personalized for you' }).waitFor();
    expect(interactions).toHaveLength(1);
    await close();
  });

  it('shows the error state with Try Again, and the failure toasts', async () => {
    const { page, close } = await openPage(browser());
    await dropRequests(page, /\/api\/personalization\/recommendations/);
    await page.goto('/personalized');
    await page.getByRole('heading', { name: 'Unable to Load Recommendations' }).waitFor();
    await page.getByText('There was an issue loading your personalized content.').waitFor();
    await dropRequests(page, /\/api\/personalization\/generate/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Failed to generate new recommendations. Please try again.').waitFor();

    await page.route(/\/api\/personalization\/preferences/, (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Failed to save preferences. Please try again.').waitFor();
    await close();

    const failing = await openPage(browser());
    await dropRequests(failing.page, /\/api\/personalization\/preferences/);
    await failing.page.goto('/personalized');
    await failing.page.getByRole('tab', { name: 'Preferences' }).click();
    await failing.page.getByText('Failed to fetch preferences').waitFor();
    await failing.close();
  });

  it('has no serious accessibility violations in either tab, at phone and laptop width', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto('/personalized');
      await page.getByRole('button', { name: 'Generate Initial Recommendations' }).click();
      await page.getByRole('list', { name: 'Recommendations' }).waitFor();
      await page.getByText('Recommendations Updated').waitFor();
      expect(await seriousViolationsInScreen(page)).toEqual([]);
      await saveScreenshot(page, 'personalized-for-you');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await page.getByRole('slider').waitFor();
      expect(await seriousViolationsInScreen(page)).toEqual([]);
      await saveScreenshot(page, 'personalized-preferences');
      await close();
    }
  });
});
