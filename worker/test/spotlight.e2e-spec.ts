import { QueueName } from '../../api/src/queues/queue-names';
import { currentIsoWeek, formatIsoWeek, parseIsoWeek, shiftIsoWeek } from '../../api/src/shared/domain/iso-week';
import { loginAsAdmin } from '../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { startWorker, WorkerProcess } from '../../api/test/support/worker-process';
import { DIGEST_SCHEDULER_ID } from '../src/digest/digest-scheduler';
import { SPOTLIGHT_SCHEDULER_ID } from '../src/spotlight/spotlight-scheduler';
import { WEEKLY_CHART_SCHEDULER_ID } from '../src/charts/weekly-chart-scheduler';
import { dropQueueKeys, isolatedQueuePrefix, testRedisConnection, waitForJobEnd } from './support/jobs-harness';
import { insertArtist } from '../../api/test/support/test-data';

jest.setTimeout(90_000);

const NAMES = [
  'Ayo Recent',
  'Bex Recent',
  'Cole Recent',
  'Dara Veteran',
  'Eko Twice',
  'Fela Single',
  'Gio Mentioned',
  'Hana Quiet',
  'Ines Archived',
  'Jude LastWeek',
  'Kai Once',
  'Lumi New',
];

describe('weekly spotlight: API -> queue -> worker process', () => {
  const prefix = isolatedQueuePrefix('spotlight');
  let app: TestApp;
  let worker: WorkerProcess | undefined;
  let cookies: string[];
  const week = currentIsoWeek();
  const weeksAgo = (n: number) => formatIsoWeek(shiftIsoWeek(parseIsoWeek(week)!, -n));
  const id: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    await truncateAll(app.dataSource);
    cookies = await loginAsAdmin(app);
    for (const name of NAMES) {
      id[name] = await insertArtist(app.dataSource, {
        name,
        genre: 'Hip Hop',
        description: `${name} makes records.`,
        status: name === 'Ines Archived' ? 'archived' : 'published',
      });
    }
    const spotlight = (name: string, w: string, position: number) =>
      app.dataSource.query('INSERT INTO artist_spotlights (week, artist_id, position) VALUES ($1, $2, $3)', [
        w,
        id[name],
        position,
      ]);
    // Picked three weeks ago and last week: inside the 8-week cool-down.
    await spotlight('Ayo Recent', weeksAgo(3), 1);
    await spotlight('Bex Recent', weeksAgo(3), 2);
    await spotlight('Cole Recent', weeksAgo(3), 3);
    await spotlight('Jude LastWeek', weeksAgo(1), 1);
    await app.dataSource.query(
      `UPDATE artists SET is_spotlighted = true, spotlight_week = $2, spotlighted_at = now() - interval '7 days' WHERE id = $1`,
      [id['Jude LastWeek'], weeksAgo(1)],
    );
    // Nine weeks ago: eligible again.
    await spotlight('Dara Veteran', weeksAgo(9), 1);

    const release = (name: string, title: string, age: string) =>
      app.dataSource.query(
        `INSERT INTO releases (title, artist, link_url, source, type, release_date, artist_id)
         VALUES ($1, $2, $3, 'test', 'single', now() - $4::interval, $5)`,
        [title, name, `https://releases.test/${encodeURIComponent(title)}`, age, id[name]],
      );
    const article = (title: string) =>
      app.dataSource.query(
        `INSERT INTO articles (title, excerpt, content, category, published_at) VALUES ($1, 'x', 'Body text.', 'CULTURE', now() - interval '1 hour')`,
        [title],
      );
    await release('Eko Twice', 'First Wind', '1 hour');
    await release('Eko Twice', 'Second Wind', '2 hours');
    await release('Fela Single', 'Only One', '3 hours');
    await release('Hana Quiet', 'Long Ago', '60 days');
    await release('Ayo Recent', 'Recent But Cooling Down', '1 hour');
    await article('Fela Single talks about Only One');
    await article('Gio Mentioned headlines the block party');
    await article('Why everyone is talking about gio mentioned');
    await article('Kai Once, live in Oakland');

    worker = await startWorker({ QUEUE_PREFIX: prefix });
  });

  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await dropQueueKeys(prefix);
  });

  const snapshot = async () => ({
    artists: await app.dataSource.query('SELECT * FROM artists ORDER BY id'),
    spotlights: await app.dataSource.query('SELECT * FROM artist_spotlights ORDER BY id'),
  });

  it('validates the week and is admin-only', async () => {
    expect((await app.http().post('/api/admin/spotlight/generate').send({})).status).toBe(401);
    for (const bad of ['2026-W60', 'banana', 7]) {
      const response = await app
        .http()
        .post('/api/admin/spotlight/generate')
        .set('Cookie', cookies)
        .send({ week: bad });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^week must be an ISO week such as 2026-W07/);
    }
    const extra = await app.http().post('/api/admin/spotlight/generate').set('Cookie', cookies).send({ weak: week });
    expect(extra.status).toBe(400);
  });

  it('picks 5 by recent releases and mentions, skipping the last 8 weeks and archived artists', async () => {
    const response = await app.http().post('/api/admin/spotlight/generate').set('Cookie', cookies).send({});
    expect(response.status).toBe(202);
    expect(response.body.message).toBe(`Spotlight generation for ${week} started.`);
    const run = await waitForJobEnd(app, cookies, response.body.jobId);
    expect(run.state).toBe('completed');
    const expected = ['Eko Twice', 'Fela Single', 'Gio Mentioned', 'Kai Once', 'Lumi New'];
    expect(run.result?.message).toBe(`Spotlight for ${week}: ${expected.join(', ')}.`);

    const picked = await app.http().get('/api/artists/spotlight');
    expect(picked.status).toBe(200);
    expect(picked.body.map((a: { name: string }) => a.name)).toEqual(expected);
    for (const artist of picked.body) {
      expect(artist).toMatchObject({ isSpotlighted: true, spotlightWeek: week, spotlightedAt: expect.any(String) });
    }
    const [lastWeek] = await app.dataSource.query('SELECT is_spotlighted, spotlight_week FROM artists WHERE id = $1', [
      id['Jude LastWeek'],
    ]);
    expect(lastWeek).toEqual({ is_spotlighted: false, spotlight_week: weeksAgo(1) });
    const [{ count }] = await app.dataSource.query('SELECT count(*)::int AS count FROM artists WHERE is_spotlighted');
    expect(count).toBe(5);

    // Earlier weeks stay readable.
    const earlier = await app.http().get(`/api/artists/spotlight?week=${weeksAgo(3)}`);
    expect(earlier.body.map((a: { name: string }) => a.name)).toEqual(['Ayo Recent', 'Bex Recent', 'Cole Recent']);
  });

  it('running it again for the same week changes nothing', async () => {
    const before = await snapshot();
    const response = await app.http().post('/api/admin/spotlight/generate').set('Cookie', cookies).send({ week });
    const run = await waitForJobEnd(app, cookies, response.body.jobId);
    expect(run.result?.message).toBe(
      `Spotlight for ${week} was already set: Eko Twice, Fela Single, Gio Mentioned, Kai Once, Lumi New.`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("lists the two runs, not next Monday's scheduled one", async () => {
    const response = await app.http().get('/api/admin/jobs').set('Cookie', cookies);
    expect(response.status).toBe(200);
    expect(response.body.map((run: { name: string; state: string }) => [run.name, run.state])).toEqual([
      ['generate-spotlight', 'completed'],
      ['generate-spotlight', 'completed'],
    ]);
  });

  it('the scheduler is registered for Monday 00:00 UTC, beside the weekly chart (Monday) and digest (Friday 09:00 UTC)', async () => {
    const { Queue } = await import('bullmq');
    const queue = new Queue(QueueName.Spotlight, { connection: testRedisConnection(), prefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        expect.objectContaining({ key: WEEKLY_CHART_SCHEDULER_ID, pattern: '0 0 * * 1', tz: 'UTC' }),
        expect.objectContaining({ key: DIGEST_SCHEDULER_ID, pattern: '0 9 * * 5', tz: 'UTC' }),
        expect.objectContaining({ key: SPOTLIGHT_SCHEDULER_ID, pattern: '0 0 * * 1', tz: 'UTC' }),
      ]);
    } finally {
      await queue.close();
    }
  });
});
