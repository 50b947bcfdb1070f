import type { Locator, Page } from 'playwright-core';

/** Opens the home page's Admin Access dialog; answers the dialog once it shows. */
export async function openAdminAccessDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Admin Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Access' });
  await dialog.waitFor();
  return dialog;
}
