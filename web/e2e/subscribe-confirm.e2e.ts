import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { pool } from './support/db';
import { outboxLink } from './support/outbox-link';
import { saveScreenshot as shoot } from './support/screenshots';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await pool.end();
});

describe('double opt-in in the browser', () => {
  const email = `confirm-${Date.now().toString(36)}@example.com`;

  it('subscribes, confirms from the emailed link with one click, and unsubscribes from the welcome email', async () => {
    const { page, close, pageErrors } = await openPage(browser, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe for Free' }).first().click();
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await form.getByLabel('First Name').fill('Rae');
    await form.getByLabel('Last Name').fill('Sremmurd');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('No').check();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page
      .getByTestId('toast')
      .getByText(/A confirmation email is on its way/)
      .waitFor();

    const confirmLink = await outboxLink(email, 'Confirm your subscription to The Cypher', '/subscribe/confirm');
    await page.goto(confirmLink);
    const button = page.getByRole('button', { name: 'Confirm subscription' });
    await button.waitFor();
    // Opening the page (as a link scanner would) confirms nothing.
    expect((await pool.query('SELECT status FROM subscriptions WHERE email = $1', [email])).rows[0].status).toBe(
      'pending',
    );
    await shoot(page, 'subscribe-confirm-390');
    await button.click();
    await page
      .getByRole('status')
      .getByText(/Your subscription is confirmed/)
      .waitFor();
    expect((await pool.query('SELECT status FROM subscriptions WHERE email = $1', [email])).rows[0].status).toBe(
      'active',
    );

    const unsubscribeLink = await outboxLink(email, 'Welcome to The Cypher', '/unsubscribe');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(unsubscribeLink);
    // The screen is lazy: the picture is of the loaded screen, not its skeleton.
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
    await unsubscribe.waitFor();
    await shoot(page, 'unsubscribe-1280');
    await unsubscribe.click();
    await page
      .getByRole('status')
      .getByText(/will not receive The Cypher newsletter/)
      .waitFor();
    expect((await pool.query('SELECT status FROM subscriptions WHERE email = $1', [email])).rows[0].status).toBe(
      'unsubscribed',
    );
    await page.getByRole('link', { name: 'Subscribe again' }).waitFor();
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('explains a broken confirmation link and offers a new one', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/subscribe/confirm?token=c.1.x.forged');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page
      .getByRole('alert')
      .getByText(/not valid/)
      .waitFor();
    await page.getByLabel('Your email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page
      .getByRole('status')
      .getByText(/a new link is on its way/)
      .waitFor();
    await shoot(page, 'subscribe-confirm-invalid');
    await close();
  });
});
