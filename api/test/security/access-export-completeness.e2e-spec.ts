import { SUBSCRIBER_DATA_TABLES } from '../../src/modules/subscriptions/subscriber-data-tables';
import { loginAsAdmin } from '../support/admin-session';
import { insertNewsletter } from '../support/test-data';
import { useTestApp } from '../support/use-test-app';

/**
 * A subscriber's access request: the export holds everything stored about
 * them. A table that can hold a subscriber and is not read by the export is a
 * gap, so the schema itself is asked which tables those are.
 */
describe("a subscriber's access export is complete", () => {
  const t = useTestApp();

  const seedSubscriber = async (email: string) => {
    const [row] = await t.dataSource.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active)
       VALUES ($1, 'Nia', 'Banks', false, '{}', 'active', true) RETURNING id`,
      [email],
    );
    return row.id as number;
  };

  it('lists the newsletters sent to the subscriber and the local copies of their emails', async () => {
    const id = await seedSubscriber('nia@example.com');
    const other = await seedSubscriber('other@example.com');
    const newsletterId = await insertNewsletter(t.dataSource, { title: 'Issue 12' });
    await t.dataSource.query(
      `INSERT INTO newsletter_deliveries (newsletter_id, subscription_id, status, attempts, message_id, sent_at)
       VALUES ($1, $2, 'sent', 1, '<issue-12@thecypher.example>', now()), ($1, $3, 'sent', 1, '<other@x>', now())`,
      [newsletterId, id, other],
    );
    await t.dataSource.query(
      `INSERT INTO outbox_messages (message_id, envelope_from, recipients, subject, html, text_body)
       VALUES ('<copy@x>', 'news@thecypher.example', '{nia@example.com}', 'Issue 12', '<p>token=secret</p>', 'token=secret'),
              ('<copy2@x>', 'news@thecypher.example', '{other@example.com}', 'Not hers', null, null)`,
    );
    const cookies = await loginAsAdmin(t);

    const response = await t.http().get(`/api/admin/subscribers/${id}/export`).set('Cookie', cookies).expect(200);

    expect(response.body.newsletters).toEqual([
      expect.objectContaining({
        newsletterId,
        title: 'Issue 12',
        status: 'sent',
        messageId: '<issue-12@thecypher.example>',
      }),
    ]);
    expect(response.body.outboxCopies).toEqual([
      expect.objectContaining({ subject: 'Issue 12', messageId: '<copy@x>', to: ['nia@example.com'] }),
    ]);
    // Link tokens are credentials, not personal data: the export never carries a message body.
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('reads every table that can hold a subscriber', async () => {
    const tables: { table_name: string }[] = await t.dataSource.query(
      `SELECT DISTINCT table_name FROM (
         SELECT tc.table_name FROM information_schema.table_constraints tc
           JOIN information_schema.constraint_column_usage ccu
             ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
         WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public' AND ccu.table_name = 'subscriptions'
         UNION
         SELECT table_name FROM information_schema.columns
         WHERE table_schema = 'public'
           AND (column_name ~ 'subscri' OR column_name ~ '^recipients?$' OR column_name ~ 'email')
       ) holding ORDER BY table_name`,
    );
    // Desk members' accounts and audit trail (staff addresses): neither holds a subscriber.
    const membersOnly = ['users', 'audit_log'];
    const holding = tables.map((row) => row.table_name).filter((name) => !membersOnly.includes(name));
    expect(holding.length).toBeGreaterThanOrEqual(5);
    expect(holding.filter((name) => !(SUBSCRIBER_DATA_TABLES as readonly string[]).includes(name))).toEqual([]);
  });
});
