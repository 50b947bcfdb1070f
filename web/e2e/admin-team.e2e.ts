import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { noSideways } from './support/no-sideways';
import { pool } from './support/db';
import { openDeskPage, signIn } from './support/admin-session';
import { runMarkedRows } from './support/run-marked-rows';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = runMarkedRows({ users: 'email' });
const INVITATION_SUBJECT = "You're invited to The Cypher's editorial desk";

/** The set-password link of the newest invitation to `email`, read from the outbox the e2e stack's mail lands in. */
async function invitationLink(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query(
      `SELECT text_body FROM outbox_messages WHERE $1 = ANY(recipients) AND subject = $2 ORDER BY id DESC LIMIT 1`,
      [email, INVITATION_SUBJECT],
    );
    const match = rows[0]?.text_body?.match(/https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation email to ${email}`);
}

describe('the editorial desk in the browser', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: the owner invites an editor, who sets a password, signs in and sees only an editor's sections`, async () => {
      const email = `editor-${viewport.width}-${unique}@example.com`;
      const owner = await openPage(browser(), viewport);
      await signIn(owner.context);
      await openDeskPage(owner.page, 'Team', '/admin/team', 'Invite a member');

      await owner.page.getByLabel('Email').fill(email);
      await owner.page.getByLabel('First name (optional)').fill('Dee');
      await owner.page.locator('select[name="role"]').selectOption('editor');
      await owner.page.getByRole('button', { name: 'Send invitation' }).click();
      await owner.page.getByRole('status').getByText(`Invitation sent to ${email}.`).waitFor();
      const row = owner.page.getByRole('listitem').filter({ hasText: email });
      await row.getByText('Invited, no password yet').waitFor();
      await noSideways(owner.page);
      const teamFindings = await seriousAxeViolations(owner.page);
      expect(teamFindings, JSON.stringify(teamFindings, null, 2)).toEqual([]);
      await saveScreenshot(owner.page, 'admin-team');

      // The invited editor, in a browser of their own, from the emailed link.
      const link = await invitationLink(email);
      const editor = await openPage(browser(), viewport);
      await editor.page.goto(new URL(link).pathname + new URL(link).search);
      await editor.page.getByLabel('New password').fill('editor passphrase 1');
      await editor.page.getByLabel('Repeat it').fill('editor passphrase 1');
      await editor.page.getByRole('button', { name: 'Set password' }).click();
      await editor.page.getByText('Your password is set. You can sign in now.').waitFor();
      await editor.page.getByRole('link', { name: 'Sign in' }).click();
      await editor.page.getByLabel('Username').fill(email);
      await editor.page.getByLabel('Password', { exact: true }).fill('editor passphrase 1');
      await editor.page.getByRole('button', { name: /^Login/ }).click();
      await editor.page.getByText('Role: editor').waitFor();

      const tabs = editor.page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(['Automation', 'Articles', 'Artists', 'Releases', 'Events']);
      const editorNav = editor.page.getByRole('navigation', { name: 'Admin' });
      for (const hidden of ['Team', 'Audit', 'Sources', 'Subscribers', 'Send Newsletters', 'Outbox']) {
        expect(await editorNav.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
      }
      // Hidden is not the protection: the server refuses the editor too.
      const refused = await editor.context.request.get('/api/admin/team');
      expect(refused.status()).toBe(403);

      // The owner's audit log holds the invitation and its acceptance.
      await owner.page.goto('/admin/audit');
      await owner.page.getByLabel('Actor (email or id)').fill(email);
      await owner.page.getByRole('button', { name: 'Filter', exact: true }).click();
      const entries = owner.page.getByRole('region', { name: 'Audit entries' });
      // The editor's own entries: accepting the invitation, then signing in.
      await entries.getByText('Entries 1–2 of 2').waitFor();
      expect(await entries.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/login auth/),
        expect.stringMatching(/accept-invite team/),
      ]);
      await owner.page.getByRole('button', { name: 'Clear' }).click();
      await entries
        .getByText(/invite/)
        .first()
        .waitFor();
      await noSideways(owner.page);
      const auditFindings = await seriousAxeViolations(owner.page);
      expect(auditFindings, JSON.stringify(auditFindings, null, 2)).toEqual([]);
      await saveScreenshot(owner.page, 'admin-audit');

      expect(owner.pageErrors).toEqual([]);
      expect(editor.pageErrors).toEqual([]);
      await editor.close();
      await owner.close();
    });
  }
});
