import { Client } from 'pg';
import { patchArticle } from '../support/article-edits';
import { useSignedInDesk } from '../support/signed-in-desk';
import { waitFor } from '../support/worker-process';

jest.setTimeout(120_000);

/**
 * An edit is resolved against the row as the API read it. These specs hold the
 * row's lock from a second connection, so the edit reads the row, then waits
 * at its write while the row's publication changes underneath (as when the
 * worker publishes a scheduled story, or an editor publishes an author's
 * draft), and check the edit does not overwrite that change.
 */
describe('admin edits meeting a publication change', () => {
  const [app, editor, author] = useSignedInDesk('cypher-edit-race', 'editor', 'author');

  const story = { title: 'Tour announced', excerpt: 'Twelve cities.', content: 'Words.', category: 'CULTURE' };

  /** Sends `edit` while the row is locked, publishes the row from the locking transaction, and answers the edit. */
  async function editWhilePublished(id: number, cookie: string[], edit: object) {
    const locker = new Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM articles WHERE id = $1 FOR UPDATE', [id]);
      const answer = app
        .http()
        .patch(`/api/articles/${id}`)
        .set('Cookie', cookie)
        .send(edit)
        .then((r) => r);
      await waitFor(
        async () => {
          const { rows } = await locker.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0].waiting > 0;
        },
        { what: 'the edit to wait for the row' },
      );
      await locker.query(
        `UPDATE articles SET status = 'published', publish_at = NULL, published_at = now(), updated_at = now() WHERE id = $1`,
        [id],
      );
      await locker.query('COMMIT');
      return await answer;
    } finally {
      await locker.end();
    }
  }

  it('a scheduled story published while an editor fixes its title stays published: the edit answers 409', async () => {
    const scheduled = await app
      .http()
      .post('/api/articles')
      .set('Cookie', editor)
      .send({ ...story, status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() })
      .expect(201);

    const edit = await editWhilePublished(scheduled.body.id, editor, { title: 'Tour announced: twelve cities' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/was published, scheduled or unpublished while you were editing it/);

    const stored = await app.dataSource.query('SELECT status, title FROM articles WHERE id = $1', [scheduled.body.id]);
    expect(stored).toEqual([{ status: 'published', title: 'Tour announced' }]);
    // Reloaded, the same edit goes through and the story stays public.
    const again = await patchArticle(app, editor, scheduled.body.id, { title: 'Tour announced: twelve cities' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(
      expect.objectContaining({ status: 'published', title: 'Tour announced: twelve cities' }),
    );
  });

  it("an author's edit never lands on a draft an editor published meanwhile", async () => {
    const draft = await app.http().post('/api/articles').set('Cookie', author).send(story).expect(201);
    expect(draft.body.status).toBe('draft');

    const edit = await editWhilePublished(draft.body.id, author, { title: 'A late change' });
    expect(edit.status).toBe(409);
    const stored = await app.dataSource.query('SELECT status, title FROM articles WHERE id = $1', [draft.body.id]);
    expect(stored).toEqual([{ status: 'published', title: 'Tour announced' }]);
    // Now that it is public, the author is told an editor changes it.
    const refused = await patchArticle(app, author, draft.body.id, { title: 'A late change' }).expect(403);
    expect(refused.body.message).toMatch(/Authors edit drafts only/);
  });
});
