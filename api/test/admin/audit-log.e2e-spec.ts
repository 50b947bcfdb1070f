import { Logger } from '@nestjs/common';
import { UNRECORDED_WRITE_MESSAGE } from '../../src/modules/audit/audit.interceptor';
import { REDACTED, type AuditEntryView } from '../../src/shared/contracts/audit';
import { MemberLinks } from '../../src/modules/member-tokens/member-links';
import { ensureMember, MEMBER_PASSWORD, signedInMembers, signInAs } from '../support/desk-members';
import { useTestApp } from '../support/use-test-app';

jest.setTimeout(120_000);

/** Every kind of admin write lands in the audit log, with who, what, when, where and the fields it changed. */
describe('the audit log', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });
  let owner: string[];
  let ownerId: string;

  beforeEach(async () => {
    ownerId = await ensureMember(t, 'owner');
    owner = await signInAs(t, 'owner@desk.test');
  });

  const as = (cookies: string[]) => ({
    get: (path: string) => t.http().get(path).set('Cookie', cookies).set('X-Forwarded-For', '203.0.113.9'),
    post: (path: string, body: object = {}) =>
      t.http().post(path).set('Cookie', cookies).set('X-Forwarded-For', '203.0.113.9').send(body),
    patch: (path: string, body: object) =>
      t.http().patch(path).set('Cookie', cookies).set('X-Forwarded-For', '203.0.113.9').send(body),
    delete: (path: string) => t.http().delete(path).set('Cookie', cookies).set('X-Forwarded-For', '203.0.113.9'),
  });

  const entries = async (query = ''): Promise<AuditEntryView[]> =>
    (await as(owner).get(`/api/admin/audit${query}`).expect(200)).body.entries;

  it('records a create, an update with the changed fields before and after, and a delete with what was deleted', async () => {
    const editorId = await ensureMember(t, 'editor');
    const editor = as(await signInAs(t, 'editor@desk.test'));
    const created = await editor
      .post('/api/articles', { title: 'First title', excerpt: 'E', content: 'C', category: 'CULTURE' })
      .expect(201);
    const id = String(created.body.id);
    await editor.patch(`/api/articles/${id}`, { title: 'Second title' }).expect(200);
    await editor.delete(`/api/articles/${id}`).expect(204);

    const log = await entries(`?entity=articles`);
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, createdEntry] = log;
    for (const entry of log) {
      expect(entry).toEqual(
        expect.objectContaining({ actorId: editorId, actorEmail: 'editor@desk.test', entityId: id, ip: '203.0.113.9' }),
      );
      expect(Date.now() - Date.parse(entry.occurredAt)).toBeLessThan(5 * 60_000);
    }
    expect(updated.route).toBe('PATCH /api/articles/:id');
    expect(updated.changes).toEqual({ before: { title: 'First title' }, after: { title: 'Second title' } });
    expect(createdEntry.changes?.after).toEqual(expect.objectContaining({ title: 'First title' }));
    expect(deleted.changes?.before).toEqual(expect.objectContaining({ title: 'Second title' }));
  });

  it('names publication changes for what they are: publish, schedule, unpublish, archive, and review decisions', async () => {
    const editor = as((await signedInMembers(t, 'editor'))[0]);
    const created = await editor
      .post('/api/articles', { title: 'Drafted', excerpt: 'E', content: 'C', category: 'CULTURE', status: 'draft' })
      .expect(201);
    const id = String(created.body.id);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await editor.patch(`/api/articles/${id}`, { status: 'scheduled', publishAt: inAnHour }).expect(200);
    await editor.patch(`/api/articles/${id}`, { status: 'published' }).expect(200);
    await editor.patch(`/api/articles/${id}`, { status: 'draft' }).expect(200);
    await editor.patch(`/api/articles/${id}`, { status: 'archived' }).expect(200);

    const [scraped] = await t.dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category, status, canonical_url)
       VALUES ('Found by the scraper', 'E', 'C', 'BREAKING', 'draft', 'https://wire.example/found') RETURNING id`,
    );
    await editor.post(`/api/admin/review/${scraped.id}`, { decision: 'publish' }).expect(200);

    const log = await entries('?entity=articles');
    expect(log.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['publish', String(scraped.id)],
      ['archive', id],
      ['unpublish', id],
      ['publish', id],
      ['schedule', id],
      ['create', id],
    ]);
    expect(log[0].changes).toEqual({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(log[4].changes?.after).toEqual(expect.objectContaining({ status: 'scheduled', publishAt: inAnHour }));
    expect((await entries('?action=schedule')).map((entry) => entry.entityId)).toEqual([id]);
  });

  it('records sign-in, failed sign-in and sign-out, never with the password', async () => {
    await ensureMember(t, 'author');
    await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.3')
      .send({ username: 'author@desk.test', password: 'wrong password' })
      .expect(401);
    const author = await signInAs(t, 'author@desk.test');
    await t.http().post('/api/auth/logout').set('Cookie', author).expect(200);

    // The browser's way out, the GET redirect, is recorded the same way.
    const again = await signInAs(t, 'author@desk.test');
    await t.http().get('/api/logout').set('Cookie', again).set('Sec-Fetch-Site', 'same-origin').expect(302);
    await t.http().get('/api/auth/user').set('Cookie', again).expect(401);

    const log = await entries('?entity=auth&actor=author@desk');
    expect(log.map((entry) => entry.action)).toEqual(['logout', 'login', 'logout', 'login', 'login-failed']);
    expect(log.map((entry) => entry.route)).toEqual([
      'GET /api/logout',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/login',
      'POST /api/auth/login',
    ]);
    expect(log[4]).toEqual(expect.objectContaining({ actorId: null, ip: '198.51.100.3' }));
    expect(JSON.stringify(log)).not.toContain('wrong password');
    expect(JSON.stringify(log)).not.toContain(MEMBER_PASSWORD);
  });

  it('records invitations, role changes, removals and reset requests, keeping no token hash', async () => {
    const invited = await as(owner)
      .post('/api/admin/team/invitations', { email: 'writer@example.com', role: 'author' })
      .expect(201);
    await as(owner).patch(`/api/admin/team/${invited.body.id}`, { role: 'editor' }).expect(200);
    await as(owner).delete(`/api/admin/team/${invited.body.id}`).expect(204);

    const log = await entries('?entity=team');
    expect(log.map((entry) => entry.action)).toEqual(['remove', 'role-change', 'invite']);
    expect(log.every((entry) => entry.actorId === ownerId && entry.entityId === invited.body.id)).toBe(true);
    expect(log[1].changes).toEqual({ before: { role: 'author' }, after: { role: 'editor' } });

    await t.http().post('/api/auth/password-reset').send({ email: 'owner@desk.test' }).expect(202);
    const [request] = await entries('?action=password-reset-request');
    expect(request).toEqual(expect.objectContaining({ actorId: ownerId, entity: 'team' }));
    const [hash] = await t.dataSource.query(`SELECT token_hash FROM member_tokens WHERE purpose = 'reset'`);
    const everything = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log'));
    expect(everything).not.toContain(hash.token_hash);
  });

  it('records a password set through a link with the field named and its value redacted, never the token', async () => {
    const invited = await as(owner)
      .post('/api/admin/team/invitations', { email: 'new@example.com', role: 'author' })
      .expect(201);
    const [link] = await t.dataSource.query(`SELECT id FROM member_tokens`);
    // The worker would put this token in the email; the test derives it the same way.
    const token = t.app.get(MemberLinks).tokenOf(link.id);
    await t.http().post('/api/auth/password').send({ token, password: 'a secret passphrase' }).expect(200);

    const [accepted] = await entries('?action=accept-invite');
    expect(accepted).toEqual(
      expect.objectContaining({
        actorId: invited.body.id,
        actorEmail: 'new@example.com',
        changes: { after: { password: REDACTED } },
      }),
    );
    const everything = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log'));
    expect(everything).not.toContain('a secret passphrase');
    expect(everything).not.toContain(token);
  });

  it('records triggers, sends and subscriber exports and erasures', async () => {
    await as(owner).post('/api/admin/scrape/news').expect(202);
    await t.dataSource.query(
      `INSERT INTO subscriptions (first_name, last_name, email, credit_program_participation, status)
       VALUES ('Eli', 'Banks', 'eli@example.com', false, 'active')`,
    );
    const [{ id }] = await t.dataSource.query(`SELECT id FROM subscriptions`);
    await as(owner).get(`/api/admin/subscribers/${id}/export`).expect(200);
    await as(owner).get('/api/admin/subscribers.csv').expect(200);
    await as(owner).delete(`/api/admin/subscribers/${id}`).expect(204);
    const newsletter = await as(owner).post('/api/newsletters', { title: 'N', description: 'D', content: 'C' });
    await as(owner)
      .post(`/api/admin/newsletters/${newsletter.body.id}/send`, {})
      .expect((response) => expect(response.status).toBeLessThan(300));

    const log = await entries();
    const seen = log.map((entry) => `${entry.action} ${entry.entity}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'trigger scrape-news',
        'export subscribers',
        'erase subscribers',
        'create newsletters',
        'send newsletters',
      ]),
    );
    expect(seen.filter((kind) => kind === 'export subscribers')).toHaveLength(2);
  });

  it('filters by actor, action, entity and dates, newest first, a page at a time', async () => {
    for (let i = 0; i < 5; i += 1) {
      await as(owner)
        .post('/api/artists', { name: `Artist ${i}`, genre: 'G', description: 'D' })
        .expect(201);
    }
    const first = (await as(owner).get('/api/admin/audit?entity=artists&limit=2').expect(200)).body;
    expect(first.total).toBe(5);
    expect(first.entries).toHaveLength(2);
    const third = (await as(owner).get('/api/admin/audit?entity=artists&limit=2&offset=4').expect(200)).body;
    expect(third.entries).toHaveLength(1);
    expect(third.entries[0].changes.after.name).toBe('Artist 0');
    expect(first.entries[0].changes.after.name).toBe('Artist 4');

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await entries(`?entity=artists&from=${tomorrow}`)).length).toBe(0);
    expect((await entries(`?entity=artists&to=${tomorrow}`)).length).toBe(5);
    expect((await entries(`?actor=${ownerId}&action=create`)).length).toBe(5);
    expect((await entries(`?actor=nobody`)).length).toBe(0);
    await as(owner).get('/api/admin/audit?from=yesterday').expect(400);
    await as(owner).get('/api/admin/audit?limit=1000').expect(400);
  });

  it('answers dates JavaScript reads but Postgres cannot store with a 400 naming the years allowed', async () => {
    for (const query of ['from=-100000-01-01T00:00:00Z', 'to=%2B275000-01-01T00:00:00Z', 'from=1969-12-31T23:59:59Z']) {
      const refused = await as(owner).get(`/api/admin/audit?${query}`).expect(400);
      expect(refused.body.message).toContain('between the years 1970 and 9999');
    }
    await as(owner).get('/api/admin/audit?from=1970-01-01T00:00:00Z&to=9999-12-31T23:59:59Z').expect(200);
  });

  it('has no route that edits or deletes an entry, and the table refuses it too', async () => {
    await as(owner).post('/api/artists', { name: 'A', genre: 'G', description: 'D' }).expect(201);
    const [entry] = await entries();
    for (const path of ['/api/admin/audit', `/api/admin/audit/${entry.id}`]) {
      for (const method of ['put', 'patch', 'delete'] as const) {
        const response = await t.http()[method](path).set('Cookie', owner).send({ action: 'nothing' });
        expect([404, 405]).toContain(response.status);
      }
    }
    await expect(t.dataSource.query(`UPDATE audit_log SET action = 'nothing'`)).rejects.toThrow(/cannot be changed/);
    await expect(t.dataSource.query(`DELETE FROM audit_log`)).rejects.toThrow(/cannot be changed/);
    expect((await entries())[0]).toEqual(entry);
  });

  it('never loses an entry silently: a write whose entry cannot be stored answers 500 and is in the server log', async () => {
    // Postgres itself refuses the entries of one entity, as a full disk or a lost connection would.
    await t.dataSource.query(
      `ALTER TABLE audit_log ADD CONSTRAINT refuse_artist_entries CHECK (entity <> 'artists') NOT VALID`,
    );
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const refused = await as(owner).post('/api/artists', { name: 'Unlogged', genre: 'G', description: 'D' });
      expect(refused.status).toBe(500);
      expect(refused.body.message).toBe(UNRECORDED_WRITE_MESSAGE);
      const lines = logged.mock.calls.map((call) => String(call[0]));
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^audit entry lost: create artists \\d+ by ${ownerId}`)),
      );
      // The line names the write, never its fields.
      expect(lines.join('\n')).not.toContain('Unlogged');
    } finally {
      logged.mockRestore();
      await t.dataSource.query(`ALTER TABLE audit_log DROP CONSTRAINT refuse_artist_entries`);
    }
    // The write itself went through, as the answer said.
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM artists WHERE name = 'Unlogged'`);
    expect(count).toBe(1);
    await as(owner).post('/api/artists', { name: 'Logged', genre: 'G', description: 'D' }).expect(201);
    expect((await entries('?entity=artists')).map((entry) => entry.changes?.after?.name)).toEqual(['Logged']);
  });

  it('opens no session for a sign-in whose entry cannot be stored', async () => {
    await ensureMember(t, 'author');
    const sessionsBefore = await t.dataSource.query(`SELECT sid FROM sessions`);
    await t.dataSource.query(`ALTER TABLE audit_log ADD CONSTRAINT refuse_logins CHECK (action <> 'login') NOT VALID`);
    try {
      const refused = await t
        .http()
        .post('/api/auth/login')
        .send({ username: 'author@desk.test', password: MEMBER_PASSWORD });
      expect(refused.status).toBe(500);
      expect(refused.headers['set-cookie'] ?? []).toEqual([]);
    } finally {
      await t.dataSource.query(`ALTER TABLE audit_log DROP CONSTRAINT refuse_logins`);
    }
    expect(await t.dataSource.query(`SELECT sid FROM sessions`)).toEqual(sessionsBefore);
    await signInAs(t, 'author@desk.test');
  });

  it('is for admins and the owner: an editor gets 403', async () => {
    await ensureMember(t, 'editor');
    await as(await signInAs(t, 'editor@desk.test'))
      .get('/api/admin/audit')
      .expect(403);
    await ensureMember(t, 'admin');
    await as(await signInAs(t, 'admin@desk.test'))
      .get('/api/admin/audit')
      .expect(200);
  });
});
