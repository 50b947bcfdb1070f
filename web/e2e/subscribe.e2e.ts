import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { SCREENSHOT_DIR } from './support/screenshots';
import { browserPerFile } from './support/browser-per-file';
import { pool } from './support/db';

const browser = browserPerFile();
const unique = `${Date.now().toString(36)}`;

async function openForm(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe for Free' }).click();
  return page.getByRole('form', { name: 'Subscribe to the newsletter' });
}

/** A fresh page on the home page, with the subscribe form open. */
async function openPageWithForm() {
  const tracked = await openPage(browser());
  return { ...tracked, form: await openForm(tracked.page) };
}

async function fill(
  page: Page,
  values: { first?: string; last?: string; email?: string; credit?: 'Yes' | 'No'; phone?: string },
) {
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  if (values.first !== undefined) await form.getByLabel('First Name').fill(values.first);
  if (values.last !== undefined) await form.getByLabel('Last Name').fill(values.last);
  if (values.email !== undefined) await form.getByLabel('Email', { exact: true }).fill(values.email);
  if (values.credit) await form.getByLabel(values.credit, { exact: true }).check();
  if (values.phone !== undefined) await form.getByLabel('Phone Number').fill(values.phone);
}

async function closeToast(page: Page) {
  await page.getByRole('button', { name: 'Close notification' }).click();
  await page.getByTestId('toast').waitFor({ state: 'detached' });
}

