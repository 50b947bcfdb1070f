import { SubscriberLinks } from '../src/modules/subscriptions/links/subscriber-links';
import { PREFERENCES_LINK_TTL_MS } from '../src/modules/subscriptions/links/subscriber-link-token';
import { PREFERENCES_LINK_MESSAGES } from '../src/shared/contracts/subscriber-preferences';
import { loginAsAdmin } from './support/admin-session';
import { insertArtist, insertSubscriber } from './support/test-data';
import { useTestApp } from './support/use-test-app';

describe('subscriber preferences API', () => {
  const app = useTestApp();
  const links = () => app.app.get(SubscriberLinks);
  /** The token of the preferences link an email to this subscriber carries, signed by the app's own key. */
  const tokenFor = (subscriptionId: number, now = Date.now()) =>
    new URL(links().preferencesPage(subscriptionId, now)).searchParams.get('token')!;

  it('reads the defaults, saves a choice, and reads it back', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'dee@example.com' });
    const token = tokenFor(id);
    const junie = await insertArtist(app.dataSource, { name: 'Junie Marz' });
    const tay = await insertArtist(app.dataSource, { name: 'Tay Lumen' });

    const fresh = await app.http().get('/api/subscriptions/preferences').query({ token });
    expect(fresh.status).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.body).toEqual({
      email: 'dee@example.com',
      follows: [],
      followedArtists: [],
      categories: [],
      alerts: false,
    });

    const body = { follows: [junie, tay], categories: ['REVIEW', 'CULTURE'], alerts: true };
    const saved = await app.http().put('/api/subscriptions/preferences').query({ token }).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ categories: ['REVIEW', 'CULTURE'], alerts: true });
    expect([...saved.body.follows].sort()).toEqual([junie, tay].sort());

    const again = await app.http().get('/api/subscriptions/preferences').query({ token }).expect(200);
    expect(again.body).toEqual(saved.body);
    expect(again.body.followedArtists.map((artist: { name: string }) => artist.name).sort()).toEqual([
      'Junie Marz',
      'Tay Lumen',
    ]);

    // Saving the body read back is the same choice; dropping an artist unfollows it.
    const fewer = await app
      .http()
      .put('/api/subscriptions/preferences')
      .query({ token })
      .send({ follows: [tay], categories: [], alerts: false })
      .expect(200);
    expect(fewer.body).toMatchObject({ follows: [tay], categories: [], alerts: false });
    const rows = await app.dataSource.query(`SELECT subscription_id, session_id, artist_id FROM artist_follows`);
    expect(rows).toEqual([{ subscription_id: id, session_id: null, artist_id: tay }]);

    // What they chose is part of what an access request hands them.
    const cookies = await loginAsAdmin(app);
    const exported = await app.http().get(`/api/admin/subscribers/${id}/export`).set('Cookie', cookies).expect(200);
    expect(exported.body.following).toEqual([{ artistId: tay, followedAt: expect.any(String) }]);
    expect(exported.body.preferences).toEqual({ categories: [], alerts: false });
  });

  it('answers 401 with a way to a fresh link for a bad, tampered, foreign-purpose or expired token', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'old@example.com' });
    const expired = tokenFor(id, Date.now() - PREFERENCES_LINK_TTL_MS - 60_000);
    const valid = tokenFor(id);
    const tampered = valid.replace(/^p\.[0-9a-z]+\./, `p.${(id + 1).toString(36)}.`);
    const unsubscribeToken = new URL(links().unsubscribePage(id)).searchParams.get('token')!;

    const cases: [string | undefined, string][] = [
      [expired, PREFERENCES_LINK_MESSAGES.expired],
      [tampered, PREFERENCES_LINK_MESSAGES.invalid],
      [unsubscribeToken, PREFERENCES_LINK_MESSAGES.invalid],
      ['nonsense', PREFERENCES_LINK_MESSAGES.invalid],
      [undefined, PREFERENCES_LINK_MESSAGES.invalid],
    ];
    for (const [token, message] of cases) {
      const read = await app
        .http()
        .get('/api/subscriptions/preferences')
        .query(token ? { token } : {});
      expect(read.status).toBe(401);
      expect(read.body).toEqual({ statusCode: 401, message });
      expect(read.body.message).toMatch(/fresh one/);
      const write = await app
        .http()
        .put('/api/subscriptions/preferences')
        .query(token ? { token } : {})
        .send({ follows: [], categories: [], alerts: true });
      expect(write.status).toBe(401);
    }
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM subscriber_preferences`);
    expect(count).toBe(0);
  });

  it('answers 401 for a subscription erased since, and 409 for one that unsubscribed', async () => {
    const erased = await insertSubscriber(app.dataSource, { email: 'gone@example.com' });
    const token = tokenFor(erased);
    await app.dataSource.query(`DELETE FROM subscriptions WHERE id = $1`, [erased]);
    expect((await app.http().get('/api/subscriptions/preferences').query({ token })).status).toBe(401);

    const left = await insertSubscriber(app.dataSource, { email: 'left@example.com', status: 'unsubscribed' });
    const answer = await app
      .http()
      .get('/api/subscriptions/preferences')
      .query({ token: tokenFor(left) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/unsubscribed/);
  });

  it('answers 404 for an unknown or unpublished artist and 400 for a malformed body, saving nothing', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'picky@example.com' });
    const token = tokenFor(id);
    const draft = await insertArtist(app.dataSource, { status: 'draft' });
    const put = (body: unknown) =>
      app
        .http()
        .put('/api/subscriptions/preferences')
        .query({ token })
        .send(body as object);

    for (const artistId of [draft, draft + 500]) {
      const response = await put({ follows: [artistId], categories: [], alerts: false });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: `Artist ${artistId} was not found.` });
    }
    for (const body of [
      {},
      { follows: 'all', categories: [], alerts: false },
      { follows: [1, 1], categories: [], alerts: false },
      { follows: [0], categories: [], alerts: false },
      { follows: [], categories: ['POETRY'], alerts: false },
      { follows: [], categories: [], alerts: 'yes' },
      { follows: [], categories: [], alerts: false, admin: true },
    ]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
    }
    const [{ count }] = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM subscriber_preferences) + (SELECT count(*) FROM artist_follows) AS count`,
    );
    expect(Number(count)).toBe(0);
  });
});
