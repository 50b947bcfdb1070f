import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { outboxLink } from './outbox-link';

/** Subscribes and confirms through the site, as a reader does; the welcome email follows. */
export async function subscribeAndConfirm(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const status = await page.evaluate(
    (address) =>
      fetch('/api/subscriptions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Dee',
          lastName: 'Reader',
          email: address,
          creditProgramParticipation: false,
        }),
      }).then((response) => response.status),
    email,
  );
  expect(status).toBeLessThan(300);
  await page.goto(await outboxLink(email, 'Confirm your subscription to The Cypher', '/subscribe/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await page
    .getByRole('status')
    .getByText(/Your subscription is confirmed/)
    .waitFor();
}
