import { useSignedInAdmin } from '../support/signed-in-admin';

describe('admin content management', () => {
  const { post, patch, remove, app } = useSignedInAdmin();

  describe('articles', () => {
    it('creates with category CULTURE by default; the article appears on the public list', async () => {
      const created = await post('/api/articles', {
        title: '  Fresh Verse  ',
        excerpt: 'A short summary',
        content: 'Three words here',
        imageUrl: '',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Fresh Verse',
        category: 'CULTURE',
        imageUrl: null,
        wordCount: 3,
        featured: false,
      });
      const list = await app().http().get('/api/articles');
      expect(list.body.map((a: { title: string }) => a.title)).toEqual(['Fresh Verse']);
    });

    it('rejects a missing title, an unknown category and a javascript: image URL with 400 messages', async () => {
      const noTitle = await post('/api/articles', { excerpt: 'E', content: 'C' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.message).toBe('Title is required');
      const blank = await post('/api/articles', { title: '   ', excerpt: 'E', content: 'C' });
      expect(blank.body.message).toBe('Title is required');
      const category = await post('/api/articles', { title: 'T', excerpt: 'E', content: 'C', category: 'GOSSIP' });
      expect(category.status).toBe(400);
      expect(category.body.message).toBe('Category must be one of BREAKING, CULTURE, FEATURE, REVIEW');
      const script = await post('/api/articles', {
        title: 'T',
        excerpt: 'E',
        content: 'C',
        imageUrl: 'javascript:alert(1)',
      });
      expect(script.status).toBe(400);
      expect(script.body.message).toMatch(/Image URL must be a web address/);
      const extra = await post('/api/articles', { title: 'T', excerpt: 'E', content: 'C', id: 99 });
      expect(extra.status).toBe(400);
    });

    it('edits and deletes', async () => {
      const { body } = await post('/api/articles', { title: 'Old', excerpt: 'E', content: 'C', category: 'BREAKING' });
      const edited = await patch(`/api/articles/${body.id}`, { title: 'New', featured: true });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: body.id, title: 'New', category: 'BREAKING', featured: true });
      expect((await patch(`/api/articles/${body.id}`, { title: '' })).status).toBe(400);
      expect((await patch(`/api/articles/${body.id}`, { title: null })).status).toBe(400);
      expect((await patch('/api/articles/999999', { title: 'X' })).status).toBe(404);

      expect((await remove(`/api/articles/${body.id}`)).status).toBe(204);
      expect((await app().http().get(`/api/articles/${body.id}`)).status).toBe(404);
      expect((await remove(`/api/articles/${body.id}`)).status).toBe(404);
    });
  });

  describe('artists', () => {
    it('creates as published when no status is given, edits and deletes', async () => {
      const created = await post('/api/artists', { name: 'MC Test', genre: 'Boom bap', description: 'From the block' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'MC Test',
        status: 'published',
        contentStatus: 'published',
        isSpotlighted: false,
      });
      expect((await post('/api/artists', { name: 'X', genre: 'G' })).body.message).toBe('Description is required');
      const edited = await patch(`/api/artists/${created.body.id}`, { location: 'Atlanta, GA' });
      expect(edited.body.location).toBe('Atlanta, GA');
      expect((await remove(`/api/artists/${created.body.id}`)).status).toBe(204);
      expect((await app().http().get(`/api/artists/${created.body.id}`)).status).toBe(404);
    });
  });

  describe('releases', () => {
    const release = { title: 'Tape', artist: 'MC Test', linkUrl: 'https://music.example/tape', type: 'mixtape' };

    it("creates with source 'manual' and answers 409 for a link that already exists", async () => {
      const created = await post('/api/releases', release);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...release, source: 'manual' });
      const duplicate = await post('/api/releases', { ...release, title: 'Other' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ statusCode: 409, message: 'A release with this link already exists.' });
    });

    it('requires the link URL and a known type', async () => {
      expect((await post('/api/releases', { title: 'T', artist: 'A', type: 'single' })).body.message).toBe(
        'Link URL is required',
      );
      const badType = await post('/api/releases', { ...release, type: 'boxset' });
      expect(badType.status).toBe(400);
      expect(badType.body.message).toBe('Type must be one of single, album, EP, mixtape');
    });

    it("takes a path on this site as the link (the demo's releases lead to the site's search), never another site's '//' or a script", async () => {
      const created = await post('/api/releases', { ...release, linkUrl: '/search?q=MC%20Test%20Tape' });
      expect(created.status).toBe(201);
      expect(
        (
          await patch(`/api/releases/${created.body.id}`, {
            title: 'Tape (edited)',
            linkUrl: '/search?q=MC%20Test%20Tape',
          })
        ).status,
      ).toBe(200);
      for (const linkUrl of ['//evil.example/tape', 'javascript:alert(1)', '/\\evil.example', 'search?q=x']) {
        const refused = await patch(`/api/releases/${created.body.id}`, { linkUrl });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(
          'Link URL must be a web address starting with http:// or https://, or a path on this site starting with /',
        );
      }
    });

    it('answers 409 when an edit would reuse another release link, then deletes', async () => {
      await post('/api/releases', release);
      const second = await post('/api/releases', { ...release, linkUrl: 'https://music.example/two' });
      expect((await patch(`/api/releases/${second.body.id}`, { linkUrl: release.linkUrl })).status).toBe(409);
      expect((await remove(`/api/releases/${second.body.id}`)).status).toBe(204);
      const list = await app().http().get('/api/releases');
      expect(list.body).toHaveLength(1);
    });
  });

  describe('events', () => {
    it('stores the instant the admin meant, whatever the offset it was written with', async () => {
      const created = await post('/api/events', {
        title: 'Cypher Night',
        location: 'Brooklyn',
        artists: 'A, B',
        eventDate: '2030-06-01T20:00:00-04:00',
      });
      expect(created.status).toBe(201);
      expect(created.body.eventDate).toBe('2030-06-02T00:00:00.000Z');
      expect(created.body.ticketsAvailable).toBe(true);
    });

    it("answers 'Event date is required' for a missing or empty date, and refuses a date without time zone", async () => {
      const base = { title: 'T', location: 'L', artists: 'A' };
      const missing = await post('/api/events', base);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Event date is required');
      expect((await post('/api/events', { ...base, eventDate: '' })).body.message).toBe('Event date is required');
      const local = await post('/api/events', { ...base, eventDate: '2030-06-01T20:00' });
      expect(local.status).toBe(400);
      expect(local.body.message).toMatch(/time zone/);
      const nonsense = await post('/api/events', { ...base, eventDate: '2030-13-45T99:00:00Z' });
      expect(nonsense.status).toBe(400);
    });

    it('edits tickets and deletes', async () => {
      const { body } = await post('/api/events', {
        title: 'T',
        location: 'L',
        artists: 'A',
        eventDate: '2030-01-01T00:00:00.000Z',
        ticketsAvailable: true,
      });
      const soldOut = await patch(`/api/events/${body.id}`, { ticketsAvailable: false });
      expect(soldOut.body.ticketsAvailable).toBe(false);
      expect((await remove(`/api/events/${body.id}`)).status).toBe(204);
      expect((await app().http().get('/api/events')).body).toEqual([]);
    });
  });

  describe('newsletters', () => {
    it('defaults tags to an empty list, cleans tags, edits and deletes', async () => {
      const plain = await post('/api/newsletters', { title: 'Weekly', description: 'D', content: 'C' });
      expect(plain.status).toBe(201);
      expect(plain.body.tags).toEqual([]);
      const tagged = await post('/api/newsletters', {
        title: 'Tagged',
        description: 'D',
        content: 'C',
        tags: [' trap ', 'trap', 'drill', ''],
      });
      expect(tagged.body.tags).toEqual(['trap', 'drill']);
      expect((await post('/api/newsletters', { title: 'T', description: 'D', content: 'C', tags: 'x' })).status).toBe(
        400,
      );
      const edited = await patch(`/api/newsletters/${plain.body.id}`, { tags: ['a', 'b', 'c', 'd'] });
      expect(edited.body.tags).toEqual(['a', 'b', 'c', 'd']);
      expect((await remove(`/api/newsletters/${plain.body.id}`)).status).toBe(204);
      expect(await app().dataSource.query(`SELECT id FROM newsletters`)).toEqual([{ id: tagged.body.id }]);
    });
    it('keeps every issue that has not gone out off the public archive: a draft, a published one, a scheduled one', async () => {
      const newsletter = { title: 'Week 48', description: 'The week', content: 'Body' };
      const publicIds = async () =>
        ((await app().http().get('/api/newsletters')).body as { id: number }[]).map((item) => item.id);

      const draft = await post('/api/newsletters', { ...newsletter, draft: true });
      expect(draft.status).toBe(201);
      expect(draft.body.publishedAt).toBeNull();
      expect(await publicIds()).toEqual([]);
      expect((await app().http().get(`/api/newsletters/${draft.body.id}`)).status).toBe(404);

      const published = await patch(`/api/newsletters/${draft.body.id}`, { draft: false });
      expect(published.body.publishedAt).toEqual(expect.any(String));
      // The archive lists the issues we have sent; this one has not gone out yet.
      expect(await publicIds()).toEqual([]);

      const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await post(`/api/admin/newsletters/${draft.body.id}/send`, { scheduledAt });
      expect(scheduled.status).toBe(202);
      expect(await publicIds()).toEqual([]);
      expect((await patch(`/api/newsletters/${draft.body.id}`, { draft: true })).status).toBe(409);
      expect((await remove(`/api/admin/newsletters/${draft.body.id}/send`)).status).toBe(204);
      expect(await publicIds()).toEqual([]);
    });
  });

  it('answers 400 for a malformed id', async () => {
    expect((await patch('/api/articles/abc', { title: 'X' })).status).toBe(400);
    expect((await remove('/api/events/-1')).status).toBe(400);
  });
});
