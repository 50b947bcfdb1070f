import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { signIn } from './support/admin-session';
import { BASE_URL } from './support/env';

const browser = browserPerFile();

/** A page on another site (localhost, not the site's 127.0.0.1) that links to, and posts to, our logout. */
let otherSite: Server;
let otherSiteUrl = '';

beforeAll(async () => {
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><title>Elsewhere</title>
      <a href="${BASE_URL}/api/logout">Free tickets</a>
      <form method="post" action="${BASE_URL}/api/logout"><button type="submit">Win</button></form>`);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherSiteUrl = `http://localhost:${(otherSite.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

describe('logout that another site cannot trigger', () => {
  it('a link from another site shows a Sign out button instead of signing out; the button signs out', async () => {
    const { page, context, close } = await openPage(browser());
    await signIn(context);
    const signedIn = async () => (await context.request.get('/api/auth/user')).status();
    expect(await signedIn()).toBe(200);

    await page.goto(otherSiteUrl);
    await page.getByRole('link', { name: 'Free tickets' }).click();
    await page.getByRole('heading', { name: 'Sign out of The Cypher?' }).waitFor();
    expect(await signedIn()).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedIn()).toBe(401);
    await close();
  });

  it('a form another site posts to /api/logout is refused and the session stays', async () => {
    const { page, context, close } = await openPage(browser());
    await signIn(context);
    await page.goto(otherSiteUrl);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${BASE_URL}/api/logout`),
      page.getByRole('button', { name: 'Win' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    expect((await context.request.get('/api/auth/user')).status()).toBe(200);
    await close();
  });
});
