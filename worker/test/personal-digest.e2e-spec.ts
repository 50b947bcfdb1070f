import { loginAsAdmin } from '../../api/test/support/admin-session';
import { useSmtpAppWithWorkers } from '../../api/test/support/mail-stage';
import type { ReceivedMail, SmtpTestServer } from '../../api/test/support/smtp-test-server';
import type { TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { insertArticle, insertArtist, insertSubscriber } from '../../api/test/support/test-data';
import { waitFor } from '../../api/test/support/worker-process';
import { isolatedQueuePrefix } from './support/jobs-harness';

jest.setTimeout(180_000);

const DAY_MS = 86_400_000;

/**
 * The weekly digest written for each reader, sent by a real worker to a real
 * SMTP server and read back: the editor's core is the same for all, each
 * reader's picks follow their own signals with a line saying why, and the
 * counted links land on the story once counted.
 */
describe('a personal weekly digest through the real worker and a real SMTP server', () => {
  const prefix = isolatedQueuePrefix('personal-digest');
  const stage = useSmtpAppWithWorkers(prefix);
  const { startWorker } = stage;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let cookies: string[];

  beforeAll(async () => {
    ({ smtp, t } = stage);
    await truncateAll(t.dataSource);
    cookies = await loginAsAdmin(t);
  });

  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

  /** Two artists, the core, stories about each artist, reviews, and readers A, B and C with their signals. */
  const seed = async () => {
    const tay = await insertArtist(t.dataSource, { name: 'Tay Lumen' });
    const odell = await insertArtist(t.dataSource, { name: 'Odell Quarters' });
    const mention = (articleId: number, artistId: number) =>
      q(`INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, now())`, [
        articleId,
        artistId,
      ]);
    const article = (title: string, category: string, days: number) =>
      insertArticle(t.dataSource, { title, excerpt: `${title}, the excerpt.`, category, publishedAt: daysAgo(days) });

    const coreLead = await article('Core lead story', 'BREAKING', 1);
    const coreSecond = await article('Core second story', 'CULTURE', 2);
    const tayNews = await article('Tay Lumen announces a tour', 'CULTURE', 1);
    await mention(tayNews, tay);
    const tayInCore = await article('Tay Lumen in the core too', 'CULTURE', 3);
    await mention(tayInCore, tay);
    await mention(coreLead, tay);
    const odellNews = await article('Odell Quarters drops a single', 'CULTURE', 2);
    await mention(odellNews, odell);
    const freshReview = await article('A fresh review of Blue Line', 'REVIEW', 1);
    const readReviewOne = await article('Review one, read', 'REVIEW', 4);
    const readReviewTwo = await article('Review two, read', 'REVIEW', 5);
    const popular = await article('The most-read piece of the week', 'FEATURE', 2);

    const readerA = await insertSubscriber(t.dataSource, { email: 'reader-a@example.com', firstName: 'Ada' });
    const readerB = await insertSubscriber(t.dataSource, { email: 'reader-b@example.com', firstName: 'Bo' });
    await insertSubscriber(t.dataSource, { email: 'reader-c@example.com', firstName: 'Cy' });
    await q(`INSERT INTO artist_follows (subscription_id, artist_id) VALUES ($1, $2), ($3, $4)`, [
      readerA,
      tay,
      readerB,
      odell,
    ]);
    // Reader A read two reviews this month, in a browser linked to their subscription.
    await q(`INSERT INTO subscriber_sessions (subscription_id, session_id) VALUES ($1, 'session-of-a')`, [readerA]);
    const signal = (session: string, articleId: number) =>
      q(
        `INSERT INTO user_interactions (event_id, session_id, article_id, interaction_type, created_at)
         VALUES (gen_random_uuid(), $1, $2, 'view', now() - interval '2 days')`,
        [session, articleId],
      );
    await signal('session-of-a', readReviewOne);
    await signal('session-of-a', readReviewTwo);
    // Other readers made one story the week's most read.
    for (const session of ['someone-1', 'someone-2', 'someone-3']) await signal(session, popular);

    const content = [
      'The week in hip hop, picked by the editor.',
      '## Most read this week',
      `1. [Core lead story](${t.url}/article/${coreLead}): the lead.`,
      `2. [Core second story](${t.url}/article/${coreSecond}): the second.`,
      `3. [Tay Lumen in the core too](${t.url}/article/${tayInCore})`,
    ].join('\n\n');
    const [digest]: { id: number }[] = await q(
      `INSERT INTO newsletters (title, description, content, tags, digest_week) VALUES
        ('Core lead story, and 2 more stories', 'The week.', $1, '{Weekly,Digest}', '2026-W48') RETURNING id`,
      [content],
    );
    return { digest: digest.id, coreLead, coreSecond, tayInCore, tayNews, odellNews, freshReview, popular };
  };

  /** The personal section of an email's text part, from its heading to the footer. */
  const picksOf = (mail: ReceivedMail, heading: string) => {
    const text = mail.parsed.text ?? '';
    const start = text.indexOf(heading.toUpperCase());
    expect(start).toBeGreaterThan(0);
    return text.slice(start);
  };

  it('sends each reader the same core and their own picks with the reason for each, counts clicks once and shows them on the stats', async () => {
    const ids = await seed();
    await startWorker({ EMAIL_RATE_PER_SECOND: '0' });

    await t.http().post(`/api/admin/newsletters/${ids.digest}/send`).set('Cookie', cookies).send({}).expect(202);
    const [a, b, c] = await Promise.all(
      ['reader-a@example.com', 'reader-b@example.com', 'reader-c@example.com'].map((to) =>
        smtp.waitForMail(to, () => true, 60_000),
      ),
    );

    // The same core for everyone: each core story, in the editor's order, before the picks.
    for (const mail of [a, b, c]) {
      const html = mail.parsed.html as string;
      expect(html.indexOf('Core lead story')).toBeLessThan(html.indexOf('Core second story'));
      expect(html).toContain('Tay Lumen in the core too');
    }

    const picksA = picksOf(a, 'Picked for you');
    expect(picksA).toContain('Tay Lumen announces a tour (You follow Tay Lumen)');
    expect(picksA).toContain('A fresh review of Blue Line (You read two Reviews this month)');
    expect(picksA).not.toContain('Odell Quarters drops a single');
    // Never a story in the core, never one they read.
    expect(picksA).not.toContain('Tay Lumen in the core too');
    expect(picksA).not.toContain('Review one, read');
    expect(picksA).not.toContain('Core lead story');

    const picksB = picksOf(b, 'Picked for you');
    expect(picksB).toContain('Odell Quarters drops a single (You follow Odell Quarters)');
    expect(picksB).not.toContain('Tay Lumen announces a tour');
    expect(picksB).not.toContain('Reviews this month');

    const picksC = picksOf(c, 'Most read this week');
    expect(picksC).toContain("The most-read piece of the week (One of the week's most-read stories)");
    expect(c.parsed.html).toContain('Most read this week');
    expect(c.parsed.text).not.toContain('PICKED FOR YOU');

    // Every story link is the recipient's own counted link; none names a story address to go to.
    const linksOf = (mail: ReceivedMail) => [
      ...(mail.parsed.html as string).matchAll(/href="([^"]*\/api\/newsletters\/r\/[^"]+)"/g),
    ];
    const tayLink = linksOf(a)
      .map((match) => match[1])
      .find(
        (href) => (a.parsed.html as string).indexOf(href) < (a.parsed.html as string).indexOf('Tay Lumen announces'),
      );
    expect(linksOf(a).length).toBeGreaterThanOrEqual(5);
    expect(linksOf(a).map((match) => match[1])).not.toEqual(linksOf(b).map((match) => match[1]));
    expect(tayLink).toBeDefined();

    const sent = await waitFor(
      async () => {
        const stats = (
          await t.http().get(`/api/admin/newsletters/${ids.digest}/deliveries`).set('Cookie', cookies).expect(200)
        ).body;
        return stats.status === 'sent' ? stats : null;
      },
      { timeoutMs: 60_000, intervalMs: 250, what: 'the digest to be sent' },
    );
    expect(sent).toMatchObject({ total: 3, sent: 3 });

    // Reader A clicks a pick twice and a core story once: counted once each, and sent on to the story.
    const pickHref = (a.parsed.html as string).match(
      /href="([^"]*\/api\/newsletters\/r\/[^"]+)"[^>]*>Tay Lumen announces a tour</,
    )![1];
    const coreHref = (a.parsed.html as string).match(
      /href="([^"]*\/api\/newsletters\/r\/[^"]+)"[^>]*>Core lead story</,
    )![1];
    const path = (href: string) => new URL(href.replace(/&amp;/g, '&')).pathname;
    for (const href of [pickHref, pickHref, coreHref]) {
      const response = await t.http().get(path(href)).expect(302);
      expect(response.headers.location).toMatch(new RegExp(`^${t.url}/article/\\d+$`));
    }
    const toPick = await t.http().get(path(pickHref)).expect(302);
    expect(toPick.headers.location).toBe(`${t.url}/article/${ids.tayNews}`);
    // Like every link of our emails, it recognises the browser as the subscriber's, who is then asked for by name.
    const recognitionCookie = ([] as string[])
      .concat(toPick.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('cypher.subscriber='));
    expect(recognitionCookie).toMatch(/HttpOnly/i);
    expect(recognitionCookie).toMatch(/SameSite=Lax/i);
    const recognised = await t
      .http()
      .get('/api/subscriptions/recognition?sessionId=session-1764000000000-digestclick')
      .set('Cookie', recognitionCookie!.split(';')[0])
      .expect(200);
    expect(recognised.body).toMatchObject({ recognised: true });
    // A token altered by one character is refused, counts nothing, and redirects nowhere.
    const forged = path(pickHref).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await t.http().get(forged).expect(400);
    expect(refused.body.message).toMatch(/damaged or incomplete/);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.headers['set-cookie']).toBeUndefined();

    const clicks = (
      await t.http().get(`/api/admin/newsletters/${ids.digest}/click-through`).set('Cookie', cookies).expect(200)
    ).body;
    expect(clicks).toEqual({
      personal: true,
      recipients: 3,
      core: { links: 9, clicks: 1, readers: 1, rate: 0.333 },
      picks: { links: expect.any(Number), clicks: 1, readers: 1, rate: 0.333 },
    });

    // The admin sees reader B's copy as it was sent: their picks and why.
    const copy = (
      await t
        .http()
        .get(`/api/admin/newsletters/${ids.digest}/copies`)
        .query({ email: 'reader-b@example.com' })
        .set('Cookie', cookies)
        .expect(200)
    ).body;
    expect(copy).toMatchObject({
      email: 'reader-b@example.com',
      firstName: 'Bo',
      status: 'sent',
      heading: 'Picked for you',
    });
    expect(copy.picks).toContainEqual({
      articleId: ids.odellNews,
      title: 'Odell Quarters drops a single',
      why: 'You follow Odell Quarters',
    });
    expect(copy.html).toContain('Odell Quarters drops a single');
    expect(copy.html).toContain('Core lead story');
    const nobody = await t
      .http()
      .get(`/api/admin/newsletters/${ids.digest}/copies`)
      .query({ email: 'nobody@example.com' })
      .set('Cookie', cookies)
      .expect(404);
    expect(nobody.body.message).toMatch(/No personal copy/);

    // The preview shows the issue as three different readers would get it.
    const preview = (
      await t.http().get(`/api/admin/newsletters/${ids.digest}/personal-preview`).set('Cookie', cookies).expect(200)
    ).body;
    expect(preview.personal).toBe(true);
    expect(preview.samples.map((sample: { label: string }) => sample.label)).toEqual([
      'Follows 1 artist, 2 reads this month',
      'Follows 1 artist',
      'No signals yet',
    ]);
    expect(preview.samples[0].html).toContain('You follow Tay Lumen');
    expect(preview.samples[1].html).toContain('You follow Odell Quarters');
    expect(preview.samples[2].html).toContain('Most read this week');
  });
});
