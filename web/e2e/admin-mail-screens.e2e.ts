import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LAPTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { pool } from './support/db';
import { signIn } from './support/admin-session';
import { saveScreenshot } from './support/screenshots';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await pool.query('DELETE FROM subscriptions');
  await pool.query(`
    INSERT INTO subscriptions (email, first_name, last_name, phone_number, credit_program_participation, status, confirmed_at, created_at) VALUES
      ('maximilian.featherstonehaugh@a-very-long-domain-name.example.com', 'Maximilian', 'Featherstonehaugh', '555-0100', true, 'active', now(), now() - interval '2 days'),
      ('pending.reader@example.com', 'Pat', 'Pending', NULL, false, 'pending', NULL, now() - interval '1 hour'),
      ('gone@example.com', 'Una', 'Subscribed', NULL, false, 'unsubscribed', now() - interval '3 days', now() - interval '5 days')`);
  await pool.query(
    `INSERT INTO outbox_messages (message_id, envelope_from, recipients, subject, html, text_body, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      '<screens@example.com>',
      'newsletter@example.com',
      ['maximilian.featherstonehaugh@a-very-long-domain-name.example.com'],
      'Confirm your subscription to The Cypher',
      '<p>Confirm: <a href="http://127.0.0.1/subscribe/confirm?token=a-very-long-token-without-any-break-in-it-at-all-0123456789abcdef0123456789abcdef">confirm</a></p>',
      'Confirm: http://127.0.0.1/subscribe/confirm?token=a-very-long-token-without-any-break-in-it-at-all-0123456789abcdef0123456789abcdef',
      JSON.stringify([
        {
          name: 'List-Unsubscribe',
          value:
            '<http://127.0.0.1/api/subscriptions/one-click-unsubscribe?token=u.1.a-very-long-signature-without-breaks-0123456789abcdef0123456789abcdef>',
        },
      ]),
    ],
  );
});

afterAll(async () => {
  await browser?.close();
  await pool.end();
});

/** How far the page is wider than the screen: a phone reader would have to scroll sideways by this much. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('admin mail screens on a %s', (_label, viewport) => {
  it('the subscriber list shows every status without sideways scrolling', async () => {
    const { page, context, close, pageErrors } = await openPage(browser, viewport);
    await signIn(context);
    await page.goto('/admin/subscribers');
    await page.getByText('pending.reader@example.com').first().waitFor();
    await saveScreenshot(page, 'admin-subscribers');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('the Outbox lists and opens a message without sideways scrolling', async () => {
    const { page, context, close, pageErrors } = await openPage(browser, viewport);
    await signIn(context);
    await page.goto('/admin/outbox');
    await page.getByText('Confirm your subscription to The Cypher').first().click();
    await page.getByTitle('Email: Confirm your subscription to The Cypher').waitFor();
    await saveScreenshot(page, 'admin-outbox');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Headers' }).click();
    await page.getByText('List-Unsubscribe').first().waitFor();
    await saveScreenshot(page, 'admin-outbox-headers');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
