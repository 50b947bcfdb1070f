import { HIDDEN_TOKEN } from '../../src/modules/outbox/outbox-message-view';
import { ensureMember, inviteMember, signedInMembers, signInAs } from '../support/desk-members';
import { useOutboxStage } from '../support/mail-stage';
import { uniqueName } from '../support/test-env';
import { waitFor } from '../support/worker-process';

jest.setTimeout(120_000);

/**
 * The Outbox keeps invitation and reset emails, whose links set a member's
 * password. An admin who could read them could ask for the owner's reset
 * (the form is public) and take the owner's account.
 */
describe('the Outbox and the links that set a password', () => {
  const outbox = useOutboxStage(uniqueName('cypher-outbox-links'));

  it("keeps an admin out of the Outbox, so the owner's reset link cannot be read there", async () => {
    await ensureMember(outbox.t, 'owner');
    await ensureMember(outbox.t, 'admin');
    const admin = await signInAs(outbox.t, 'admin@desk.test');
    await outbox.t.http().post('/api/auth/password-reset').send({ email: 'owner@desk.test' }).expect(202);
    const [caught] = await waitFor(
      async () => {
        const rows: { id: number; text_body: string }[] = await outbox.t.dataSource.query(
          `SELECT id, text_body FROM outbox_messages WHERE 'owner@desk.test' = ANY(recipients)`,
        );
        return rows.length > 0 ? rows : undefined;
      },
      { what: "the owner's reset email in the outbox" },
    );
    expect(caught.text_body).toMatch(/\/admin\/set-password\?token=[\w-]{20,}/);

    const list = await outbox.t.http().get('/api/admin/outbox').set('Cookie', admin).expect(403);
    expect(list.body.message).toContain('needs the owner role');
    await outbox.t.http().get(`/api/admin/outbox/${caught.id}`).set('Cookie', admin).expect(403);
  });

  it('shows the owner every message but never the token of a member link', async () => {
    const [owner] = await signedInMembers(outbox.t, 'owner');
    await inviteMember(outbox.t, owner, { email: 'invitee@example.com', role: 'editor' }).expect(201);
    const [caught] = await waitFor(
      async () => {
        const rows: { id: number; text_body: string; html: string }[] = await outbox.t.dataSource.query(
          `SELECT id, text_body, html FROM outbox_messages WHERE 'invitee@example.com' = ANY(recipients)`,
        );
        return rows.length > 0 ? rows : undefined;
      },
      { what: 'the invitation in the outbox' },
    );
    const token = /\/admin\/set-password\?token=([\w-]+)/.exec(caught.text_body)![1];

    const message = await outbox.t.http().get(`/api/admin/outbox/${caught.id}`).set('Cookie', owner).expect(200);
    const shown = JSON.stringify(message.body);
    expect(shown).not.toContain(token);
    expect(message.body.text).toContain(`/admin/set-password?token=${HIDDEN_TOKEN}`);
    expect(message.body.html).toContain(`/admin/set-password?token=${HIDDEN_TOKEN}`);
    expect(message.body.text).toContain("invited to The Cypher's editorial desk");
  });
});
