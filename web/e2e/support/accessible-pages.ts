import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';
import { LAPTOP, openPage, PHONE } from './browser';
import { saveScreenshot } from './screenshots';

/** A page a spec looks at: its name in messages and screenshots, its address, and when it is ready. */
export interface PageToCheck {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

/**
 * Every page at phone and laptop width, once ready: no serious or critical axe
 * finding, a screenshot (named `screenshotPrefix` + the page's name), and no
 * page error at either width.
 */
export async function expectAccessibleAtBothWidths(
  browser: Browser,
  pages: PageToCheck[],
  screenshotPrefix = '',
): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    const { page, close, pageErrors } = await openPage(browser, viewport);
    for (const entry of pages) {
      await page.goto(entry.path);
      await entry.ready(page);
      expect(await seriousAxeViolations(page), `${entry.name} at ${viewport.width}px`).toEqual([]);
      await saveScreenshot(page, `${screenshotPrefix}${entry.name}`);
    }
    expect(pageErrors).toEqual([]);
    await close();
  }
}
