import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Asserts the page does not scroll sideways: nothing on it is wider than the window. */
export async function noSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