describe('subscribe form', () => {
  it('starts collapsed, expands, shows the phone only on yes, and collapses on cancel clearing the fields', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/');
    expect(await page.getByRole('form', { name: 'Subscribe to the newsletter' }).count()).toBe(0);
    const form = await openForm(page);
    expect(await form.getByLabel('Phone Number').count()).toBe(0);
    await fill(page, { first: 'Ada', credit: 'Yes' });
    expect(await form.getByLabel('Phone Number').count()).toBe(1);
    await fill(page, { credit: 'No' });
    expect(await form.getByLabel('Phone Number').count()).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('form', { name: 'Subscribe to the newsletter' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Subscribe for Free' }).click();
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByLabel('No', { exact: true }).isChecked()).toBe(false);
    await close();
  });

  it('shows each validation message in the spec order, under the title Missing information', async () => {
    const { page, close, form } = await openPageWithForm();
    const submit = () => form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const nameMessage = 'Please fill in your first name, last name, and a valid email address.';

    await submit();
    await page.getByTestId('toast').waitFor();
    expect(await page.getByTestId('toast').locator('p').first().textContent()).toBe('Missing information');
    expect(await page.getByTestId('toast').getByText(nameMessage).count()).toBe(1);

    await fill(page, { first: '   ', last: 'Lovelace', email: 'ada@example.com' });
    await submit();
    expect(await page.getByTestId('toast').getByText(nameMessage).count()).toBe(1);

    await fill(page, { first: 'Ada', email: 'ada.example.com' });
    await submit();
    expect(await page.getByTestId('toast').getByText(nameMessage).count()).toBe(1);

    await fill(page, { email: `ada-${unique}@example.com` });
    await submit();
    await page
      .getByTestId('toast')
      .getByText('Please choose whether you want to participate in our free credit program.')
      .waitFor();
    expect(await page.getByTestId('toast').count()).toBe(1); // one visible at a time

    await fill(page, { credit: 'Yes' });
    await submit();
    await page
      .getByTestId('toast')
      .getByText('Please provide your phone number to participate in our credit program.')
      .waitFor();
    expect(await page.getByTestId('toast').count()).toBe(1);
    const stored = await pool.query('SELECT count(*)::int AS n FROM subscriptions WHERE email = $1', [
      `ada-${unique}@example.com`,
    ]);
    expect(stored.rows[0].n).toBe(0);
    await close();
  });

  it('subscribes with the credit program and a phone, then says so, collapses and clears; a repeat gets the same answer', async () => {
    const email = `grace-${unique}@example.com`;
    const { page, close } = await openPageWithForm();
    await fill(page, { first: ' Grace ', last: 'Hopper', email, credit: 'Yes', phone: '+1 (555) 010-0199' });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions'));
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    expect((await response).status()).toBe(201);
    await page.getByTestId('toast').getByText('Successfully subscribed!').waitFor();
    expect(
      await page
        .getByTestId('toast')
        .getByText(/You're participating in our free credit program/)
        .count(),
    ).toBe(1);
    expect(await page.getByRole('form', { name: 'Subscribe to the newsletter' }).count()).toBe(0);
    expect(
      await page
        .getByTestId('toast')
        .getByText(/A confirmation email is on its way/)
        .count(),
    ).toBe(1);
    // The card itself says where the email went, that the reader is not subscribed yet, and offers a new link.
    const note = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    await note.getByText(email).waitFor();
    await note.getByText(/until then you are not subscribed/).waitFor();
    const resent = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/resend-confirmation'));
    await note.getByRole('button', { name: 'resend the link' }).click();
    expect((await resent).status()).toBe(202);
    await note.getByText(/unless we sent one in the last ten minutes/).waitFor();
    const row = await pool.query(
      'SELECT first_name, phone_number, credit_program_participation FROM subscriptions WHERE email = $1',
      [email],
    );
    expect(row.rows).toEqual([
      { first_name: 'Grace', phone_number: '+1 (555) 010-0199', credit_program_participation: true },
    ]);
    await closeToast(page);
    // The card after a sign-up, at both widths (the toast has gone; the resend answer shows).
    const card = page.locator('aside').filter({ has: note });
    for (const viewport of [LAPTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await card.screenshot({ path: `${SCREENSHOT_DIR}subscribe-check-inbox-${viewport.width}.png` });
    }
    await page.setViewportSize(LAPTOP);

    await openForm(page);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    await fill(page, { first: 'Grace', last: 'Hopper', email: email.toUpperCase(), credit: 'No' });
    // The same address again gets the same answer as a new one: the page cannot tell anyone who subscribes.
    const repeat = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions'));
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    expect((await repeat).status()).toBe(201);
    await page.getByTestId('toast').getByText('Successfully subscribed!').waitFor();
    const unchanged = await pool.query(
      'SELECT credit_program_participation FROM subscriptions WHERE lower(email) = $1',
      [email.toLowerCase()],
    );
    expect(unchanged.rows).toEqual([{ credit_program_participation: true }]);
    await close();
  });

  it('subscribes without the credit program and never sends a phone', async () => {
    const email = `linus-${unique}@example.com`;
    const { page, close } = await openPageWithForm();
    await fill(page, { first: 'Linus', last: 'T', email, credit: 'Yes', phone: '555 0100' });
    await fill(page, { credit: 'No' });
    const request = page.waitForRequest((r) => r.url().endsWith('/api/subscriptions'));
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    expect((await request).postDataJSON()).toEqual({
      firstName: 'Linus',
      lastName: 'T',
      email,
      creditProgramParticipation: false,
    });
    await page
      .getByTestId('toast')
      .getByText(/You're not participating in our free credit program/)
      .waitFor();
    await close();
  });

  it("refuses 'tasha@example' in the form with its own message, sending nothing", async () => {
    const { page, close } = await openPageWithForm();
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/subscriptions')) posted += 1;
    });
    await fill(page, { first: 'Tasha', last: 'Cobbs', email: 'tasha@example', credit: 'No' });
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page
      .getByTestId('toast')
      .getByText(/it needs a full domain after the @/)
      .waitFor();
    expect(posted).toBe(0);
    await close();
  });

  it('shows the server message when the server rejects what the form let through', async () => {
    const { page, close } = await openPageWithForm();
    await fill(page, {
      first: 'Bad',
      last: 'Phone',
      email: `bad-${unique}@example.com`,
      credit: 'Yes',
      phone: 'call me maybe',
    });
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByTestId('toast').getByText('Subscription failed').waitFor();
    expect(
      await page
        .getByTestId('toast')
        .getByText(/valid phone number/)
        .count(),
    ).toBe(1);
    await close();
  });
});
