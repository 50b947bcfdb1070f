import { describe, expect, it } from 'vitest';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import { holdRequests, openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { pool } from './support/db';
import { restoreDemoContent } from './support/demo-content';
import { openDashboardTab, signIn, waitForToast } from './support/admin-session';

const browser = browserPerFile();

describe('Automation tab', () => {
  it('runs the weekly spotlight: progress while it runs, a toast with the outcome, the run in the recent list', async () => {
    // The site as a newcomer has it (an earlier spec may have emptied it: a spotlight needs artists), then a week
    // without a spotlight yet.
    await restoreDemoContent();
    await pool.query('DELETE FROM artist_spotlights WHERE week = $1', [currentIsoWeek()]);
    const { page, context, close, pageErrors } = await openPage(browser());
    await signIn(context);
    await openDashboardTab(page, 'Automation');
    await page.getByRole('list', { name: 'Recent runs' }).or(page.getByText('No runs yet.')).first().waitFor();

    // Hold the status polls so the running state can be seen, whatever the job's speed.
    const polls = await holdRequests(page, /\/api\/admin\/jobs\/[^/?]+$/);
    await page.getByRole('button', { name: 'Generate Spotlight' }).click();
    const progress = page.getByRole('progressbar', { name: 'Weekly Spotlight progress' });
    await progress.waitFor();
    expect(await page.getByRole('button', { name: 'Running...' }).isDisabled()).toBe(true);
    await polls.release();

    const toast = await waitForToast(page, 'Spotlight Generated');
    const { rows } = await pool.query(`SELECT count(*)::int AS count FROM artist_spotlights`);
    expect(rows[0].count).toBeGreaterThan(0);
    expect(toast.length).toBeGreaterThan('Spotlight Generated'.length + 2);
    await progress.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Generate Spotlight' }).waitFor();

    const runs = page.getByRole('list', { name: 'Recent runs' });
    await runs
      .getByRole('listitem')
      .filter({ hasText: 'Weekly Spotlight' })
      .filter({ hasText: /completed/i })
      .first()
      .waitFor();

    // A second run finds the week already set and says so, instead of claiming it generated anything.
    await page.getByRole('button', { name: 'Generate Spotlight' }).click();
    const unchanged = await waitForToast(page, 'Spotlight Unchanged');
    expect(unchanged).toContain(`Spotlight for ${currentIsoWeek()} was already set`);
    expect(pageErrors).toEqual([]);
    await close();
  });
});
