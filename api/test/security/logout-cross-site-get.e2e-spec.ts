import * as cheerio from 'cheerio';
import { loginAsAdmin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';

/**
 * Another site can send a browser to GET /api/logout (a link, an image, a
 * redirect), and the SameSite=Lax cookie goes along with a top-level
 * navigation. A GET therefore signs out only when the browser says the
 * navigation began on this site or in the address bar; anything else gets a
 * page whose button POSTs, which the origin check guards like every other write.
 */
describe('GET /api/logout started by another site', () => {
  const t = useTestApp();

  const signedIn = async (cookies: string[]) => (await t.http().get('/api/auth/user').set('Cookie', cookies)).status;
  const getLogout = (cookies: string[], fetchSite?: string) => {
    const request = t.http().get('/api/logout').set('Cookie', cookies);
    return fetchSite === undefined ? request : request.set('Sec-Fetch-Site', fetchSite);
  };

  it.each(['cross-site', 'same-site'])(
    'keeps the session when Sec-Fetch-Site is %s, and offers a button',
    async (site) => {
      const cookies = await loginAsAdmin(t);
      const answer = await getLogout(cookies, site);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-store');
      const form = cheerio.load(answer.text)('form');
      expect(form.attr('method')).toBe('post');
      expect(form.attr('action')).toBe('/api/logout');
      expect(form.find('button[type="submit"]').text()).toMatch(/sign out/i);
      expect(await signedIn(cookies)).toBe(200);
    },
  );

  it('keeps the session when the browser says nothing about where the navigation began', async () => {
    const cookies = await loginAsAdmin(t);
    expect((await getLogout(cookies)).status).toBe(200);
    expect(await signedIn(cookies)).toBe(200);
  });

  it.each(['same-origin', 'none'])('signs out at once when Sec-Fetch-Site is %s', async (site) => {
    const cookies = await loginAsAdmin(t);
    const answer = await getLogout(cookies, site);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(await signedIn(cookies)).toBe(401);
  });

  it("signs out through the page's button, and refuses that POST from another site", async () => {
    const cookies = await loginAsAdmin(t);
    const forged = await t.http().post('/api/logout').set('Cookie', cookies).set('Origin', 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(await signedIn(cookies)).toBe(200);

    const button = await t
      .http()
      .post('/api/logout')
      .set('Cookie', cookies)
      .set('Origin', t.url)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('');
    expect(button.status).toBe(303);
    expect(button.headers.location).toBe('/');
    expect(await signedIn(cookies)).toBe(401);
  });
});
