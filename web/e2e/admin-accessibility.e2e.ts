import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { openPage, PHONE, LAPTOP } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { openAdminAccessDialog } from './support/admin-dialog';
import { signIn } from './support/admin-session';

const browser = browserPerFile();

/** Serious findings inside the admin's own markup (main content and dialogs); the shared header and footer have their own specs. */
async function expectNoSeriousViolations(page: Page, where: string) {
  const ours = [];
  for (const violation of await seriousAxeViolations(page)) {
    const targets = [];
    for (const target of violation.targets) {
      const inside = await page.evaluate((selector) => {
        const element = document.querySelector(selector);
        return Boolean(element && (element.closest('main') || element.closest('dialog')));
      }, target);
      if (inside) targets.push(target);
    }
    if (targets.length) ours.push({ ...violation, targets });
  }
  expect(ours, `${where}: ${JSON.stringify(ours, null, 2)}`).toEqual([]);
}

describe('admin screens accessibility', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`has no serious violations at ${viewport.width} px`, async () => {
      const { page, context, close } = await openPage(browser(), viewport);
      await page.goto('/admin?login=1');
      await page.getByRole('form', { name: 'Admin login' }).waitFor();
      await expectNoSeriousViolations(page, 'landing with login');

      await openAdminAccessDialog(page);
      await expectNoSeriousViolations(page, 'Admin Access dialog');

      await signIn(context);
      await page.goto('/admin-dashboard');
      await page.getByTestId('platform-status').getByText('Authentication Active').waitFor();
      await expectNoSeriousViolations(page, 'overview');

      await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByRole('button', { name: 'Create Event', exact: true }).click();
      await page.getByRole('dialog', { name: 'Create Event' }).waitFor();
      await expectNoSeriousViolations(page, 'create event dialog');
      await page.getByRole('dialog', { name: 'Create Event' }).getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Automation' }).click();
      await page.getByRole('button', { name: 'Run News Scraper' }).waitFor();
      await expectNoSeriousViolations(page, 'automation');

      await page.goto('/admin/subscribers');
      await page.getByRole('list', { name: 'Subscriber statistics' }).waitFor();
      await expectNoSeriousViolations(page, 'subscriber dashboard');

      await page.goto('/admin/newsletters');
      await page.getByRole('button', { name: 'New newsletter' }).click();
      await page.getByRole('form', { name: 'Compose newsletter' }).waitFor();
      await expectNoSeriousViolations(page, 'newsletter editor');
      await close();
    });
  }
});
