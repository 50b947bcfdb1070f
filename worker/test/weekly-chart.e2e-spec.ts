import { Queue } from 'bullmq';
import { QueueName } from '../../api/src/queues/queue-names';
import { signInAdmin, type AdminRequests } from '../../api/test/support/admin-session';
import { startTestApp, type TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { insertArtist } from '../../api/test/support/test-data';
import { startWorker, waitFor, type WorkerProcess } from '../../api/test/support/worker-process';
import { WEEKLY_CHART_SCHEDULER_ID } from '../src/charts/weekly-chart-scheduler';
import { ChartFixtureServer, type FixtureSong } from './support/chart-fixtures';
import { dropQueueKeys, isolatedQueuePrefix, testRedisConnection, waitForJobEnd } from './support/jobs-harness';

jest.setTimeout(120_000);

const LASTFM_KEY = 'test-lastfm-key-0042';

const NIGHT_SHIFT: FixtureSong = { title: 'Night Shift', artist: 'Kilo Vance' };
const PAPER_PLANES_APPLE: FixtureSong = { title: 'Paper Planes Over Oakland (feat. Dex)', artist: 'Mira Sol' };
const PAPER_PLANES_LASTFM: FixtureSong = { title: 'Paper Planes Over Oakland', artist: 'Mira Sol feat. Dex' };
const SOFT_POP: FixtureSong = { title: 'Soft Pop Song', artist: 'Glitter Lane', genre: 'Pop' };
const CORNER_STORE: FixtureSong = { title: 'Corner Store', artist: 'Big Ness', isrc: 'US-AB1-26-00001' };
const OLD_FAITHFUL: FixtureSong = { title: 'Old Faithful', artist: 'Rhyme Keeper' };
const LATE_BLOOMER: FixtureSong = { title: 'Late Bloomer', artist: 'Tash Q' };
/** A CSV row without a genre, by an artist our site files under Pop: the artist's genre drops it. */
const SUNNY_DAY: FixtureSong = { title: 'Sunny Day', artist: 'Pop Idol' };
const COUNTRY_ROAD: FixtureSong = { title: 'Country Road', artist: 'Cow Poke', genre: 'Country' };

interface Entry {
  songTitle: string;
  artist: string;
  artistId: number | null;
  position: number;
  previousPosition: number | null;
  isNew: boolean;
  reEntry: boolean;
  weeksOnChart: number;
  peakPosition: number;
  week: string;
  songId: number;
  totalScore: number;
  sources: { source: string; rank: number; url: string | null }[];
  appleMusicUrl: string | null;
}

/**
 * The weekly chart end to end: fixture chart sites in their real shapes (a
 * broken and a slow one among them), the API, the queue and a worker process
 * on real Postgres and Redis. Three consecutive weeks give the positions,
 * movements, peaks, weeks on the chart and a re-entry; a re-run of a week
 * changes nothing.
 */
describe('weekly chart: chart sites -> worker -> GET /api/charts', () => {
  const prefix = isolatedQueuePrefix('charts');
  let fixtures: ChartFixtureServer;
  let app: TestApp;
  let admin: AdminRequests;
  let worker: WorkerProcess | undefined;
  let popIdolId: number;
  let kiloId: number;

  beforeAll(async () => {
    fixtures = await ChartFixtureServer.start(LASTFM_KEY);
    app = await startTestApp({ QUEUE_PREFIX: prefix, SCRAPE_ALLOW_PRIVATE: 'true' });
    await truncateAll(app.dataSource);
    admin = await signInAdmin(app);
    kiloId = await insertArtist(app.dataSource, { name: 'Kilo Vance', genre: 'Hip Hop' });
    popIdolId = await insertArtist(app.dataSource, { name: 'Pop Idol', genre: 'Pop' });
    worker = await startWorker({
      QUEUE_PREFIX: prefix,
      SCRAPE_TIMEOUT_MS: '1500',
      LASTFM_API_KEY: LASTFM_KEY,
      CHART_SOURCES: `apple-music:${fixtures.url('/apple.json')},lastfm:${fixtures.url('/lastfm?method=tag.gettoptracks&tag=hip-hop&format=json')}`,
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await fixtures?.close();
    await dropQueueKeys(prefix);
  });

  const build = async (week: string) => {
    const accepted = await admin.post('/api/admin/charts/build', { week });
    expect(accepted.status).toBe(202);
    return waitForJobEnd(app, admin.cookies, accepted.body.jobId, 60_000);
  };
  const chartOf = async (week?: string): Promise<Entry[]> => {
    const response = await app.http().get(week ? `/api/charts?week=${week}` : '/api/charts');
    expect(response.status).toBe(200);
    return response.body;
  };
  /** The chart's song titles, top first. */
  const songTitles = (entries: Entry[]) => entries.map((entry) => entry.songTitle);
  const row = (entries: Entry[], title: string) => {
    const found = entries.find((entry) => entry.songTitle === title);
    if (!found) throw new Error(`${title} is not on the chart: ${songTitles(entries).join(', ')}`);
    return found;
  };
  const shape = (entry: Entry) => ({
    position: entry.position,
    previousPosition: entry.previousPosition,
    isNew: entry.isNew,
    reEntry: entry.reEntry,
    weeksOnChart: entry.weeksOnChart,
    peakPosition: entry.peakPosition,
  });

  it('lets the admin add a CSV chart with a column mapping and a weight, and a broken and a slow one', async () => {
    expect((await app.http().post('/api/admin/charts/sources').send({})).status).toBe(401);
    const mapping = { title: 'Song', artist: 'Artist', rank: 'Pos', genre: 'Genre', isrc: 'ISRC' };
    const csv = await admin.post('/api/admin/charts/sources', {
      name: "Editors' Picks",
      kind: 'csv',
      url: fixtures.url('/editors.csv'),
      mapping,
      weight: 1.5,
    });
    expect(csv.status).toBe(201);
    expect(csv.body).toMatchObject({ name: "Editors' Picks", kind: 'csv', weight: 1.5, enabled: true, mapping });

    const noMapping = await admin.post('/api/admin/charts/sources', {
      name: 'X',
      kind: 'json',
      url: fixtures.url('/x'),
    });
    expect(noMapping.status).toBe(400);
    expect(noMapping.body.message).toMatch(/needs a mapping/);
    const badWeight = await admin.post('/api/admin/charts/sources', {
      name: 'Y',
      kind: 'json',
      url: fixtures.url('/y'),
      mapping,
      weight: 99,
    });
    expect(badWeight.status).toBe(400);
    const again = await admin.post('/api/admin/charts/sources', {
      name: "Editors' Picks",
      kind: 'csv',
      url: fixtures.url('/z'),
      mapping,
    });
    expect(again.status).toBe(409);

    // Whatever the form sends, a wrong field is a 400 naming it, never a 500.
    for (const bad of [
      { name: 'Z', kind: 'json', url: fixtures.url('/z'), mapping: null },
      { name: 'Z', kind: 'json', url: fixtures.url('/z'), mapping: 'title' },
      { name: 'Z', kind: 'json', url: fixtures.url('/z'), mapping: { artist: 'a' } },
      { name: 'Z', kind: 'json', url: fixtures.url('/z'), mapping, weight: 'heavy' },
      { name: 'Z', kind: 'spotify', url: fixtures.url('/z') },
      { name: 'Z', kind: 'csv', url: 'ftp://example.com/chart.csv', mapping },
      { name: '', kind: 'csv', url: fixtures.url('/z'), mapping },
    ]) {
      const response = await admin.post('/api/admin/charts/sources', bad);
      expect([response.status, JSON.stringify(bad)]).toEqual([400, JSON.stringify(bad)]);
    }
    expect((await admin.patch('/api/admin/charts/sources/999999', { weight: 2 })).status).toBe(404);
    expect((await admin.get(`/api/admin/charts/sources/${csv.body.id}`)).body).toMatchObject({
      name: "Editors' Picks",
    });
    expect((await admin.post('/api/admin/charts/build', { week: 'banana' })).status).toBe(400);

    for (const [name, path] of [
      ['Broken Chart', '/broken.json'],
      ['Slow Chart', '/slow.json'],
    ]) {
      const added = await admin.post('/api/admin/charts/sources', {
        name,
        kind: 'json',
        url: fixtures.url(path),
        mapping: { title: 'title', artist: 'artist' },
      });
      expect(added.status).toBe(201);
    }
  });

  it('builds week one from every source that answers, dropping songs that are not hip hop', async () => {
    fixtures.apple([NIGHT_SHIFT, SOFT_POP, PAPER_PLANES_APPLE, CORNER_STORE]);
    fixtures.lastfm([PAPER_PLANES_LASTFM, NIGHT_SHIFT, OLD_FAITHFUL]);
    fixtures.editorsCsv([OLD_FAITHFUL, CORNER_STORE, SUNNY_DAY]);

    const run = await build('2026-W47');
    expect(run.state).toBe('completed');
    expect(run.result?.message).toMatch(
      /^Chart for 2026-W47: 4 songs from 3 of 5 sources \(Broken Chart unavailable, Slow Chart unavailable\)/,
    );

    const chart = await chartOf('2026-W47');
    // Reciprocal rank fusion, K = 60, Editors' Picks weighing 1.5: Old Faithful 1/63 + 1.5/61, Corner Store 1/64 + 1.5/62,
    // Night Shift 1/61 + 1/62, Paper Planes 1/63 + 1/61 (one song, whichever side its guest was credited on).
    expect(songTitles(chart)).toEqual(['Old Faithful', 'Corner Store', 'Night Shift', 'Paper Planes Over Oakland']);
    expect(chart.every((entry) => entry.week === '2026-W47' && entry.isNew && entry.weeksOnChart === 1)).toBe(true);
    expect(chart.map((entry) => entry.peakPosition)).toEqual([1, 2, 3, 4]);
    expect(row(chart, 'Old Faithful').totalScore).toBeCloseTo(1 / 63 + 1.5 / 61, 10);
    expect(row(chart, 'Paper Planes Over Oakland')).toMatchObject({ artist: 'Mira Sol' });
    expect(row(chart, 'Paper Planes Over Oakland').sources).toEqual([
      { source: 'Apple Music', rank: 3, url: expect.stringMatching(/^https:\/\/music\.apple\.com\//) },
      { source: 'Last.fm', rank: 1, url: expect.stringMatching(/^https:\/\/www\.last\.fm\//) },
    ]);
    expect(row(chart, 'Night Shift').appleMusicUrl).toMatch(/^https:\/\/music\.apple\.com\//);
    // A known artist links to their page; a new one is started as a draft for the editors.
    expect(row(chart, 'Night Shift').artistId).toBe(kiloId);
    const drafts = await app.dataSource.query(`SELECT name, status FROM artists WHERE status = 'draft' ORDER BY name`);
    expect(drafts).toEqual([
      { name: 'Big Ness', status: 'draft' },
      { name: 'Mira Sol', status: 'draft' },
      { name: 'Rhyme Keeper', status: 'draft' },
    ]);
    expect(chart.some((entry) => entry.artistId === popIdolId)).toBe(false);

    const weeks = (await app.http().get('/api/charts/weeks')).body;
    expect(weeks).toEqual([
      {
        week: '2026-W47',
        builtAt: expect.any(String),
        entries: 4,
        failedSources: [
          { source: 'Broken Chart', reason: 'HTTP 500' },
          { source: 'Slow Chart', reason: 'timed out after 1500 ms' },
        ],
      },
    ]);
    // The Last.fm key went to Last.fm and nowhere else.
    expect(fixtures.requests.some((request) => request.includes(`api_key=${LASTFM_KEY}`))).toBe(true);
    const stored = JSON.stringify(await app.dataSource.query('SELECT * FROM chart_sources'));
    expect(stored).not.toContain(LASTFM_KEY);
    expect(JSON.stringify(run)).not.toContain(LASTFM_KEY);
  });

  it('builds week two with movements, peaks and weeks on the chart, and a re-run changes nothing', async () => {
    fixtures.apple([PAPER_PLANES_APPLE, LATE_BLOOMER, NIGHT_SHIFT]);
    fixtures.lastfm([PAPER_PLANES_LASTFM, LATE_BLOOMER, NIGHT_SHIFT]);
    // The same recording under a new title: its ISRC keeps it the same song.
    fixtures.editorsCsv([COUNTRY_ROAD, { ...CORNER_STORE, title: 'Corner Store - Radio Edit', isrc: 'usab12600001' }]);

    expect((await build('2026-W48')).state).toBe('completed');
    const chart = await chartOf('2026-W48');
    expect(songTitles(chart)).toEqual([
      'Paper Planes Over Oakland',
      'Late Bloomer',
      'Night Shift',
      'Corner Store - Radio Edit',
    ]);
    expect(shape(row(chart, 'Paper Planes Over Oakland'))).toEqual({
      position: 1,
      previousPosition: 4,
      isNew: false,
      reEntry: false,
      weeksOnChart: 2,
      peakPosition: 1,
    });
    expect(shape(row(chart, 'Late Bloomer'))).toEqual({
      position: 2,
      previousPosition: null,
      isNew: true,
      reEntry: false,
      weeksOnChart: 1,
      peakPosition: 2,
    });
    expect(shape(row(chart, 'Night Shift'))).toEqual({
      position: 3,
      previousPosition: 3,
      isNew: false,
      reEntry: false,
      weeksOnChart: 2,
      peakPosition: 3,
    });
    expect(shape(row(chart, 'Corner Store - Radio Edit'))).toEqual({
      position: 4,
      previousPosition: 2,
      isNew: false,
      reEntry: false,
      weeksOnChart: 2,
      peakPosition: 2,
    });
    const week1 = await chartOf('2026-W47');
    expect(row(chart, 'Corner Store - Radio Edit').songId).toBe(row(week1, 'Corner Store').songId);

    // The latest built week is the default chart.
    expect(songTitles(await chartOf())).toEqual(songTitles(chart));

    const before = await app.dataSource.query('SELECT * FROM streaming_charts ORDER BY id');
    const artistsBefore = await app.dataSource.query('SELECT id, name, status, updated_at FROM artists ORDER BY id');
    const again = await build('2026-W48');
    expect(again.state).toBe('completed');
    expect(again.result).toMatchObject({ changed: false, message: 'The chart for 2026-W48 was already up to date.' });
    expect(await app.dataSource.query('SELECT * FROM streaming_charts ORDER BY id')).toEqual(before);
    expect(await app.dataSource.query('SELECT id, name, status, updated_at FROM artists ORDER BY id')).toEqual(
      artistsBefore,
    );
  });

  it('builds week three with Apple Music down: a re-entry, a peak kept, and the chart says which source failed', async () => {
    fixtures.appleDown(503);
    fixtures.lastfm([OLD_FAITHFUL, NIGHT_SHIFT]);
    fixtures.editorsCsv([NIGHT_SHIFT]);

    const run = await build('2026-W49');
    expect(run.result?.message).toContain('Apple Music unavailable');
    const chart = await chartOf('2026-W49');
    expect(songTitles(chart)).toEqual(['Night Shift', 'Old Faithful']);
    expect(shape(row(chart, 'Night Shift'))).toEqual({
      position: 1,
      previousPosition: 3,
      isNew: false,
      reEntry: false,
      weeksOnChart: 3,
      peakPosition: 1,
    });
    expect(shape(row(chart, 'Old Faithful'))).toEqual({
      position: 2,
      previousPosition: null,
      isNew: false,
      reEntry: true,
      weeksOnChart: 2,
      peakPosition: 1,
    });

    const [latest] = (await app.http().get('/api/charts/weeks')).body;
    expect(latest.week).toBe('2026-W49');
    expect(latest.failedSources).toContainEqual({ source: 'Apple Music', reason: 'HTTP 503' });

    const run3 = await app.http().get(`/api/charts/songs/${row(chart, 'Night Shift').songId}`);
    expect(run3.status).toBe(200);
    expect(run3.body).toEqual({
      songId: row(chart, 'Night Shift').songId,
      songTitle: 'Night Shift',
      artist: 'Kilo Vance',
      artistId: kiloId,
      runs: [
        { week: '2026-W47', position: 3 },
        { week: '2026-W48', position: 3 },
        { week: '2026-W49', position: 1 },
      ],
    });
    const artistRuns = await app.http().get(`/api/charts/artists/${kiloId}`);
    expect(artistRuns.body.map((song: { songTitle: string }) => song.songTitle)).toEqual(['Night Shift']);
  });

  it('reads the runs of the later weeks again when an older week is built after them', async () => {
    fixtures.apple([NIGHT_SHIFT]);
    fixtures.lastfm([NIGHT_SHIFT]);
    fixtures.editorsCsv([NIGHT_SHIFT]);
    expect((await build('2026-W46')).state).toBe('completed');
    expect(songTitles(await chartOf('2026-W46'))).toEqual(['Night Shift']);

    // Night Shift was new in week 47 (3rd); now it was 1st the week before.
    expect(shape(row(await chartOf('2026-W47'), 'Night Shift'))).toEqual({
      position: 3,
      previousPosition: 1,
      isNew: false,
      reEntry: false,
      weeksOnChart: 2,
      peakPosition: 1,
    });
    expect(shape(row(await chartOf('2026-W48'), 'Night Shift'))).toMatchObject({ position: 3, weeksOnChart: 3 });
    expect(shape(row(await chartOf('2026-W49'), 'Night Shift'))).toMatchObject({ position: 1, weeksOnChart: 4 });
    // A song week 46 never had keeps its run as it was.
    expect(shape(row(await chartOf('2026-W47'), 'Old Faithful'))).toMatchObject({ isNew: true, weeksOnChart: 1 });

    const again = await build('2026-W46');
    expect(again.result).toMatchObject({ changed: false });
  });

  it('answers 404 for a week never built, 400 for a malformed one, and keeps the genre filter', async () => {
    const missing = await app.http().get('/api/charts?week=2026-W10');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/No hip-hop chart was built for 2026-W10/);
    for (const bad of ['2026-W60', 'banana', '2026-48']) {
      const response = await app.http().get(`/api/charts?week=${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/week must be an ISO week/);
    }
    expect((await app.http().get('/api/charts?genre=Hip_Hop')).status).toBe(400);
    expect((await app.http().get('/api/charts?genre=jazz')).body).toEqual([]);
    expect((await app.http().get('/api/charts/songs/999999')).status).toBe(404);
    expect((await app.http().get('/api/charts/songs/abc')).status).toBe(400);
  });

  it('puts the Monday schedule back when Redis loses it', async () => {
    const queue = new Queue(QueueName.Spotlight, { connection: testRedisConnection(), prefix });
    try {
      const scheduler = await queue.getJobScheduler(WEEKLY_CHART_SCHEDULER_ID);
      expect(scheduler).toMatchObject({ pattern: '0 0 * * 1', tz: 'UTC' });
      await queue.removeJobScheduler(WEEKLY_CHART_SCHEDULER_ID);
      await worker?.stop();
      worker = await startWorker({ QUEUE_PREFIX: prefix });
      await waitFor(() => queue.getJobScheduler(WEEKLY_CHART_SCHEDULER_ID), {
        timeoutMs: 20_000,
        what: 'the weekly chart schedule to be back',
      });
    } finally {
      await queue.close();
    }
  });
});
