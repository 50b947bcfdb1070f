import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { openAdminAccessDialog } from './support/admin-dialog';
import { E2E_ADMIN, ensureE2eAdmin } from './support/admin-session';

const browser = browserPerFile();

beforeAll(async () => {
  await ensureE2eAdmin();
});

describe('Admin Access dialog', () => {
  it('counts failed attempts to 3, then locks; closing keeps the lock until the page reloads', async () => {
    const { page, close, pageErrors } = await openPage(browser());
    // A username of its own, so these failures never touch the server-side lock of the real admin.
    const intruder = `intruder-${Date.now().toString(36)}`;
    const dialog = await openAdminAccessDialog(page);

    const message = dialog.getByTestId('admin-login-message');
    for (const attempt of [1, 2]) {
      await dialog.getByLabel('Username').fill(intruder);
      await dialog.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
      await dialog.getByRole('button', { name: 'Login' }).click();
      await expect
        .poll(() => message.textContent(), { timeout: 15_000 })
        .toBe(`Invalid credentials. Warning: Unauthorized access attempts are monitored. Attempt ${attempt}/3`);
    }
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-3');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => message.textContent(), { timeout: 15_000 })
      .toMatch(/Multiple failed login attempts.*Access denied.*contact the administrator/);
    expect(await dialog.getByLabel('Username').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Password', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);

    // Closing clears the fields; reopening shows the lock.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Admin Access' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Username').inputValue()).toBe('');
    expect(await message.textContent()).toBe('Access denied. Please contact the administrator.');
    expect(await dialog.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);

    // Even the right password cannot be tried while locked; a reload unlocks the screen.
    await page.reload();
    await page.getByRole('button', { name: 'Admin Access' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Login' }).isDisabled()).toBe(false);
    expect(await dialog.getByTestId('admin-login-message').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('shows and hides the password, asks for both fields, and on success reaches /admin signed in', async () => {
    const { page, close } = await openPage(browser());
    const dialog = await openAdminAccessDialog(page);

    await dialog.getByRole('button', { name: 'Login' }).click();
    expect(await dialog.getByTestId('admin-login-message').textContent()).toBe(
      'Please enter both username and password.',
    );

    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill(E2E_ADMIN.password);
    expect(await password.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await dialog.getByLabel('Username').fill(E2E_ADMIN.username);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: `Welcome back, ${E2E_ADMIN.firstName}` }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Admin Access' }).isVisible()).toBe(false);

    // The session is real: a fresh load of the dashboard is still signed in.
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: `Welcome back, ${E2E_ADMIN.firstName}` }).waitFor();

    // Logout ends it and goes home; the dashboard then asks to log in.
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await close();
  });

  it('the logged-out /admin landing: Admin Login leads to the sign-in form, View Newsletter Site goes home', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    const features = page.getByRole('list', { name: 'Admin features' });
    for (const name of ['Articles', 'Artists', 'Releases', 'Events']) {
      expect(await features.getByRole('heading', { name }).count()).toBe(1);
    }
    await page.getByRole('link', { name: 'Admin Login' }).click();
    await page.waitForURL('**/admin?login=1');
    await page.getByRole('form', { name: 'Admin login' }).waitFor();
    await page.getByRole('link', { name: 'View Newsletter Site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('does not load admin code with the home page', async () => {
    const { page, close } = await openPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Admin Access' }).waitFor();
    expect(scripts.some((url) => /admin/i.test(url))).toBe(false);
    await page.getByRole('button', { name: 'Admin Access' }).click();
    await page.getByRole('dialog', { name: 'Admin Access' }).waitFor();
    expect(scripts.some((url) => /admin-access-dialog/.test(url))).toBe(true);
    await close();
  });
});
