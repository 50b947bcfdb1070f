import { currentIsoWeek } from '../src/shared/domain/iso-week';
import { signInAdmin } from './support/admin-session';
import { insertArticle, insertArtist, insertEvent, insertRelease } from './support/test-data';
import { useTestApp } from './support/use-test-app';

const DAY = 86_400_000;

describe("an artist's story and a story's related reads", () => {
  const t = useTestApp();

  const mention = (articleId: number, artistId: number, publishedAt: Date) =>
    t.dataSource.query(
      'INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, $3)',
      [articleId, artistId, publishedAt],
    );

  describe('GET /api/artists/:id/story', () => {
    it('gathers the latest stories naming them, their releases, their upcoming shows and the spotlight reason', async () => {
      const artist = await insertArtist(t.dataSource, { name: 'Lil Sable' });
      const other = await insertArtist(t.dataSource, { name: 'Someone Else' });
      const old = new Date(Date.now() - 3 * DAY);
      const recent = new Date(Date.now() - DAY);
      const olderStory = await insertArticle(t.dataSource, { title: 'Older story', publishedAt: old });
      const newerStory = await insertArticle(t.dataSource, { title: 'Newer story', publishedAt: recent });
      const unrelated = await insertArticle(t.dataSource, { title: 'Unrelated', publishedAt: recent });
      await mention(olderStory, artist, old);
      await mention(newerStory, artist, recent);
      await mention(unrelated, other, recent);
      await insertRelease(t.dataSource, { title: 'Velvet Trap', artist: 'lil sable', releaseDate: old });
      await insertRelease(t.dataSource, { title: 'Not theirs', artist: 'Someone Else' });
      await insertEvent(t.dataSource, {
        title: 'Past show',
        artists: 'Lil Sable',
        eventDate: new Date(Date.now() - DAY),
      });
      await insertEvent(t.dataSource, {
        title: 'Next show',
        artists: 'DJ One, Lil-Sable',
        eventDate: new Date(Date.now() + DAY),
      });
      await insertEvent(t.dataSource, {
        title: 'Lil Sables tribute',
        artists: 'Lil Sables',
        eventDate: new Date(Date.now() + DAY),
      });
      const week = currentIsoWeek();
      await t.dataSource.query(
        `INSERT INTO artist_spotlights (week, artist_id, position, reason) VALUES ($1, $2, 1, $3)`,
        [week, artist, JSON.stringify({ week, recentReleases: 1, articleMentions: 2, score: 5, windowDays: 30 })],
      );
      await t.dataSource.query('UPDATE artists SET is_spotlighted = true, spotlight_week = $2 WHERE id = $1', [
        artist,
        week,
      ]);

      const response = await t.http().get(`/api/artists/${artist}/story`).expect(200);

      expect(response.body.artistId).toBe(artist);
      expect(response.body.news.map((story: { id: number }) => story.id)).toEqual([newerStory, olderStory]);
      expect(Object.keys(response.body.news[0]).sort()).toEqual(
        ['category', 'excerpt', 'id', 'imageUrl', 'publishedAt', 'source', 'title'].sort(),
      );
      expect(response.body.releases.map((release: { title: string }) => release.title)).toEqual(['Velvet Trap']);
      expect(response.body.upcomingEvents.map((event: { title: string }) => event.title)).toEqual(['Next show']);
      expect(response.body.spotlightReason).toEqual({
        week,
        recentReleases: 1,
        articleMentions: 2,
        score: 5,
        windowDays: 30,
      });
    });

    it('answers empty lists and no reason for an artist with nothing around them', async () => {
      const artist = await insertArtist(t.dataSource, { name: 'Quiet One' });
      const response = await t.http().get(`/api/artists/${artist}/story`).expect(200);
      expect(response.body).toEqual({
        artistId: artist,
        news: [],
        releases: [],
        upcomingEvents: [],
        spotlightReason: null,
      });
    });

    it('is a 404 for an unknown artist and a 400 or 404 for a malformed id, never a 500', async () => {
      const missing = await t.http().get('/api/artists/999999/story');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Artist 999999 was not found.' });
      for (const bad of ['abc', '-1', '1.5', '99999999999999999999', '%00']) {
        const response = await t.http().get(`/api/artists/${bad}/story`);
        expect([400, 404]).toContain(response.status);
      }
    });

    it('sees a new match at once: the cached answer depends on the mentions table', async () => {
      const artist = await insertArtist(t.dataSource, { name: 'Fresh Face' });
      const story = await insertArticle(t.dataSource, { title: 'Fresh Face arrives' });
      expect((await t.http().get(`/api/artists/${artist}/story`).expect(200)).body.news).toEqual([]);
      await mention(story, artist, new Date());
      const after = await t.http().get(`/api/artists/${artist}/story`).expect(200);
      expect(after.body.news.map((item: { id: number }) => item.id)).toEqual([story]);
    });
  });

  describe('GET /api/articles/:id/related', () => {
    it('names the artists and puts stories about them first, then stories sharing a tag, never the story itself', async () => {
      const sable = await insertArtist(t.dataSource, { name: 'Lil Sable' });
      const now = Date.now();
      const at = (days: number) => new Date(now - days * DAY);
      const story = await insertArticle(t.dataSource, {
        title: 'The story',
        tags: 'drill, Atlanta',
        publishedAt: at(1),
      });
      const sameArtist = await insertArticle(t.dataSource, { title: 'Same artist', publishedAt: at(5) });
      const sameTag = await insertArticle(t.dataSource, { title: 'Same tag', publishedAt: at(2) });
      await insertArticle(t.dataSource, { title: 'Nothing shared', publishedAt: at(1) });
      await mention(story, sable, at(1));
      await mention(sameArtist, sable, at(5));
      // The factory writes no tags: set them as an editor would have.
      for (const [id, tags] of [
        [story, 'drill, Atlanta'],
        [sameTag, ' ATLANTA '],
      ] as const) {
        await t.dataSource.query('UPDATE articles SET tags = $2 WHERE id = $1', [id, tags]);
      }

      const response = await t.http().get(`/api/articles/${story}/related`).expect(200);

      expect(response.body.articleId).toBe(story);
      expect(response.body.artists).toEqual([{ id: sable, name: 'Lil Sable', genre: 'Hip-Hop', imageUrl: null }]);
      expect(response.body.related.map((item: { id: number }) => item.id)).toEqual([sameArtist, sameTag]);
    });

    it('is a 404 for an unknown story and a 400 or 404 for a malformed id, never a 500', async () => {
      const missing = await t.http().get('/api/articles/424242/related');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Article 424242 was not found.' });
      for (const bad of ['abc', '0', '1e3', '99999999999999999999']) {
        const response = await t.http().get(`/api/articles/${bad}/related`);
        expect([400, 404]).toContain(response.status);
      }
    });
  });

  describe('artist aliases in the admin API', () => {
    it('are stored as sent, and refused with a clear message when not a list of short names', async () => {
      const admin = await signInAdmin(t);
      const created = await admin
        .post('/api/artists', {
          name: 'Shawn Carter',
          genre: 'Hip Hop',
          description: 'Brooklyn.',
          aliases: ['Jay-Z', 'Hov'],
        })
        .expect(201);
      expect(created.body.aliases).toEqual(['Jay-Z', 'Hov']);
      const read = await t.http().get(`/api/artists/${created.body.id}`).expect(200);
      expect(read.body.aliases).toEqual(['Jay-Z', 'Hov']);

      const refusals: [unknown, RegExp][] = [
        ['Hov', /Aliases must be a list of names/],
        [null, /Aliases must be a list of names/],
        [[7], /Each alias must be text/],
        [['x'.repeat(201)], /Each alias must be at most 200 characters/],
        [Array.from({ length: 21 }, (_, i) => `Name ${i}`), /At most 20 aliases/],
      ];
      for (const [aliases, message] of refusals) {
        const response = await admin.patch(`/api/artists/${created.body.id}`, { aliases });
        expect(response.status).toBe(400);
        expect(JSON.stringify(response.body)).toMatch(message);
      }
      const unchanged = await t.http().get(`/api/artists/${created.body.id}`).expect(200);
      expect(unchanged.body.aliases).toEqual(['Jay-Z', 'Hov']);
    });
  });
});
