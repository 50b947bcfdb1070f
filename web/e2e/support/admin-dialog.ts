import type { Locator, Page } from 'playwright-core';

/** Opens the home page's Admin Access dialog; answers the dialog once it shows. */
export async function openAdminAccessDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Admin Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Access' });
  await dialog.waitFor();
  return dialog;
}

/** Fills the open create/edit dialog named `dialogName`, values keyed by field label (a select by its value). */
export async function fillDialog(page: Page, dialogName: string, values: Record<string, string>): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  for (const [label, value] of Object.entries(values)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  return dialog;
}

/** Presses the open tab's create button, named as the dialog it opens, and fills that dialog. */
export async function fillCreateDialog(page: Page, name: string, values: Record<string, string>): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  return fillDialog(page, name, values);
}
