import bcrypt from 'bcryptjs';
import type { BrowserContext, Page } from 'playwright-core';
import { pool } from './db';

/** The browser specs' admin, written straight into users (the e2e runner does not run the bootstrap CLI). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-123', firstName: 'Tess' };

let hash: Promise<string> | undefined;

export async function ensureE2eAdmin(): Promise<void> {
  hash ??= bcrypt.hash(E2E_ADMIN.password, 12);
  await pool.query(
    `INSERT INTO users (username, password_hash, role, first_name) VALUES ($1, $2, 'owner', $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'owner', first_name = EXCLUDED.first_name`,
    [E2E_ADMIN.username, await hash, E2E_ADMIN.firstName],
  );
}

/** Signs the browser context in through POST /api/auth/login (the context keeps the session cookie). */
export async function signIn(context: BrowserContext): Promise<void> {
  await ensureE2eAdmin();
  const response = await context.request.post('/api/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A desk member of another role, written straight into users like the admin above; answers their id. */
export async function ensureMember(
  role: 'admin' | 'editor' | 'author',
  email: string,
  password: string,
): Promise<string> {
  const { rows } = await pool.query(
    `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $1, $2, $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role
     RETURNING id`,
    [email, await bcrypt.hash(password, 10), role],
  );
  return rows[0].id as string;
}

/** Signs in through the admin login form, as a person does, and waits for the dashboard to name the role. */
export async function signInThroughForm(page: Page, username: string, password: string, role: string): Promise<void> {
  await page.goto('/admin?login=1');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Login/ }).click();
  await page.getByText(`Role: ${role}`).waitFor();
}

/** Ends every server session: the next admin call from any browser gets 401. */
export async function endAllSessions(): Promise<void> {
  await pool.query('DELETE FROM sessions');
}

export async function openDashboardTab(page: Page, tab: string): Promise<void> {
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** Waits for the toast holding `text` (an earlier toast may still be on its way out) and returns its full text. */
export async function waitForToast(page: Page, text: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: text }).first();
  await toast.waitFor();
  return (await toast.innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Goes from the dashboard to a desk page by its link in the admin nav, as a
 * person does, and waits for the page's address and for `heading` on it.
 */
export async function openDeskPage(page: Page, link: string, path: string, heading: string): Promise<void> {
  await page.goto('/admin-dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { name: heading }).waitFor();
}
