// The one-time owner name and password the first `npm start` generates are printed by the
// admin task; start.mjs shows them in a box at the end instead, where they cannot scroll
// away unnoticed.

/** { username, password } from the admin task's output when it generated a password, else null. */
export function generatedAdminCredentials(output) {
  const created = /created admin "([^"]+)" with password (\S+)/.exec(output);
  if (created) return { username: created[1], password: created[2] };
  const updated = /admin "([^"]+)" (?:created|updated) with a generated password: (\S+)/.exec(output);
  return updated ? { username: updated[1], password: updated[2] } : null;
}

/** A framed block of lines, as wide as the widest line. */
export function box(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

/** Three lines in a frame: where, who and the password, and how to choose your own. */
export function credentialsBox({ username, password }, siteUrl) {
  return box([
    `Admin sign-in, shown only on this first start: ${siteUrl}/admin`,
    `  Username:  ${username}    Password:  ${password}`,
    'To choose your own, set ADMIN_USERNAME and ADMIN_PASSWORD and restart.',
  ]);
}
