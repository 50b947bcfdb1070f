import { UploadsStore } from '@api/modules/uploads/uploads.store';
import { UnusedUploadCleanup } from '../../../worker/src/uploads/unused-upload-cleanup';
import { ensureMember, signInAs } from '../support/desk-members';
import { insertArticle, insertArtist, insertRelease } from '../support/test-data';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';

jest.setTimeout(120_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The cleanup job's service against the real uploads table and content, as the worker runs it. */
describe('the unused picture cleanup', () => {
  let app: TestApp;
  let author: string[];
  let cleanup: UnusedUploadCleanup;

  beforeAll(async () => {
    app = await startTestApp({ QUEUE_PREFIX: uniqueName('cypher-upload-cleanup') });
    await truncateAll(app.dataSource);
    // Pictures are no content table truncateAll empties: this spec counts every one, so it starts with none.
    await app.dataSource.query(`DELETE FROM uploads`);
    await ensureMember(app, 'author');
    author = await signInAs(app, 'author@desk.test');
    cleanup = new UnusedUploadCleanup(app.app.get(UploadsStore));
  });
  afterAll(() => app?.close());

  const upload = async (): Promise<string> => {
    const stored = await app
      .http()
      .post('/api/admin/uploads')
      .set('Cookie', author)
      .set('Content-Type', 'image/png')
      .send(PNG)
      .expect(201);
    return stored.body.id as string;
  };
  const ageBy = (id: string, hours: number) =>
    app.dataSource.query(`UPDATE uploads SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [
      id,
      hours,
    ]);
  const stored = async () =>
    ((await app.dataSource.query(`SELECT id FROM uploads`)) as { id: string }[]).map((row) => row.id);

  it('deletes day-old pictures nothing names, keeps those in use or still fresh, and deletes nothing twice', async () => {
    const [inBody, asHero, inBio, asCover, unused, fresh] = await Promise.all(Array.from({ length: 6 }, upload));
    for (const id of [inBody, asHero, inBio, asCover, unused]) await ageBy(id, 25);
    await ageBy(fresh, 23);
    await insertArticle(app.dataSource, { content: `Intro\n\n![The crowd](/media/uploads/${inBody})\n\nMore.` });
    const heroArticle = await insertArticle(app.dataSource);
    await app.dataSource.query(`UPDATE articles SET image_url = $2 WHERE id = $1`, [
      heroArticle,
      `${app.url}/media/uploads/${asHero}`,
    ]);
    const artist = await insertArtist(app.dataSource);
    await app.dataSource.query(`UPDATE artists SET full_bio = $2 WHERE id = $1`, [
      artist,
      `On stage: ![Live](/media/uploads/${inBio})`,
    ]);
    const release = await insertRelease(app.dataSource);
    await app.dataSource.query(`UPDATE releases SET image_url = $2 WHERE id = $1`, [
      release,
      `${app.url}/media/uploads/${asCover}`,
    ]);

    const named = { inBody, asHero, inBio, asCover, unused, fresh };
    const kept = async () => {
      const ids = await stored();
      return Object.entries(named)
        .filter(([, id]) => ids.includes(id))
        .map(([name]) => name);
    };

    const first = await cleanup.cleanUp();
    expect(await kept()).toEqual(['inBody', 'asHero', 'inBio', 'asCover', 'fresh']);
    expect(first).toMatchObject({ deleted: 1, changed: true, message: 'Deleted 1 unused picture' });
    await app.http().get(`/media/uploads/${unused}`).expect(404);
    await app.http().get(`/media/uploads/${inBody}`).expect(200);

    const again = await cleanup.cleanUp();
    expect(again).toMatchObject({ deleted: 0, changed: false });
    expect(await stored()).toHaveLength(5);

    // A day later the fresh one, still unused, goes too; the ones in use stay.
    const dayLater = await cleanup.cleanUp(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(dayLater.deleted).toBe(1);
    expect(await kept()).toEqual(['inBody', 'asHero', 'inBio', 'asCover']);
  });
});
