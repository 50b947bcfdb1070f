// The catch-all SMTP server `npm start` runs when SMTP_URL is unset: every
// email the worker sends lands in the database and shows on the admin's
// Outbox page; nothing leaves the machine. The server itself is TypeScript
// (api/src/mail/catch-all-smtp.ts), so this needs the built server. It runs
// inside the calling process: that process must keep its event loop free
// (no spawnSync while mail is expected), or the SMTP greeting never comes.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './ports.mjs';

/**
 * Starts it on `port`, else EMBEDDED_SMTP_PORT (default 1025, or any free port), and answers
 * { url, shownUrl, stop }. It requires a login made afresh for each run: `url` carries it to
 * the worker's SMTP_URL, `shownUrl` is the same without the password, for a log line.
 */
export async function startCatchAllSmtp({ root, databaseUrl, log, port: wanted }) {
  const entry = join(root, 'dist/api/src/mail/catch-all-smtp.js');
  const { startCatchAllSmtp: start } = await import(pathToFileURL(entry).href);
  const port = wanted ?? (await freePort(Number(process.env.EMBEDDED_SMTP_PORT || 1025)));
  const login = { user: 'cypher', pass: randomBytes(24).toString('hex') };
  return start({ databaseUrl, port, log, login });
}
