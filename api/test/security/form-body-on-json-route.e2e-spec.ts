import { loginAsAdmin, TEST_ADMIN, ensureTestAdmin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';

/**
 * Express parses a form body into the same object a JSON body makes, so every
 * route also took forms: a plain HTML form on another site, which a browser
 * posts without asking first (no CORS preflight), could sign a visitor in to an
 * account of the attacker's choosing or post to any route. JSON routes take
 * JSON; the one route a mail provider posts a form to still takes its form.
 */
describe('a JSON route refuses a body of another type', () => {
  const t = useTestApp();

  it('answers 415 with a message to a sign-in sent as a form, and signs no one in', async () => {
    await ensureTestAdmin(t);
    const response = await t
      .http()
      .post('/api/auth/login')
      .type('form')
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      statusCode: 415,
      message: 'Send the request body as JSON, with the header Content-Type: application/json.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 415 to JSON sent as text/plain and to a form edit of an article', async () => {
    const plain = await t
      .http()
      .post('/api/subscriptions')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com' }));
    expect(plain.status).toBe(415);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM subscriptions`);
    expect(count).toBe(0);

    const cookies = await loginAsAdmin(t);
    const created = await t
      .http()
      .post('/api/articles')
      .set('Cookie', cookies)
      .send({ title: 'Form target', excerpt: 'e', content: 'c', category: 'CULTURE' });
    expect(created.status).toBe(201);
    const edited = await t
      .http()
      .patch(`/api/articles/${created.body.id}`)
      .set('Cookie', cookies)
      .type('form')
      .send({ title: 'Changed by a form' });
    expect(edited.status).toBe(415);
    const [{ title }] = await t.dataSource.query(`SELECT title FROM articles WHERE id = $1`, [created.body.id]);
    expect(title).toBe('Form target');
  });

  it('still takes the one-click unsubscribe form, and a POST without a body', async () => {
    const oneClick = await t
      .http()
      .post('/api/subscriptions/one-click-unsubscribe?token=u.1..forged')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    // The form is read: the forged token is what is refused, not the body's type.
    expect(oneClick.status).toBe(400);
    expect(oneClick.body.message).not.toMatch(/JSON/);

    const cookies = await loginAsAdmin(t);
    const logout = await t.http().post('/api/auth/logout').set('Cookie', cookies).set('Content-Type', 'text/plain');
    expect(logout.status).toBe(200);
  });
});
