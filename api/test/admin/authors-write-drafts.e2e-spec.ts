import { patchArticle } from '../support/article-edits';
import { useSignedInDesk } from '../support/signed-in-desk';
import { insertArticle } from '../support/test-data';

jest.setTimeout(120_000);

/** An author's stories stay drafts until an editor publishes them; an admin edits drafts like any story. */
describe('authors write drafts', () => {
  const [app, author, editor] = useSignedInDesk('cypher-authors', 'author', 'editor');

  const story = { title: 'An author’s first piece', excerpt: 'A first look.', content: 'Words.', category: 'CULTURE' };

  it("makes an author's new story a draft, out of the public list, and refuses to publish or schedule it", async () => {
    const created = await app.http().post('/api/articles').set('Cookie', author).send(story).expect(201);
    expect(created.body.status).toBe('draft');
    await app.http().get(`/api/articles/${created.body.id}`).expect(404);

    for (const asked of [{ status: 'published' }, { status: 'scheduled', publishAt: '2030-01-01T09:00:00Z' }]) {
      const refused = await app
        .http()
        .post('/api/articles')
        .set('Cookie', author)
        .send({ ...story, ...asked })
        .expect(403);
      expect(refused.body.message).toBe('Authors write drafts: an editor publishes or schedules a story.');
      await app.http().patch(`/api/articles/${created.body.id}`).set('Cookie', author).send(asked).expect(403);
    }
  });

  it('lets an author edit a draft but not a public story, and an editor publish the draft', async () => {
    const draft = await app.http().post('/api/articles').set('Cookie', author).send(story).expect(201);
    const edited = await patchArticle(app, author, draft.body.id, { title: 'A better headline' }).expect(200);
    expect(edited.body).toEqual(expect.objectContaining({ title: 'A better headline', status: 'draft' }));

    const published = await patchArticle(app, editor, draft.body.id, { status: 'published' }).expect(200);
    expect(published.body.status).toBe('published');
    await app.http().get(`/api/articles/${draft.body.id}`).expect(200);

    const live = await insertArticle(app.dataSource, { title: 'Already out' });
    const refused = await patchArticle(app, author, live, { title: 'Sneaky edit' }).expect(403);
    expect(refused.body.message).toMatch(/^Authors edit drafts only/);
  });
});
