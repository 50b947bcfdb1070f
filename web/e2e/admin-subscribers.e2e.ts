import { describe, expect, it } from 'vitest';
import { dropRequests, openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { pool } from './support/db';
import { signIn } from './support/admin-session';

const browser = browserPerFile();

describe('subscriber dashboard', () => {
  it('shows the empty state, then real subscribers with stats, initials, credit badges and phones', async () => {
    await pool.query('DELETE FROM subscriptions');
    await pool.query('DELETE FROM visitor_sessions');
    const { page, context, close, pageErrors } = await openPage(browser());
    // This browser's own page views would count as a visitor too; only the rows below should.
    await dropRequests(page, /\/api\/visits$/);
    await signIn(context);

    await page.goto('/admin/subscribers');
    await page.getByText('No subscribers yet. Start promoting your newsletter!').waitFor();
    expect(await page.getByTestId('stat-Total Subscribers').textContent()).toBe('0');

    await pool.query(`
      INSERT INTO subscriptions (email, first_name, last_name, phone_number, credit_program_participation, created_at) VALUES
        ('ada@example.com', 'Ada', 'Lovelace', '555-0100', true, now() - interval '2 days'),
        ('grace@example.com', 'Grace', 'Hopper', NULL, false, now() - interval '1 hour')`);
    await pool.query(`
      INSERT INTO visitor_sessions (session_id, first_seen_at, last_seen_at, page_views) VALUES
        ('session-1-aaaaaa', now() - interval '1 hour', now() - interval '1 hour', 2),
        ('session-2-bbbbbb', now() - interval '3 days', now() - interval '2 days', 1)`);
    await page.reload();

    await expect.poll(() => page.getByTestId('stat-Total Subscribers').textContent(), { timeout: 15_000 }).toBe('2');
    expect(await page.getByTestId('stat-Daily Visitors (24h)').textContent()).toBe('1');
    expect(await page.getByTestId('stat-Credit Program Yes').textContent()).toBe('1');
    expect(await page.getByTestId('stat-Credit Program No').textContent()).toBe('1');

    // The list is its own read: it may arrive after the figures above.
    const rows = page.getByTestId('subscriber-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const first = (await rows.nth(0).innerText()).replace(/\s+/g, ' ').trim();
    const second = (await rows.nth(1).innerText()).replace(/\s+/g, ' ').trim();
    // Newest first; the phone shows only for a credit-program member.
    expect(first).toMatch(/^GH Grace Hopper grace@example\.com Credit Program: No Subscribed/i);
    expect(second).toMatch(/^AL Ada Lovelace ada@example\.com 555-0100 Credit Program: Yes Subscribed/i);

    const csv = await context.request.get('/api/admin/subscribers.csv');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[1]).toMatch(/^\d+,Grace,Hopper,grace@example\.com,false,,/);

    await page.getByRole('link', { name: 'Back to Site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('is not shown without a session', async () => {
    const { page, context, close } = await openPage(browser());
    await page.goto('/admin/subscribers');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect((await context.request.get('/api/admin/subscribers')).status()).toBe(401);
    await close();
  });
});
