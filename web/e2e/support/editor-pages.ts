import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LAPTOP, openPage, PHONE, type TrackedPage } from './browser';
import { signIn } from './admin-session';

type Viewport = { width: number; height: number };

/** A test that runs at phone and laptop width in turn takes twice the time of one pass on a busy machine. */
export const TWO_WIDTHS_MS = 150_000;

/** A page of a signed-in admin, at this width. */
export async function signedInPage(browser: Browser, viewport: Viewport): Promise<TrackedPage> {
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

/**
 * Runs one admin's pass through a screen at phone width, then at laptop
 * width, each on a fresh signed-in page that must end with no script error.
 */
async function signedInAtBothWidths(
  browser: Browser,
  pass: (page: Page, viewport: Viewport) => Promise<void>,
): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    const { page, close, pageErrors } = await signedInPage(browser, viewport);
    await pass(page, viewport);
    expect(pageErrors).toEqual([]);
    await close();
  }
}

/** A test of one admin's pass through a screen at both widths (as signedInAtBothWidths), given the time that takes. */
export function itSignedInAtBothWidths(
  name: string,
  browser: () => Browser,
  pass: (page: Page, viewport: Viewport) => Promise<void>,
): void {
  it(name, () => signedInAtBothWidths(browser(), pass), TWO_WIDTHS_MS);
}
