import type { Test } from 'supertest';
import { loginAsAdmin } from '../support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';

/** The admin's webhook endpoints over HTTP: what is accepted, what is refused and why, and where the secret shows. */
describe('admin webhook endpoints', () => {
  let app: TestApp;
  let cookies: string[];

  beforeAll(async () => {
    app = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'false' });
    await truncateAll(app.dataSource);
    cookies = await loginAsAdmin(app);
  });
  afterAll(async () => app.close());

  const as = (call: Test) => call.set('Cookie', cookies);
  const add = (body: object) => as(app.http().post('/api/admin/webhooks')).send(body);

  it('is for the desk only', async () => {
    expect((await app.http().get('/api/admin/webhooks')).status).toBe(401);
    expect((await app.http().post('/api/admin/webhooks').send({})).status).toBe(401);
  });

  it('shows the signing secret once, in the answer to the registration, and never again', async () => {
    const created = await add({ url: 'https://hooks.example.com/cypher', events: ['story.published'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: 'https://hooks.example.com/cypher',
      events: ['story.published'],
      allowPersonalData: false,
      enabled: true,
      failuresInARow: 0,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await as(app.http().get('/api/admin/webhooks'));
    const read = await as(app.http().get(`/api/admin/webhooks/${created.body.id}`));
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    expect(read.body.secret).toBeUndefined();
    expect(read.body.url).toBe('https://hooks.example.com/cypher');
  });

  it('refuses what it cannot deliver, saying what to change', async () => {
    const refusals: [object, string][] = [
      [{ url: 'ftp://hooks.example.com', events: ['story.published'] }, 'Endpoint URL'],
      [{ url: 'https://hooks.example.com', events: [] }, 'Events must name at least one event'],
      [{ url: 'https://hooks.example.com', events: ['story.liked'] }, 'Events must list one or more of'],
      [{ url: 'https://hooks.example.com', events: ['release.added', 'release.added'] }, 'each event once'],
      [
        { url: 'http://10.0.0.5/hook', events: ['release.added'] },
        'Endpoint URL resolves to a private address (10.0.0.5); webhook deliveries may not reach it',
      ],
    ];
    for (const [body, words] of refusals) {
      const answer = await add(body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body.message)).toContain(words);
    }
    expect(
      (await app.dataSource.query(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE url LIKE 'http://10.%'`))[0]
        .n,
    ).toBe(0);
  });

  it('answers malformed bodies and ids with a 400, never a 500, and stores nothing', async () => {
    const before = (await app.dataSource.query(`SELECT count(*)::int AS n FROM webhook_endpoints`))[0].n;
    const bodies: unknown[] = [
      null,
      [],
      'https://hooks.example.com',
      { url: null, events: null },
      { url: 'https://hooks.example.com', events: 'story.published' },
      { url: 'https://hooks.example.com', events: [{ type: 'story.published' }] },
      { url: 'https://hooks.example.com', events: [null] },
      { url: `https://hooks.example.com/${'a'.repeat(5000)}`, events: ['story.published'], extra: true },
      { url: 'https://hooks.example.com', events: ['story.published'], allowPersonalData: 'yes' },
      { url: ['https://hooks.example.com'], events: ['story.published'] },
      { url: 'https://[::1', events: ['story.published'] },
    ];
    for (const body of bodies) {
      const answer = await as(app.http().post('/api/admin/webhooks'))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect([400, 413]).toContain(answer.status);
    }
    for (const path of [
      '/api/admin/webhooks/0',
      '/api/admin/webhooks/abc',
      '/api/admin/webhooks/1/deliveries/-1/resend',
    ]) {
      const read = path.endsWith('resend') ? as(app.http().post(path)) : as(app.http().get(path));
      expect((await read).status).toBe(400);
    }
    expect((await app.dataSource.query(`SELECT count(*)::int AS n FROM webhook_endpoints`))[0].n).toBe(before);
  });

  it('switches an endpoint off and on (on again, its failures are forgotten), and removes it', async () => {
    const { body } = await add({ url: 'https://hooks.example.com/toggle', events: ['newsletter.sent'] });
    await app.dataSource.query(`UPDATE webhook_endpoints SET failures_in_a_row = 4 WHERE id = $1`, [body.id]);
    const off = await as(app.http().patch(`/api/admin/webhooks/${body.id}`)).send({ enabled: false });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'Switched off by an admin', failuresInARow: 4 });
    const on = await as(app.http().patch(`/api/admin/webhooks/${body.id}`)).send({ enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failuresInARow: 0 });
    expect((await as(app.http().patch(`/api/admin/webhooks/${body.id}`)).send({ enabled: 'yes' })).status).toBe(400);
    expect((await as(app.http().delete(`/api/admin/webhooks/${body.id}`))).status).toBe(204);
    expect((await as(app.http().get(`/api/admin/webhooks/${body.id}`))).status).toBe(404);
    expect((await as(app.http().get(`/api/admin/webhooks/${body.id}/deliveries`))).status).toBe(404);
  });

  it('answers 404 for sending again a delivery the endpoint does not have, and 409 while the endpoint is off', async () => {
    const { body } = await add({ url: 'https://hooks.example.com/resend', events: ['release.added'] });
    const missing = await as(app.http().post(`/api/admin/webhooks/${body.id}/deliveries/999999/resend`));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('Webhook delivery 999999');
    await as(app.http().patch(`/api/admin/webhooks/${body.id}`)).send({ enabled: false });
    const off = await as(app.http().post(`/api/admin/webhooks/${body.id}/deliveries/1/resend`));
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('This endpoint is disabled: switch it on before sending a delivery again.');
  });
});
