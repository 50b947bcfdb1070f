import { afterAll, describe, expect, it } from 'vitest';
import { addAddressAndAwaitAlert } from './support/address-forms';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { noSideways } from './support/no-sideways';
import { pool } from './support/db';
import { openDeskPage, signIn } from './support/admin-session';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);

/**
 * An endpoint with two deliveries: one delivered on its second attempt, one
 * given up after three. One per viewport, as the test sends one again.
 */
async function seedHistory(tag: string): Promise<string> {
  const seededUrl = `https://seeded.${tag}.example/hooks/cypher`;
  const [endpoint] = (
    await pool.query(
      `INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{release.added,story.published}', 'whsec_c2VlZGVk')
       RETURNING id`,
      [seededUrl],
    )
  ).rows;
  const event = async (type: string, key: string) =>
    (
      await pool.query(
        `INSERT INTO webhook_events (event_key, type, data, occurred_at, dispatched_at)
         VALUES ($1, $2, '{}', now() - interval '2 hours', now()) RETURNING id`,
        [`${key}-${tag}`, type],
      )
    ).rows[0].id;
  const delivery = async (eventId: string, status: string, attempts: [number | null, string | null][]) => {
    const [row] = (
      await pool.query(
        `INSERT INTO webhook_deliveries (message_id, endpoint_id, event_id, status, attempts, give_up_at)
         VALUES ($1, $2, $3, $4, $5, now() - interval '1 hour') RETURNING id`,
        [`msg_${status}_${tag}`, endpoint.id, eventId, status, attempts.length],
      )
    ).rows;
    for (const [index, [code, error]] of attempts.entries()) {
      await pool.query(
        `INSERT INTO webhook_attempts (delivery_id, status_code, error, duration_ms, attempted_at)
         VALUES ($1, $2, $3, 120, now() - make_interval(mins => $4))`,
        [row.id, code, error, 90 - index * 20],
      );
    }
  };
  await delivery(await event('release.added', 'seeded-release'), 'delivered', [
    [500, 'HTTP 500'],
    [200, null],
  ]);
  await delivery(await event('story.published', 'seeded-story'), 'failed', [
    [null, 'ECONNREFUSED'],
    [502, 'HTTP 502'],
    [null, 'timed out after 10000 ms'],
  ]);
  return seededUrl;
}

afterAll(async () => {
  await pool.query(`DELETE FROM webhook_endpoints WHERE url LIKE $1`, [`%${unique}%`]);
  await pool.query(`DELETE FROM webhook_events WHERE event_key LIKE $1`, [`%${unique}%`]);
});

describe('admin webhooks', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: adds an endpoint and sees its secret once, refuses a private address, reads a history and sends a delivery again`, async () => {
      const tag = `${unique}-${viewport.width}`;
      const seededUrl = await seedHistory(tag);
      const { page, context, close, pageErrors } = await openPage(browser(), viewport);
      await signIn(context);
      await openDeskPage(page, 'Webhooks', '/admin/webhooks', 'Add an endpoint');

      const url = `https://hooks.${unique}-${viewport.width}.example/cypher`;
      await page.getByLabel('Endpoint URL').fill(url);
      await page.getByLabel('Release added').check();
      await page.getByLabel(/Allow personal data/).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('status').filter({ hasText: 'it is not shown again' });
      await shown.waitFor();
      const secret = await page.getByTestId('webhook-secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      const stored = await pool.query(
        `SELECT events, allow_personal_data, secret = $2 AS same_secret FROM webhook_endpoints WHERE url = $1`,
        [url, secret],
      );
      expect(stored.rows).toEqual([
        { events: ['story.published', 'release.added'], allow_personal_data: true, same_secret: true },
      ]);
      const list = page.getByRole('list', { name: 'Webhook endpoints' });
      const row = list.getByTestId('webhook-endpoint').filter({ hasText: url });
      await row.getByText('Story published · Release added').waitFor();
      await row.getByText('Personal data', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);
      expect(await page.content()).not.toContain(secret);

      await addAddressAndAwaitAlert(
        page,
        { field: 'Endpoint URL', button: 'Add endpoint' },
        'http://127.0.0.1:9000/hook',
        'Endpoint URL resolves to a loopback address (127.0.0.1); webhook deliveries may not reach it',
      );

      const seeded = list.getByTestId('webhook-endpoint').filter({ hasText: seededUrl });
      await seeded.getByRole('button', { name: 'Deliveries' }).click();
      const deliveries = seeded.getByRole('list', { name: `Deliveries to ${seededUrl}` });
      const delivered = deliveries.getByTestId('webhook-delivery').filter({ hasText: 'Release added' });
      await delivered.getByText('Delivered', { exact: true }).waitFor();
      expect(await delivered.innerText()).toMatch(/HTTP 200, 120 ms[\s\S]*HTTP 500, 120 ms/);
      const givenUp = deliveries.getByTestId('webhook-delivery').filter({ hasText: 'Story published' });
      await givenUp.getByText('Given up', { exact: true }).waitFor();
      expect(await givenUp.innerText()).toMatch(/no answer \(timed out after 10000 ms\)/);

      await noSideways(page);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      await saveScreenshot(page, 'admin-webhooks');

      await givenUp.getByRole('button', { name: /^Send again: Story published/ }).click();
      await givenUp.getByText('Queued to be sent again.').waitFor();
      const again = await pool.query(
        `SELECT give_up_at > now() + interval '23 hours' AS fresh_day FROM webhook_deliveries WHERE message_id = $1`,
        [`msg_failed_${tag}`],
      );
      expect(again.rows).toEqual([{ fresh_day: true }]);

      await row.getByRole('button', { name: `Disable ${url}` }).click();
      await row.getByText('Disabled', { exact: true }).waitFor();
      await row.getByText('Switched off by an admin').waitFor();
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
