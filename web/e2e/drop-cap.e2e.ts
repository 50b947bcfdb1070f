import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, insertArticle } from './support/db';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();

const BOLD_OPENING =
  '**Kilo** Marisol signed the deal on a Tuesday, in a studio kitchen, with her mother reading every page twice before she let her pick up the pen.\n\nThe second paragraph carries no drop cap.';
const PLAIN_OPENING =
  'Kilo Marisol signed the deal on a Tuesday, in a studio kitchen, with her mother reading every page twice before she let her pick up the pen.';

const RATING_OPENING =
  '**Rating: 8 / 10**\n\nPeckham Weather is a drill mixtape that plays like an anthology of short films, and its best songs are stories with a twist.\n\n## The sound\n\nStrings, sirens and a brass band.';

let ratingId: number;
let boldId: number;
let plainId: number;

beforeAll(async () => {
  await clearContent();
  boldId = await insertArticle({ title: 'Bold opening', content: BOLD_OPENING });
  plainId = await insertArticle({ title: 'Plain opening', content: PLAIN_OPENING });
  ratingId = await insertArticle({ title: 'Rating opening', content: RATING_OPENING, category: 'REVIEW' });
});

/** The drop cap of the first paragraph, the rest of its word and the block after it, as laid out. */
async function dropCapGeometry(page: Page) {
  return page.getByTestId('markdown').evaluate((body) => {
    const paragraph = body.querySelector(':scope > p')!;
    /** Where the next block's first character sits: pushed right if that block wraps around the drop cap. */
    const nextTextLeft = (block: Element | null) => {
      const first = block && (document.createTreeWalker(block, NodeFilter.SHOW_TEXT).nextNode() as Text | null);
      if (!first) return null;
      const start = document.createRange();
      start.setStart(first, 0);
      start.setEnd(first, 1);
      return start.getBoundingClientRect().left;
    };
    const firstLetter = getComputedStyle(paragraph, '::first-letter');
    const text = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const restOfWord = getComputedStyle(text.parentElement!);
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const letter = range.getBoundingClientRect();
    range.setStart(text, 1);
    range.setEnd(text, 2);
    const secondLetter = range.getBoundingClientRect();
    return {
      float: firstLetter.float,
      letterFont: firstLetter.fontFamily,
      letterColor: firstLetter.color,
      restFont: restOfWord.fontFamily,
      restColor: restOfWord.color,
      gap: secondLetter.left - letter.right,
      letterHeight: letter.height,
      paragraphLeft: paragraph.getBoundingClientRect().left,
      nextTextLeft: nextTextLeft(paragraph.nextElementSibling),
    };
  });
}

describe('the drop cap', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`takes the first letter of a bold opening word and keeps the word whole at ${viewport.width}px`, async () => {
      const { page, close, pageErrors } = await openPage(browser(), viewport);
      await page.goto(`/article/${plainId}`);
      await page.getByTestId('markdown').waitFor();
      const plain = await dropCapGeometry(page);

      await page.goto(`/article/${boldId}`);
      await page.getByTestId('markdown').waitFor();
      const bold = await dropCapGeometry(page);
      await saveScreenshot(page, 'drop-cap-bold-word');

      // The bold word's first letter is the drop cap a plain opening gets: floated, in the headline face and colour, as tall.
      expect(bold.float).toBe('left');
      expect(bold.letterFont).toBe(plain.letterFont);
      expect(bold.letterColor).toBe(plain.letterColor);
      expect(bold.letterHeight).toBeCloseTo(plain.letterHeight, 0);
      // The rest of the bold word is set in that same face and colour, right beside it: one word, not a letter and a stub.
      expect(bold.restFont).toBe(bold.letterFont);
      expect(bold.restColor).toBe(bold.letterColor);
      expect(bold.gap).toBeLessThan(bold.letterHeight / 4);
      // A plain opening keeps its word in the body face.
      expect(plain.restFont).not.toBe(plain.letterFont);

      await page.goto(`/article/${ratingId}`);
      await page.getByTestId('markdown').waitFor();
      const rating = await dropCapGeometry(page);
      await saveScreenshot(page, 'drop-cap-rating');
      // A one-line bold opening holds its whole drop cap: the next paragraph starts at the margin, not wrapped around it.
      expect(rating.restFont).toBe(rating.letterFont);
      expect(rating.nextTextLeft).not.toBeNull();
      expect(Math.abs(rating.nextTextLeft! - rating.paragraphLeft)).toBeLessThan(2);
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
