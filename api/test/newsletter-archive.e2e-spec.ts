import { insertNewsletter } from './support/test-data';
import { useSignedInAdmin } from './support/signed-in-admin';

/** The archive says it lists every issue we have sent: it lists those, and only those. */
describe('the newsletter archive', () => {
  const { post, app } = useSignedInAdmin();

  it('lists sent issues only: a draft the admin lists as not sent is not in it, nor readable by id', async () => {
    const draft = await post('/api/newsletters', { title: 'Not out yet', description: 'D', content: 'C' });
    expect(draft.status).toBe(201);
    const sent = await insertNewsletter(app().dataSource, { title: 'Went out' });

    const archive = await app().http().get('/api/newsletters').expect(200);
    expect(archive.body.map((issue: { title: string }) => issue.title)).toEqual(['Went out']);
    expect(archive.headers['x-total-count']).toBe('1');
    await app().http().get(`/api/newsletters/${draft.body.id}`).expect(404);
    await app().http().get(`/api/newsletters/${sent}`).expect(200);
  });
});
