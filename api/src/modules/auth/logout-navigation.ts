import type { Request } from 'express';

/**
 * Whether a GET to the logout address is the person's own doing: the browser
 * says the navigation began on this site (`same-origin`, the admin's Logout
 * link) or in the address bar or a bookmark (`none`, which no other site can
 * cause). A navigation another site started (`cross-site`, `same-site`) or a
 * browser that says nothing cannot be told apart from a forged one, and the
 * SameSite=Lax cookie travels with it, so it must not sign out by itself.
 */
export function isOwnLogoutNavigation(request: Request): boolean {
  const site = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  return site === 'same-origin' || site === 'none';
}

/**
 * The page a logout GET gets when it may have come from another site: one
 * button that POSTs to the same address, which the origin check guards like
 * every other write. No script (the site's policy allows none inline).
 */
export const LOGOUT_CONFIRMATION_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out · The Cypher</title>
<style>
body { font-family: system-ui, sans-serif; background: #09090b; color: #f4f4f5; display: grid; place-items: center; min-height: 100vh; margin: 0; }
main { text-align: center; padding: 2rem; }
button { font: inherit; font-weight: 800; text-transform: uppercase; background: #facc15; color: #09090b; border: 0; border-radius: 0.375rem; padding: 0.75rem 1.5rem; cursor: pointer; }
a { color: #facc15; }
</style>
</head>
<body>
<main>
<h1>Sign out of The Cypher?</h1>
<form method="post" action="/api/logout">
<button type="submit">Sign out</button>
</form>
<p><a href="/admin">Back to the admin</a></p>
</main>
</body>
</html>
`;
