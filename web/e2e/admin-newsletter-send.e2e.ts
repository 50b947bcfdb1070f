import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LAPTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { pool } from './support/db';
import { signIn } from './support/admin-session';
import { saveScreenshot } from './support/screenshots';
import { until } from './support/until';

const TITLE = `Browser Issue ${Date.now().toString(36)}`;
const PARTICIPANTS = 12;

let browser: Browser;

async function outboxCount(subject: string): Promise<number> {
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM outbox_messages WHERE subject = $1', [subject]);
  return rows[0].n;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await pool.query('DELETE FROM subscriptions');
  await pool.query(
    `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, confirmed_at)
     SELECT 'participant' || n || '@example.com', 'Pat' || n, 'Reader', true, 'active', now() FROM generate_series(1, $1::int) n`,
    [PARTICIPANTS],
  );
  await pool.query(
    `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, confirmed_at)
     SELECT 'other' || n || '@example.com', 'Oli' || n, 'Reader', false, 'active', now() FROM generate_series(1, 5) n`,
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('sending a newsletter from the admin', () => {
  it('composes, previews at desktop and phone width, sends a test, sends to a segment and watches it reach "Sent to N"', async () => {
    const { page, context, close, pageErrors } = await openPage(browser, LAPTOP);
    await signIn(context);
    await page.goto('/admin/newsletters');
    await page.getByRole('button', { name: 'New newsletter' }).click();
    await page.getByLabel("Title (the email's subject)").fill(TITLE);
    await page.getByLabel('Description (the inbox preview line)').fill('Five artists and the week in rap.');
    await page.getByLabel('Content (markdown)').fill('## Top stories\n\nThe **biggest** week of the year.');

    // The preview is the server-rendered email in a sandboxed frame.
    const frame = page.frameLocator('[data-testid="email-preview"]');
    await frame.getByRole('heading', { name: TITLE }).waitFor();
    await frame.getByText('Hi Alex,').waitFor();
    await frame.getByRole('heading', { name: 'Top stories' }).waitFor();
    const preview = page.getByTestId('email-preview');
    expect(await preview.getAttribute('sandbox')).toBe('');
    // The desktop email is laid out 640 px wide and shown whole beside the editor (scaled to its column), never cut off.
    expect(await preview.evaluate((frame: HTMLIFrameElement) => frame.offsetWidth)).toBe(640);
    const framed = await preview.boundingBox();
    const column = await page.getByRole('region', { name: 'Email preview' }).boundingBox();
    expect(framed!.x + framed!.width).toBeLessThanOrEqual(column!.x + column!.width);
    const form = await page.getByRole('form', { name: 'Compose newsletter' }).boundingBox();
    expect(form!.width).toBeGreaterThan(400);
    expect(column!.x).toBeGreaterThan(form!.x + form!.width);
    await saveScreenshot(page, 'admin-newsletter-composer');
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="email-preview"]')?.getBoundingClientRect().width === 375,
    );
    await saveScreenshot(page, 'admin-newsletter-preview-phone');

    await page.getByRole('button', { name: 'Save newsletter' }).click();
    await page.getByLabel(/Send a test to/).fill('editor@example.com');
    await page.getByRole('button', { name: 'Send test' }).click();
    await until(async () => (await outboxCount(`[TEST] ${TITLE}`)) === 1, 'the test email in the outbox', 30_000);

    await page.getByLabel('Credit program').selectOption('yes');
    await page.getByRole('button', { name: 'Send…' }).click();
    // Nothing goes out before the dialog names the segment and the server's count.
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
    await dialog.getByText(`${PARTICIPANTS} subscribers`, { exact: true }).waitFor();
    await dialog.getByText('Credit program participants').waitFor();
    await saveScreenshot(page, 'admin-newsletter-send-confirm');
    expect(await outboxCount(TITLE)).toBe(0);
    await dialog.getByRole('button', { name: `Send to ${PARTICIPANTS} subscribers` }).click();
    await page.getByRole('progressbar', { name: 'Delivery progress' }).waitFor();
    await page.getByTestId('delivery-outcome').getByText(`Sent to ${PARTICIPANTS}`).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'admin-newsletter-sent');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await outboxCount(TITLE)).toBe(PARTICIPANTS);
    const { rows } = await pool.query(
      `SELECT DISTINCT unnest(recipients) AS email FROM outbox_messages WHERE subject = $1 ORDER BY 1`,
      [TITLE],
    );
    expect(rows.every((row: { email: string }) => row.email.startsWith('participant'))).toBe(true);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('a send to more than 1,000 asks for the count to be typed, at phone width too', async () => {
    await pool.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, confirmed_at)
       SELECT 'crowd' || n || '@example.com', 'Cro' || n, 'Reader', false, 'active', now() FROM generate_series(1, 1000) n`,
    );
    try {
      const { page, context, close, pageErrors } = await openPage(browser, PHONE);
      await signIn(context);
      await page.goto('/admin/newsletters');
      await page.getByRole('button', { name: 'New newsletter' }).click();
      await page.getByLabel("Title (the email's subject)").fill(`${TITLE} crowd`);
      await page.getByLabel('Description (the inbox preview line)').fill('For everyone.');
      await page.getByLabel('Content (markdown)').fill('Hello, everyone.');
      await page.getByRole('button', { name: 'Save newsletter' }).click();
      await page.getByRole('button', { name: 'Send…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
      const total = PARTICIPANTS + 5 + 1000;
      const confirm = dialog.getByRole('button', { name: `Send to ${total.toLocaleString('en-US')} subscribers` });
      await confirm.waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      const typed = dialog.getByLabel(/type 1,017 \(or the title\) to confirm/);
      await typed.fill('1,000');
      expect(await confirm.isDisabled()).toBe(true);
      await typed.fill('1,017');
      expect(await confirm.isEnabled()).toBe(true);
      await saveScreenshot(page, 'admin-newsletter-send-confirm-typed');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await outboxCount(`${TITLE} crowd`)).toBe(0);
      expect(pageErrors).toEqual([]);
      await close();
    } finally {
      await pool.query(`DELETE FROM subscriptions WHERE email LIKE 'crowd%'`);
    }
  });

  it('the sent issue is in the public archive and has its web version, reached from the footer', async () => {
    const { page, close, pageErrors } = await openPage(browser, LAPTOP);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' }).click();
    await page.waitForURL('**/newsletters');
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/newsletter\/\d+$/);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('heading', { name: 'Top stories' }).waitFor();
    await saveScreenshot(page, 'newsletter-web-version');
    expect(pageErrors).toEqual([]);
    await close();
  });
});
