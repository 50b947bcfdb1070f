import { beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { seriousAxeViolations } from './support/axe';
import { clearContent, hoursAgo, insertArticle, pool, untilApi } from './support/db';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();

const LEAD = 'Tavi Rowe signs with Night Shift Records after a bidding war';
const OTHERS = ['Night Shift Records lands Tavi Rowe in two-album deal', 'Tavi Rowe picks the indie route'];
const BODY = (words: number) =>
  'Oakland rapper Tavi Rowe signed a two-album deal with Night Shift Records after a bidding war. '.repeat(words / 15);

let leadId: number;

/** One story told by three outlets (the lead has the most complete body), and one story of one. */
beforeAll(async () => {
  await clearContent();
  leadId = await insertArticle({
    title: LEAD,
    source: 'Bay Beat',
    sourceUrl: 'https://baybeat.test/tavi-rowe',
    content: BODY(300),
    wordCount: 300,
    category: 'BREAKING',
    publishedAt: hoursAgo(5),
  });
  const north = await insertArticle({
    title: OTHERS[0],
    source: 'North Wire',
    sourceUrl: 'https://northwire.test/night-shift',
    content: BODY(120),
    wordCount: 120,
    category: 'BREAKING',
    publishedAt: hoursAgo(4),
  });
  const third = await insertArticle({
    title: OTHERS[1],
    source: 'Third Coast Wire',
    sourceUrl: 'https://thirdcoast.test/tavi',
    content: BODY(90),
    wordCount: 90,
    category: 'BREAKING',
    publishedAt: hoursAgo(3),
  });
  await insertArticle({ title: 'Kessler Park Jam reveals its lineup', category: 'CULTURE', publishedAt: hoursAgo(1) });
  await pool.query('UPDATE articles SET story_id = (SELECT story_id FROM articles WHERE id = $1) WHERE id = ANY($2)', [
    leadId,
    [north, third],
  ]);
  await untilApi('/api/articles?group=story', (body) => Array.isArray(body) && body.length === 2);
});

describe('a story told by three outlets', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`shows once on the home page and /articles with '3 sources' at ${viewport.width}px`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      try {
        for (const [path, name] of [
          ['/', 'stories-home'],
          ['/articles', 'stories-articles'],
        ] as const) {
          await page.goto(path);
          await page.getByText(LEAD).first().waitFor();
          const text = await page.locator('main').innerText();
          expect(text.split(LEAD).length - 1).toBe(1);
          for (const other of OTHERS) expect(text).not.toContain(other);
          expect(text).toMatch(/3 sources · Also in North Wire, Third Coast Wire/i);
          expect(text).not.toMatch(/\b1 sources?\b/i);
          expect(await seriousAxeViolations(page)).toEqual([]);
          await saveScreenshot(page, name);
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`lists the other two outlets on the article page at ${viewport.width}px`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      try {
        await page.goto(`/article/${leadId}`);
        const section = page.getByRole('region', { name: 'Also covered by' });
        await section.waitFor();
        const links = section.getByRole('link');
        expect(await links.count()).toBe(2);
        for (const [index, title] of [...OTHERS].reverse().entries()) {
          const link = links.nth(index);
          expect(await link.innerText()).toContain(title);
          expect(await link.getAttribute('rel')).toContain('noopener');
        }
        const sectionText = (await section.textContent()) ?? '';
        expect(sectionText).toContain('North Wire');
        expect(sectionText).toContain('Third Coast Wire');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, 'stories-article');
        expect(pageErrors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
