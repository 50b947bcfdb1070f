import { SubscriberSessionsStore } from '../src/modules/subscriptions/subscriber-sessions.store';
import { SUBSCRIBER_COOKIE } from '../src/modules/recognition/subscriber-cookie';
import { RECOGNITION_LINK_TTL_MS } from '../src/modules/subscriptions/links/subscriber-link-token';
import { SubscriberLinks } from '../src/modules/subscriptions/links/subscriber-links';
import { RECOGNITION_MESSAGES } from '../src/shared/contracts/recognition';
import { insertArticle, insertArtist, insertSubscriber } from './support/test-data';
import { useTestApp } from './support/use-test-app';

/**
 * A subscriber recognised by their browser, against the real API: the signed
 * token of an email link sets a signed HttpOnly cookie, the visitor session's
 * follows become the subscription's, the preferences page opens by the cookie
 * alone, and 'Not me' undoes it all. Forged, expired and foreign tokens and
 * cookies recognise nobody.
 */
describe('a subscriber recognised by their browser', () => {
  const app = useTestApp();
  /** The app's own link signer: the tokens it makes are signed with the key the app checks them against. */
  const links = () => app.app.get(SubscriberLinks);
  let counter = 0;
  const newSession = () => `session-${Date.now()}-recog${(counter += 1)}`;
  /** The `st` token a link in an email to this subscriber carries. */
  const stFor = (subscriptionId: number, now = Date.now()) =>
    new URL(links().recognising(`${app.url}/article/1`, subscriptionId, now)).searchParams.get('st')!;
  const recognise = (token: string, sessionId: string) =>
    app.http().post('/api/subscriptions/recognition').send({ token, sessionId });
  /** The `name=value` pair of the cookie a response set, as the browser sends it back. */
  const cookieFrom = (response: { headers: Record<string, unknown> }) => {
    const header = (response.headers['set-cookie'] as string[] | undefined)?.find((line) =>
      line.startsWith(`${SUBSCRIBER_COOKIE}=`),
    );
    return header?.split(';')[0];
  };
  const sessionRows = () =>
    app.dataSource.query(`SELECT session_id, subscription_id FROM subscriber_sessions ORDER BY session_id`);

  it('sets a signed, HttpOnly, SameSite=Lax cookie from a link token and records the session', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'dee.reader@example.com' });
    const sessionId = newSession();

    const answer = await recognise(stFor(id), sessionId);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({ recognised: true, email: 'd***@example.com' });
    const setCookie = (answer.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SUBSCRIBER_COOKIE}=`),
    )!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=\d+/);
    // The site here is served over plain http: a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/; Secure/);
    // The cookie is not the link's token: a link cannot be replayed as a cookie, nor a cookie as a link.
    expect(setCookie).not.toContain(stFor(id));
    expect(await sessionRows()).toEqual([{ session_id: sessionId, subscription_id: id }]);

    const cookie = cookieFrom(answer)!;
    const known = await app.http().get('/api/subscriptions/recognition').query({ sessionId }).set('Cookie', cookie);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ recognised: true, email: 'd***@example.com' });
    const stranger = await app.http().get('/api/subscriptions/recognition').query({ sessionId: newSession() });
    expect(stranger.body).toEqual({ recognised: false });
  });

  it('recognises from the preferences link of every email, too', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'prefs@example.com' });
    const token = new URL(links().preferencesPage(id)).searchParams.get('token')!;
    const answer = await recognise(token, newSession());
    expect(answer.status).toBe(200);
    expect(cookieFrom(answer)).toBeDefined();
  });

  it('refuses forged, tampered, foreign-purpose and expired tokens, setting no cookie and linking nothing', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'old@example.com' });
    const valid = stFor(id);
    const cases: [string, string][] = [
      [stFor(id, Date.now() - RECOGNITION_LINK_TTL_MS - 60_000), RECOGNITION_MESSAGES.expired],
      [valid.replace(/^r\.[0-9a-z]+\./, `r.${(id + 1).toString(36)}.`), RECOGNITION_MESSAGES.invalid],
      [`${valid.slice(0, -3)}abc`, RECOGNITION_MESSAGES.invalid],
      [new URL(links().unsubscribePage(id)).searchParams.get('token')!, RECOGNITION_MESSAGES.invalid],
      ['r.1.zz.forged', RECOGNITION_MESSAGES.invalid],
    ];
    for (const [token, message] of cases) {
      const answer = await recognise(token, newSession());
      expect({ token, status: answer.status, body: answer.body }).toEqual({
        token,
        status: 401,
        body: { statusCode: 401, message },
      });
      expect(cookieFrom(answer)).toBeUndefined();
    }
    const malformed = await app.http().post('/api/subscriptions/recognition').send({ token: valid, sessionId: 'me' });
    expect(malformed.status).toBe(400);
    expect(await sessionRows()).toEqual([]);
  });

  it('trusts a cookie only when its signature verifies, and never for an unsubscribed subscription', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'cookie@example.com' });
    const sessionId = newSession();
    const cookie = cookieFrom(await recognise(stFor(id), sessionId))!;
    const [name, value] = cookie.split('=');
    const parts = value.split('.');
    const forgedCookies = [
      // Another subscription's id under this cookie's signature.
      `${name}=${[parts[0], (id + 1).toString(36), parts[2], parts[3]].join('.')}`,
      // A link token is signed for links, not for browsers.
      `${name}=${stFor(id)}`,
      `${name}=b.1.zz.forged`,
    ];
    for (const forged of forgedCookies) {
      const answer = await app.http().get('/api/subscriptions/recognition').query({ sessionId }).set('Cookie', forged);
      expect(answer.body).toEqual({ recognised: false });
      // The bad cookie is cleared rather than sent again with every request.
      expect(cookieFrom(answer)).toBe(`${SUBSCRIBER_COOKIE}=`);
      const preferences = await app.http().get('/api/subscriptions/preferences').set('Cookie', forged);
      expect(preferences.status).toBe(401);
    }

    await app.dataSource.query(`UPDATE subscriptions SET status = 'unsubscribed', is_active = false WHERE id = $1`, [
      id,
    ]);
    const after = await app.http().get('/api/subscriptions/recognition').query({ sessionId }).set('Cookie', cookie);
    expect(after.body).toEqual({ recognised: false });
    expect((await app.http().get('/api/subscriptions/preferences').set('Cookie', cookie)).status).toBe(401);
    const again = await recognise(stFor(id), newSession());
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(RECOGNITION_MESSAGES.notSubscribed);
  });

  it("makes the session's follows the subscription's, one list for the Follow buttons and the preferences page", async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'fan@example.com' });
    const junie = await insertArtist(app.dataSource, { name: 'Junie Marz' });
    const tay = await insertArtist(app.dataSource, { name: 'Tay Lumen' });
    const sessionId = newSession();
    // Followed while still anonymous.
    await app.http().post('/api/follows').send({ sessionId, artistId: junie }).expect(201);

    const cookie = cookieFrom(await recognise(stFor(id), sessionId))!;
    const follows = (session: string) =>
      app.http().get('/api/follows').query({ sessionId: session }).set('Cookie', cookie).expect(200);
    expect((await follows(sessionId)).body).toEqual([expect.objectContaining({ artistId: junie })]);
    expect(await app.dataSource.query(`SELECT subscription_id, session_id, artist_id FROM artist_follows`)).toEqual([
      { subscription_id: id, session_id: null, artist_id: junie },
    ]);

    // A follow from the recognised browser is the subscriber's: the preferences page, opened by the cookie, shows it.
    await app.http().post('/api/follows').set('Cookie', cookie).send({ sessionId, artistId: tay }).expect(201);
    await app.http().post('/api/follows').set('Cookie', cookie).send({ sessionId, artistId: tay }).expect(200);
    const preferences = await app.http().get('/api/subscriptions/preferences').set('Cookie', cookie).expect(200);
    expect(preferences.body.email).toBe('fan@example.com');
    expect([...preferences.body.follows].sort()).toEqual([junie, tay].sort());

    // Saved on the preferences page (by the cookie), the Follow buttons' list agrees.
    await app
      .http()
      .put('/api/subscriptions/preferences')
      .set('Cookie', cookie)
      .send({ follows: [tay], categories: ['REVIEW'], alerts: true })
      .expect(200);
    expect((await follows(sessionId)).body.map((follow: { artistId: number }) => follow.artistId)).toEqual([tay]);
    await app.http().delete(`/api/follows/${tay}`).query({ sessionId }).set('Cookie', cookie).expect(204);
    const emptied = await app.http().get('/api/subscriptions/preferences').set('Cookie', cookie).expect(200);
    expect(emptied.body).toMatchObject({ follows: [], categories: ['REVIEW'], alerts: true });

    // Another browser of the same subscriber (its own session) sees the same follows once its session joins.
    await app.http().post('/api/follows').set('Cookie', cookie).send({ sessionId, artistId: junie }).expect(201);
    const laptop = newSession();
    expect((await follows(laptop)).body).toEqual([expect.objectContaining({ artistId: junie })]);
    const sessions = await app.app.get(SubscriberSessionsStore).sessionsOf(id);
    expect(sessions.map((session) => session.sessionId).sort()).toEqual([sessionId, laptop].sort());
  });

  it("leads the session's 'For You' with the subscriber's follows while linked, and not after 'Not me'", async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'reader@example.com' });
    const junie = await insertArtist(app.dataSource, { name: 'Junie Marz' });
    const story = await insertArticle(app.dataSource, { title: 'Junie Marz Announces A Summer Tour' });
    await app.dataSource.query(
      `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, now())`,
      [story, junie],
    );
    // The subscriber followed Junie Marz from their preferences page, before this browser was recognised.
    const token = new URL(links().preferencesPage(id)).searchParams.get('token')!;
    await app
      .http()
      .put('/api/subscriptions/preferences')
      .query({ token })
      .send({ follows: [junie], categories: [], alerts: false })
      .expect(200);
    const sessionId = newSession();
    const reasons = async () =>
      (await app.http().get('/api/personalization/recommendations').query({ sessionId }).expect(200)).body.map(
        (item: { recommendationReason: string }) => item.recommendationReason,
      );
    // Asked once anonymously, so a kept answer exists that linking must replace.
    expect(await reasons()).toEqual([]);

    const cookie = cookieFrom(await recognise(stFor(id), sessionId))!;
    expect(await reasons()).toEqual(['Because you follow Junie Marz']);

    await app
      .http()
      .post('/api/subscriptions/recognition/not-me')
      .set('Cookie', cookie)
      .send({ sessionId })
      .expect(204);
    expect(await reasons()).toEqual([]);
  });

  it("'Not me' clears the cookie and unlinks the session; the subscription keeps its follows", async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'shared@example.com' });
    const junie = await insertArtist(app.dataSource, { name: 'Junie Marz' });
    const sessionId = newSession();
    const cookie = cookieFrom(await recognise(stFor(id), sessionId))!;
    await app.http().post('/api/follows').set('Cookie', cookie).send({ sessionId, artistId: junie }).expect(201);

    const notMe = await app
      .http()
      .post('/api/subscriptions/recognition/not-me')
      .set('Cookie', cookie)
      .send({ sessionId });
    expect(notMe.status).toBe(204);
    const cleared = (notMe.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SUBSCRIBER_COOKIE}=`),
    )!;
    expect(cleared).toMatch(/^cypher\.subscriber=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(await sessionRows()).toEqual([]);

    // The browser, without its cookie, is anonymous again; the subscriber's follows stay theirs.
    const anonymous = await app.http().get('/api/follows').query({ sessionId }).expect(200);
    expect(anonymous.body).toEqual([]);
    const token = new URL(links().preferencesPage(id)).searchParams.get('token')!;
    const theirs = await app.http().get('/api/subscriptions/preferences').query({ token }).expect(200);
    expect(theirs.body.follows).toEqual([junie]);

    // Saying it twice, or for a session never recognised, is the same success.
    await app.http().post('/api/subscriptions/recognition/not-me').send({ sessionId }).expect(204);
    await app.http().post('/api/subscriptions/recognition/not-me').send({ sessionId: 'nope' }).expect(400);
  });
});

describe('a subscriber recognised on a site served over https', () => {
  const app = useTestApp({ PUBLIC_URL: 'https://cypher.example' });

  it('gets a Secure cookie', async () => {
    const id = await insertSubscriber(app.dataSource, { email: 'secure@example.com' });
    const link = app.app.get(SubscriberLinks).recognising('https://cypher.example/', id);
    expect(link).toMatch(/^https:\/\/cypher\.example\/\?st=r\./);
    const answer = await app
      .http()
      .post('/api/subscriptions/recognition')
      .send({ token: new URL(link).searchParams.get('st'), sessionId: `session-${Date.now()}-secure1` });
    expect(answer.status).toBe(200);
    const setCookie = (answer.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SUBSCRIBER_COOKIE}=`),
    )!;
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
  });
});
