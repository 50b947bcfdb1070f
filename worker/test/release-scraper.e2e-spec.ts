import { QueueName } from '../../api/src/queues/queue-names';
import { recordProgress } from './support/jobs-harness';
import { useWorkerStage } from './support/worker-stage';

/** A release feed and a MusicBrainz search, then JSON that is not MusicBrainz's and a source answering 503. */
const RELEASE_FEEDS = [
  '/feeds/releases/fresh-drops.rss.xml',
  '/feeds/releases/musicbrainz-release-groups.json',
  '/feeds/broken/not-musicbrainz.json',
  '/status/503',
];

jest.setTimeout(90_000);

describe('release scraper: API -> queue -> worker process -> releases and artists', () => {
  const stage = useWorkerStage('releases', {
    sources: { kind: 'releases', paths: RELEASE_FEEDS },
    worker: { SCRAPE_TIMEOUT_MS: '3000' },
  });

  const releases = () =>
    stage.app.dataSource.query(
      'SELECT id, title, artist, link_url, source, type, image_url, release_date, artist_id, created_at FROM releases ORDER BY link_url',
    );
  const artists = () => stage.app.dataSource.query('SELECT * FROM artists ORDER BY name');

  it('stores releases from a feed and from MusicBrainz, linking or creating draft artists', async () => {
    const progress = await recordProgress(QueueName.Scraping, stage.prefix);
    let jobId: string;
    try {
      const response = await stage.requestScrape('releases');
      expect(response.status).toBe(202);
      expect(response.body.jobId).toMatch(/^scrape-releases-/);
      jobId = response.body.jobId;
      const run = await stage.jobEnd(jobId);
      expect(run.state).toBe('completed');
      // Velvet Curfew comes from both sources: stored once, the second sighting is a second link to it.
      // Velvet Trap and its deluxe edition a week later share no identifier: two releases.
      expect(run.result?.message).toBe(
        'Added 8 new releases from 2 sources; 1 new link to known releases; 0 already known; 2 sources failed',
      );
      expect(run.result?.artistsCreated).toBe(6);
      const failed = run.result?.failedSources as { url: string; reason: string }[];
      expect(failed).toEqual([
        { url: stage.sources[2], reason: 'JSON without "release-groups" (not a MusicBrainz release-group search)' },
        { url: stage.sources[3], reason: 'HTTP 503' },
      ]);
      const values = progress.seen.get(jobId) ?? [];
      expect(values.at(-1)).toBe(100);
      expect(values.some((value) => value > 0 && value < 100)).toBe(true);
    } finally {
      await progress.close();
    }

    const rows = await releases();
    const byTitle = Object.fromEntries(rows.map((row: { title: string }) => [row.title, row]));
    expect(Object.keys(byTitle).sort()).toEqual([
      'Bodega Hymns',
      'Church Organ Freestyle',
      'Credits Roll',
      'Late Checkout',
      'Salt & Saffron',
      'Velvet Curfew',
      'Velvet Trap',
      'Velvet Trap (Deluxe)',
    ]);
    expect(byTitle['Velvet Curfew']).toMatchObject({
      artist: 'Tamsin Rowe',
      type: 'EP',
      source: 'Fresh Drops Weekly',
      link_url: stage.fixtures.url('/releases/tamsin-rowe-velvet-curfew'),
      image_url: stage.fixtures.url('/images/velvet-curfew.jpg'),
    });
    expect(byTitle['Velvet Curfew'].release_date.toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(byTitle['Bodega Hymns']).toMatchObject({
      artist: 'Cold Lunch',
      type: 'mixtape',
      image_url: stage.fixtures.url('/images/bodega-hymns.jpg'),
    });
    expect(byTitle['Credits Roll']).toMatchObject({
      artist: 'Juno Blaque',
      type: 'EP',
      image_url: stage.fixtures.url('/images/credits-roll.jpg'),
    });
    expect(byTitle['Church Organ Freestyle']).toMatchObject({ artist: 'Marlo Vance', type: 'single' });
    expect(byTitle['Salt & Saffron']).toMatchObject({
      artist: 'Odessa Reyes',
      type: 'album',
      source: 'MusicBrainz',
      link_url: 'https://musicbrainz.org/release-group/5f2c9a3e-1d4b-4e8a-9c21-7b6d0e3f4a11',
      image_url: 'https://coverartarchive.org/release-group/5f2c9a3e-1d4b-4e8a-9c21-7b6d0e3f4a11/front-250',
    });
    expect(byTitle['Salt & Saffron'].release_date.toISOString()).toBe('2026-11-13T00:00:00.000Z');
    expect(byTitle['Late Checkout']).toMatchObject({ artist: 'Marlo Vance & Juno Blaque', type: 'single' });
    expect(byTitle['Velvet Trap']).toMatchObject({ artist: 'Lil Sable', type: 'album' });
    expect(byTitle['Velvet Trap (Deluxe)']).toMatchObject({
      artist: 'Lil Sable',
      type: 'album',
      link_url: stage.fixtures.url('/releases/lil-sable-velvet-trap-deluxe'),
    });

    const artistRows = await artists();
    expect(artistRows.map((a: { name: string }) => a.name)).toEqual([
      'Cold Lunch',
      'Juno Blaque',
      'Lil Sable',
      'Marlo Vance',
      'Odessa Reyes',
      'Tamsin Rowe',
    ]);
    const artistByName = Object.fromEntries(artistRows.map((a: { name: string }) => [a.name, a]));
    for (const artist of artistRows) {
      expect(artist).toMatchObject({ status: 'published', genre: 'Hip Hop', is_spotlighted: false });
      expect(artist.description).toMatch(new RegExp(`^${artist.name} is a hip hop artist whose`));
    }
    expect(artistByName['Odessa Reyes']).toMatchObject({
      musicbrainz_id: '8a1e4f20-3b7c-4d59-a6e2-1c0f9b8d7e31',
      latest_project: 'Salt & Saffron',
      source_url: 'https://musicbrainz.org/artist/8a1e4f20-3b7c-4d59-a6e2-1c0f9b8d7e31',
    });
    // First met in the feed by name, then recognised by MusicBrainz: one row, now with its MBID.
    expect(artistByName['Tamsin Rowe'].musicbrainz_id).toBe('2b4d6f80-9a1c-4e3b-8d5f-7a9c1e3b5d42');
    // A collaboration is filed under its first credited artist.
    expect(artistByName['Marlo Vance'].musicbrainz_id).toBe('6c8e0a2c-4e6a-4c8e-9a2c-4e6a8c0e2a53');
    expect(byTitle['Late Checkout'].artist_id).toBe(artistByName['Marlo Vance'].id);
    expect(byTitle['Credits Roll'].artist_id).toBe(artistByName['Juno Blaque'].id);
  });

  it('a second run adds nothing and changes nothing, with or without conditional GET', async () => {
    const before = { releases: await releases(), artists: await artists() };

    const cachedRun = await stage.runScrape('releases');
    expect(cachedRun.result?.message).toBe('Added 0 new releases from 2 sources; 0 already known; 2 sources failed');

    stage.fixtures.conditional = false;
    const fullRun = await stage.runScrape('releases');
    expect(fullRun.result?.message).toBe('Added 0 new releases from 2 sources; 9 already known; 2 sources failed');

    expect(await releases()).toEqual(before.releases);
    expect(await artists()).toEqual(before.artists);
  });
});
