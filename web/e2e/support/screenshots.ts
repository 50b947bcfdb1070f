import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** web/e2e/screenshots/ (git-ignored): every public page at phone and laptop width, for anyone to look at. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${SCREENSHOT_DIR}${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
