import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOAST_DURATION_MS } from '../src/components/ui/toast-store';
import { openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';

const browser = browserPerFile();

/** A page whose subscribe form was sent empty: the 'Missing information' toast is up. */
async function pageWithToast() {
  const tracked = await openPage(browser());
  const { page } = tracked;
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe for Free' }).click();
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const toast = page.getByTestId('toast');
  await toast.waitFor();
  return { ...tracked, toast, shownAt: Date.now() };
}

async function drag(page: Page, fromX: number, toX: number, y: number) {
  await page.mouse.move(fromX, y);
  await page.mouse.down();
  await page.mouse.move(toX, y, { steps: 5 });
  await page.mouse.up();
}

describe('toasts', () => {
  it('the F8 key focuses the notification region, and a 50 px swipe right dismisses a toast well before its time', async () => {
    const { page, close, toast, shownAt } = await pageWithToast();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');

    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    // A short drag snaps back; the pointer stays on the toast, so its clock is stopped from here on.
    await drag(page, box.x + 20, box.x + 50, y);
    expect(await toast.count()).toBe(1);
    // 50 px or more dismisses, from the same place: the first drag left nothing that could turn this one into another gesture.
    await drag(page, box.x + 20, box.x + 75, y);
    await toast.waitFor({ state: 'detached', timeout: TOAST_DURATION_MS });
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS);
    await close();
  });

  it('stays while focus is in it, and Escape closes it', async () => {
    const { page, close, toast, shownAt } = await pageWithToast();
    await toast.getByRole('button', { name: 'Close notification' }).focus();
    // Past the toast's own time, read from the page rather than waited out blindly.
    await page.waitForFunction((until) => Date.now() > until, shownAt + TOAST_DURATION_MS + 500, { polling: 100 });
    expect(await toast.count()).toBe(1);

    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached', timeout: 1_000 });
    await close();
  });
});
