import { useSignedInAdmin } from './support/signed-in-admin';
import { insertArticle } from './support/test-data';

const HOUR = 3_600_000;

interface Card {
  id: number;
  title: string;
  storyId: number;
  storySize: number;
  otherSources?: string[];
}

/** Stories over HTTP on real Postgres: the fields every article carries, the story, the editor's moves. */
describe('stories', () => {
  const admin = useSignedInAdmin();
  const http = () => admin.app().http();
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

  /** Three outlets' reports of one event (moved together by the editor) and one article on its own. */
  const threeOutletsAndOne = async () => {
    const lead = await insertArticle(admin.app().dataSource, {
      title: 'Tavi Rowe signs with Night Shift Records',
      source: 'Bay Beat',
      sourceUrl: 'https://baybeat.test/tavi-rowe',
      wordCount: 400,
      publishedAt: ago(5),
    });
    const shorter = await insertArticle(admin.app().dataSource, {
      title: 'Night Shift lands Tavi Rowe',
      source: 'North Wire',
      sourceUrl: 'https://northwire.test/night-shift',
      wordCount: 120,
      publishedAt: ago(4),
    });
    const ours = await insertArticle(admin.app().dataSource, {
      title: 'Tavi Rowe picks an indie label',
      source: 'The Cypher',
      wordCount: 400,
      publishedAt: ago(3),
    });
    const alone = await insertArticle(admin.app().dataSource, {
      title: 'Kessler Park Jam reveals its lineup',
      source: 'Bay Beat',
      publishedAt: ago(1),
    });
    const storyId = (await http().get(`/api/articles/${lead}`).expect(200)).body.storyId as number;
    for (const articleId of [shorter, ours]) {
      await admin.post(`/api/admin/stories/${storyId}/articles`, { articleId }).expect(201);
    }
    return { lead, shorter, ours, alone, storyId };
  };

  it('gives every article a story of its own when it is stored, with its size', async () => {
    const first = await insertArticle(admin.app().dataSource, { title: 'One' });
    const second = await insertArticle(admin.app().dataSource, { title: 'Two' });
    const list = (await http().get('/api/articles').expect(200)).body as Card[];
    expect(list.map((card) => card.storySize)).toEqual([1, 1]);
    expect(new Set(list.map((card) => card.storyId)).size).toBe(2);
    expect((await http().get(`/api/stories/${list[0].storyId}`).expect(200)).body).toEqual({
      id: list[0].storyId,
      title: list[0].title,
      articles: [expect.objectContaining({ id: list[0].id })],
    });
    expect([first, second]).toContain(list[0].id);
  });

  it('tells an article who else covered its story, and lists the story newest first', async () => {
    const { lead, shorter, ours, alone, storyId } = await threeOutletsAndOne();
    const detail = (await http().get(`/api/articles/${lead}`).expect(200)).body;
    expect(detail).toMatchObject({ id: lead, storyId, storySize: 3 });
    expect(detail.alsoCoveredBy).toEqual([
      { articleId: ours, title: 'Tavi Rowe picks an indie label', source: 'The Cypher', url: `/article/${ours}` },
      {
        articleId: shorter,
        title: 'Night Shift lands Tavi Rowe',
        source: 'North Wire',
        url: 'https://northwire.test/night-shift',
      },
    ]);
    expect((await http().get(`/api/articles/${alone}`).expect(200)).body).toMatchObject({
      storySize: 1,
      alsoCoveredBy: [],
    });

    const story = (await http().get(`/api/stories/${storyId}`).expect(200)).body;
    expect(story).toEqual({
      id: storyId,
      title: 'Tavi Rowe signs with Night Shift Records',
      articles: [ours, shorter, lead].map((id) => ({
        id,
        title: expect.any(String),
        source: expect.any(String),
        sourceUrl: id === ours ? null : expect.stringMatching(/^https:/),
        publishedAt: expect.stringMatching(/Z$/),
      })),
    });

    // One row per article as before, each with its story.
    const all = await http().get('/api/articles').expect(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect((all.body as Card[]).map((card) => [card.id, card.storySize])).toEqual([
      [alone, 1],
      [ours, 3],
      [shorter, 3],
      [lead, 3],
    ]);
  });

  it("names each other story once around an article, and never the reader's own", async () => {
    const { lead, shorter, ours, alone, storyId } = await threeOutletsAndOne();
    await admin
      .app()
      .dataSource.query(`UPDATE articles SET tags = 'Night Shift' WHERE id = ANY($1::int[])`, [
        [lead, shorter, ours, alone],
      ]);
    const around = async (id: number) => {
      const { body } = await http().get(`/api/articles/${id}/context`).expect(200);
      return {
        next: (body.moreStories as { id: number }[]).map((story) => story.id),
        related: (body.related.related as { id: number }[]).map((story) => story.id),
      };
    };

    // From the lead, its own story's other outlets are 'Also covered by', not stories to read next.
    expect(await around(lead)).toEqual({ next: [alone], related: [alone] });

    // From elsewhere, the three reports of one story are one entry: the lead in 'More from', one report in related.
    const fromAlone = await around(alone);
    expect(fromAlone.next).toEqual([lead]);
    expect(fromAlone.related).toHaveLength(1);
    const relatedStory = (await http().get(`/api/articles/${fromAlone.related[0]}`).expect(200)).body.storyId;
    expect(relatedStory).toBe(storyId);
  });

  it('lists each story once with ?group=story: its most complete, earliest article, its size and other outlets', async () => {
    const { lead, alone } = await threeOutletsAndOne();
    const grouped = await http().get('/api/articles?group=story').expect(200);
    expect(grouped.headers['x-total-count']).toBe('2');
    expect(grouped.body.map((card: Card) => [card.id, card.storySize, card.otherSources])).toEqual([
      [alone, 1, []],
      [lead, 3, ['North Wire', 'The Cypher']],
    ]);
    const paged = await http().get('/api/articles?group=story&limit=1&offset=1').expect(200);
    expect(paged.body.map((card: Card) => card.id)).toEqual([lead]);
    expect(paged.headers['x-total-count']).toBe('2');
    // A search finds the story through any of its articles, led by the best match it has.
    const search = await http().get('/api/articles?group=story&q=indie').expect(200);
    expect(search.body.map((card: Card) => [card.title, card.storySize])).toEqual([
      ['Tavi Rowe picks an indie label', 3],
    ]);

    for (const bad of ['group=stories', 'group=', 'group[]=story']) {
      const response = await http().get(`/api/articles?${bad}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/group/) });
    }
  });

  it('counts only published articles in a story, and lists only those', async () => {
    const { storyId } = await threeOutletsAndOne();
    const draft = await insertArticle(admin.app().dataSource, { title: 'Unpublished take', status: 'draft' });
    await admin.post(`/api/admin/stories/${storyId}/articles`, { articleId: draft }).expect(201);
    const story = (await http().get(`/api/stories/${storyId}`).expect(200)).body;
    expect(story.articles.map((article: { id: number }) => article.id)).not.toContain(draft);
    expect(story.articles).toHaveLength(3);
    // The draft's own size (seen by the desk) counts itself.
    expect((await admin.get(`/api/admin/articles/${draft}`).expect(200)).body).toMatchObject({ storyId, storySize: 4 });
  });

  it("titles a story by a report readers can read, never a draft's headline or one moved away", async () => {
    const draft = await insertArticle(admin.app().dataSource, {
      title: 'Embargoed: Tavi Rowe leaves Night Shift',
      status: 'draft',
    });
    const [{ story_id: draftStory }] = await admin.query('SELECT story_id FROM articles WHERE id = $1', [draft]);
    const { lead, shorter, storyId } = await threeOutletsAndOne();
    await admin.post(`/api/admin/stories/${draftStory}/articles`, { articleId: shorter }).expect(201);
    // The draft started the story, but readers see only the published report in it.
    expect((await http().get(`/api/stories/${draftStory}`).expect(200)).body).toMatchObject({
      title: 'Night Shift lands Tavi Rowe',
      articles: [expect.objectContaining({ id: shorter })],
    });
    expect(JSON.stringify((await http().get(`/api/stories/${draftStory}`)).body)).not.toContain('Embargoed');

    // The report that started the story moves out: the story is titled by the earliest report still in it.
    await admin.remove(`/api/admin/stories/${storyId}/articles/${lead}`).expect(200);
    expect((await http().get(`/api/stories/${storyId}`).expect(200)).body.title).toBe('Tavi Rowe picks an indie label');
  });

  it('answers 404 for an unknown story and 400 for a malformed id', async () => {
    expect((await http().get('/api/stories/999999').expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Story 999999 was not found.',
    });
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999', '1e3']) {
      const response = await http().get(`/api/stories/${bad}`).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(/not a valid id/) });
    }
  });

  it('lets an editor move an article out to a story of its own, audited, and back in', async () => {
    const { lead, shorter, storyId } = await threeOutletsAndOne();
    const out = await admin.remove(`/api/admin/stories/${storyId}/articles/${shorter}`).expect(200);
    expect(out.body).toMatchObject({ id: shorter, storySize: 1 });
    expect(out.body.storyId).not.toBe(storyId);
    expect((await http().get(`/api/stories/${out.body.storyId}`).expect(200)).body).toMatchObject({
      title: 'Night Shift lands Tavi Rowe',
      articles: [expect.objectContaining({ id: shorter })],
    });
    expect((await http().get(`/api/articles/${lead}`).expect(200)).body.storySize).toBe(2);
    const [row] = await admin.query('SELECT story_set_by_editor FROM articles WHERE id = $1', [shorter]);
    expect(row.story_set_by_editor).toBe(true);

    const back = await admin.post(`/api/admin/stories/${storyId}/articles`, { articleId: shorter }).expect(201);
    expect(back.body).toMatchObject({ id: shorter, storyId, storySize: 3 });
    // The story it was alone in has nothing left to read.
    expect((await http().get(`/api/stories/${out.body.storyId}`).expect(404)).body.message).toBe(
      `Story ${out.body.storyId} was not found.`,
    );

    const log = (await admin.get('/api/admin/audit?entity=articles').expect(200)).body.entries as {
      action: string;
      entityId: string;
      changes: Record<string, unknown> | null;
    }[];
    const moves = log.filter((entry) => entry.action.includes('story'));
    expect(moves.map((entry) => [entry.action, entry.entityId])).toEqual(
      expect.arrayContaining([
        ['move-out-of-story', String(shorter)],
        ['move-into-story', String(shorter)],
      ]),
    );
    expect(JSON.stringify(moves)).toContain('storyId');
  });

  it('refuses bad moves with a clear 4xx, and strangers with a 401', async () => {
    const { shorter, alone, storyId } = await threeOutletsAndOne();
    expect(
      (await admin.post('/api/admin/stories/999999/articles', { articleId: shorter }).expect(404)).body.message,
    ).toBe('Story 999999 was not found.');
    expect(
      (await admin.post(`/api/admin/stories/${storyId}/articles`, { articleId: 999999 }).expect(404)).body.message,
    ).toBe('Article 999999 was not found.');
    for (const body of [{}, { articleId: 'x' }, { articleId: 1.5 }, { articleId: -1 }, { articleId: 1, extra: true }]) {
      const response = await admin.post(`/api/admin/stories/${storyId}/articles`, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    // Moving out names the story the article is in: another story's article is not there.
    await admin.remove(`/api/admin/stories/${storyId}/articles/${alone}`).expect(404);
    await admin.remove(`/api/admin/stories/abc/articles/${alone}`).expect(400);
    await http().post(`/api/admin/stories/${storyId}/articles`).send({ articleId: alone }).expect(401);
    await http().delete(`/api/admin/stories/${storyId}/articles/${shorter}`).expect(401);
  });

  it("starts a desk-written article as a story of its own, waiting for the worker's placement", async () => {
    const created = await admin
      .post('/api/articles', { title: 'Written here', excerpt: 'E', content: 'Body', category: 'CULTURE' })
      .expect(201);
    expect(created.body).toMatchObject({ storyId: expect.any(Number), storySize: 1 });
    const [row] = await admin.query('SELECT story_id, story_pending FROM articles WHERE id = $1', [created.body.id]);
    expect(row).toEqual({ story_id: created.body.storyId, story_pending: true });
  });
});
