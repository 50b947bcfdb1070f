import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { pool } from './db';

/**
 * One Chromium for a spec file: launched before the file's own setup runs and
 * closed, with the database pool, once its last test is done. Call it at the
 * top of the file; the function it returns gives the running browser.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await pool.end();
  });
  return () => {
    if (!browser) throw new Error('The browser is opened in beforeAll; use it inside a hook or a test.');
    return browser;
  };
}
