import type { Page } from 'playwright-core';

/** An admin form that adds one address: the label of its address field and the name of its add button. */
export interface AddressForm {
  field: string;
  button: string;
}

/** Adds `address` through the form and waits for the form's alert to say `alert`. */
export async function addAddressAndAwaitAlert(page: Page, form: AddressForm, address: string, alert: string) {
  await page.getByLabel(form.field).fill(address);
  await page.getByRole('button', { name: form.button }).click();
  await page.getByRole('alert').getByText(alert).waitFor();
}
