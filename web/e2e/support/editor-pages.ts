import type { Browser, Page } from 'playwright-core';
import { openPage, type TrackedPage } from './browser';
import { signIn } from './admin-session';

/** A page of a signed-in admin, at this width. */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport);
  await signIn(tracked.context);
  return tracked;
}

/** Waits for a full-page editor's status line to say it saved; failing, says what it said instead. */
export async function editorSaved(page: Page): Promise<void> {
  const status = page.getByTestId('save-status');
  try {
    await status.filter({ hasText: /^Saved \d\d:\d\d$/ }).waitFor({ timeout: 20_000 });
  } catch (error) {
    throw new Error(`The status line says "${await status.innerText()}"`, { cause: error });
  }
}
