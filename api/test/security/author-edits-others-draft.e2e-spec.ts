import { ensureMember, signInAs } from '../support/desk-members';
import { insertArticle } from '../support/test-data';
import { truncateAll } from '../support/test-database';
import { useTestApp } from '../support/use-test-app';

jest.setTimeout(120_000);

/**
 * Authors write drafts, and until now any author could rewrite any draft: a
 * story had no owner to check. An author changes their own drafts only;
 * editors and above edit any story.
 */
describe("an author cannot overwrite another member's draft", () => {
  const t = useTestApp({}, { emptyTablesBeforeEach: false });
  const story = { title: 'Mine, in progress', excerpt: 'Not ready.', content: 'Words.', category: 'CULTURE' };
  let ids: Record<'ada' | 'bo' | 'editor', string>;
  let cookies: Record<'ada' | 'bo' | 'editor', string[]>;

  beforeAll(async () => {
    await truncateAll(t.dataSource);
    ids = {
      ada: await ensureMember(t, 'author', 'ada@desk.test'),
      bo: await ensureMember(t, 'author', 'bo@desk.test'),
      editor: await ensureMember(t, 'editor'),
    };
    cookies = {
      ada: await signInAs(t, 'ada@desk.test'),
      bo: await signInAs(t, 'bo@desk.test'),
      editor: await signInAs(t, 'editor@desk.test'),
    };
  });

  const patch = (id: number, who: keyof typeof cookies, body: object) =>
    t.http().patch(`/api/articles/${id}`).set('Cookie', cookies[who]).send(body);
  const titleOf = async (id: number) =>
    (await t.dataSource.query('SELECT title FROM articles WHERE id = $1', [id]))[0].title as string;

  it("answers 403 with a message to an author's edit of another author's draft, and keeps the draft", async () => {
    const draft = await t.http().post('/api/articles').set('Cookie', cookies.ada).send(story).expect(201);

    const refused = await patch(draft.body.id, 'bo', { title: 'Overwritten by Bo' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      `Authors edit their own drafts only: Article ${draft.body.id} was written by someone else, so its writer or an editor changes it.`,
    );
    expect(await titleOf(draft.body.id)).toBe('Mine, in progress');

    // Its writer and an editor still edit it.
    expect((await patch(draft.body.id, 'ada', { title: 'Mine, nearly there' })).status).toBe(200);
    expect((await patch(draft.body.id, 'editor', { title: 'Mine, edited' })).status).toBe(200);
    expect(await titleOf(draft.body.id)).toBe('Mine, edited');
  });

  it('records who created each article and artist, and an author may not take over a draft that is no one’s', async () => {
    const draft = await t.http().post('/api/articles').set('Cookie', cookies.ada).send(story).expect(201);
    const artist = await t
      .http()
      .post('/api/artists')
      .set('Cookie', cookies.editor)
      .send({ name: 'Owned Artist', genre: 'Hip Hop', description: 'A profile.' })
      .expect(201);
    const [article] = await t.dataSource.query('SELECT created_by FROM articles WHERE id = $1', [draft.body.id]);
    const [profile] = await t.dataSource.query('SELECT created_by FROM artists WHERE id = $1', [artist.body.id]);
    expect({ article: article.created_by, artist: profile.created_by }).toEqual({
      article: ids.ada,
      artist: ids.editor,
    });

    // A seeded or scraped draft has no writer: an editor's to change.
    const unowned = await insertArticle(t.dataSource, { title: 'Scraped draft', status: 'draft' });
    expect((await patch(unowned, 'ada', { title: 'Taken over' })).status).toBe(403);
    expect(await titleOf(unowned)).toBe('Scraped draft');
  });

  it("marks in the admin list which stories the asking member may edit, by the server's rule", async () => {
    const draft = await t.http().post('/api/articles').set('Cookie', cookies.ada).send(story).expect(201);
    const rowFor = async (who: keyof typeof cookies) => {
      const list = await t.http().get('/api/admin/articles?limit=100').set('Cookie', cookies[who]).expect(200);
      return (list.body as { id: number; editable: boolean; createdBy: string | null }[]).find(
        (row) => row.id === draft.body.id,
      );
    };
    expect(await rowFor('ada')).toEqual(expect.objectContaining({ editable: true, createdBy: ids.ada }));
    expect(await rowFor('bo')).toEqual(expect.objectContaining({ editable: false, createdBy: ids.ada }));
    expect(await rowFor('editor')).toEqual(expect.objectContaining({ editable: true }));
  });

  it('keeps a deleted member’s stories, with no writer', async () => {
    const draft = await t.http().post('/api/articles').set('Cookie', cookies.bo).send(story).expect(201);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [ids.bo]);
    const [row] = await t.dataSource.query('SELECT created_by FROM articles WHERE id = $1', [draft.body.id]);
    expect(row).toEqual({ created_by: null });
  });
});
