import { pool } from './db';

/**
 * The first link to `path` (with its ?token=) in the newest email with this
 * subject to this address, read from the outbox the catch-all SMTP server
 * fills; waits up to 20 s for the worker to send it.
 */
export async function outboxLink(email: string, subject: string, path: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query(
      `SELECT text_body FROM outbox_messages WHERE $1 = ANY(recipients) AND subject = $2 ORDER BY id DESC LIMIT 1`,
      [email, subject],
    );
    const match = rows[0]?.text_body?.match(
      new RegExp(`https?://[^\\s\\]]+${path.replace('/', '\\/')}\\?token=[^\\s\\])]+`),
    );
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rows } = await pool.query(
    `SELECT s.status, s.confirmation_sent_at, d.status AS delivery, d.last_error, d.attempts
     FROM subscriptions s LEFT JOIN email_deliveries d ON d.subscription_id = s.id WHERE s.email = $1`,
    [email],
  );
  throw new Error(`no "${subject}" email with a ${path} link for ${email}; newest: ${JSON.stringify(rows)}`);
}
