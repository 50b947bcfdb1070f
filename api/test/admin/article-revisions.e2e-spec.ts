import { patchArticle } from '../support/article-edits';
import { useSignedInDesk } from '../support/signed-in-desk';

jest.setTimeout(120_000);

describe('article revisions and conflicting saves', () => {
  const [app, editor, other] = useSignedInDesk('cypher-revisions', 'editor', ['editor', 'second-editor@desk.test']);

  const story = {
    title: 'Tour announced',
    excerpt: 'Twelve cities.',
    content: 'First line.\nSecond line.',
    category: 'CULTURE',
    status: 'draft',
    slug: 'tour-announced',
    imageAlt: 'The crew on stage',
    seoTitle: 'Tour: twelve cities',
    seoDescription: 'Where and when.',
  };

  it('numbers every save, keeps a copy of each, and returns the editor fields', async () => {
    const created = await app.http().post('/api/articles').set('Cookie', editor).send(story).expect(201);
    expect(created.body).toEqual(
      expect.objectContaining({
        revision: 1,
        slug: 'tour-announced',
        imageAlt: 'The crew on stage',
        seoTitle: 'Tour: twelve cities',
      }),
    );
    const id = created.body.id as number;
    const edited = await patchArticle(app, editor, id, {
      content: 'First line.\nA better second line.',
      revision: 1,
    }).expect(200);
    expect(edited.body.revision).toBe(2);

    const list = await app.http().get(`/api/admin/articles/${id}/revisions`).set('Cookie', editor).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ revision: 2, editor: 'editor@desk.test', title: 'Tour announced' }),
      expect.objectContaining({ revision: 1, editor: 'editor@desk.test' }),
    ]);
    const first = await app.http().get(`/api/admin/articles/${id}/revisions/1`).set('Cookie', editor).expect(200);
    expect(first.body.content).toBe('First line.\nSecond line.');
    const read = await app.http().get(`/api/admin/articles/${id}`).set('Cookie', editor).expect(200);
    expect(read.body).toEqual(expect.objectContaining({ revision: 2, seoDescription: 'Where and when.' }));
    await app.http().get(`/api/admin/articles/${id}/revisions/9`).set('Cookie', editor).expect(404);
  });

  it('refuses the second of two saves made from the same revision, naming who saved first', async () => {
    const created = await app.http().post('/api/articles').set('Cookie', editor).send(story).expect(201);
    const id = created.body.id as number;
    await patchArticle(app, other, id, { title: 'Theirs', revision: 1 }).expect(200);
    const mine = await patchArticle(app, editor, id, { title: 'Mine', revision: 1 });
    expect(mine.status).toBe(409);
    expect(mine.body.message).toMatch(
      /^This story was changed by second-editor@desk\.test at \d\d:\d\d UTC; reload to see their changes\.$/,
    );
    const [row] = await app.dataSource.query('SELECT title, revision FROM articles WHERE id = $1', [id]);
    expect(row).toEqual({ title: 'Theirs', revision: 2 });
    // Made again from the revision it now is, the save goes through.
    await patchArticle(app, editor, id, { title: 'Mine', revision: 2 }).expect(200);
  });

  it('gives the revision back when the save itself is refused, and checks the field', async () => {
    const created = await app.http().post('/api/articles').set('Cookie', editor).send(story).expect(201);
    const id = created.body.id as number;
    const bad = await patchArticle(app, editor, id, { revision: 'two' }).expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/Revision must be a whole number/);
    await patchArticle(app, editor, id, { slug: 'Not A Slug', revision: 1 }).expect(400);
    // Refused inside the save (two different bodies), after the revision was claimed.
    await patchArticle(app, editor, id, { content: 'One body.', longMd: 'Another body.', revision: 1 }).expect(400);
    const [row] = await app.dataSource.query('SELECT revision FROM articles WHERE id = $1', [id]);
    expect(row.revision).toBe(1);
    await patchArticle(app, editor, 999999, { title: 'x', revision: 1 }).expect(404);
  });

  it('leaves a refused edit no trace: no revision moved, no change logged, whether a revision was named or null', async () => {
    const created = await app
      .http()
      .post('/api/articles')
      .set('Cookie', editor)
      .send({ ...story, slug: 'left-as-it-was', status: 'published' })
      .expect(201);
    const id = created.body.id as number;
    const changesLogged = async () =>
      Number((await app.dataSource.query('SELECT count(*) AS n FROM content_change_log'))[0].n);
    const logged = await changesLogged();
    for (const revision of [1, null]) {
      // A publishing time on a published story is refused by the publication rule, not by the DTO.
      const refused = await patchArticle(app, editor, id, { publishAt: '2030-01-01T00:00:00.000Z', revision });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/publishAt can only be set when status is scheduled/);
    }
    const [row] = await app.dataSource.query('SELECT revision FROM articles WHERE id = $1', [id]);
    expect(row.revision).toBe(1);
    expect(await changesLogged()).toBe(logged);
  });

  it('uses the SEO title and description in the page head of a published story', async () => {
    const created = await app
      .http()
      .post('/api/articles')
      .set('Cookie', editor)
      .send({ ...story, status: 'published' })
      .expect(201);
    const detail = await app.http().get(`/api/articles/${created.body.id}`).expect(200);
    expect(detail.body).toEqual(expect.objectContaining({ seoTitle: 'Tour: twelve cities', revision: 1 }));
  });
});
