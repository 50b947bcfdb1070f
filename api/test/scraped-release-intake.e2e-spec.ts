import { ReleaseGroupingStore } from '../src/modules/releases/release-grouping.store';
import { ScrapedReleasesStore, type ScrapedRelease } from '../src/modules/releases/scraped-releases.store';
import { useTestApp } from './support/use-test-app';

const ARTIST = {
  name: 'Nadia Cross',
  musicbrainzId: null,
  description: 'Nadia Cross description',
  shortBio: 'Latest album.',
  sourceUrl: null,
};

const listing = (source: string, overrides: Partial<ScrapedRelease> = {}): ScrapedRelease => ({
  title: 'Harbor Lights',
  artist: 'Nadia Cross',
  linkUrl: `https://${source.toLowerCase().replace(/\W+/g, '-')}.test/harbor-lights`,
  source,
  type: 'album',
  imageUrl: null,
  releaseDate: new Date('2026-11-13T05:00:00Z'),
  ...overrides,
});

/**
 * The intake as several worker replicas run it: listings of one album arriving
 * at the same moment, on separate connections, still make one release, and the
 * same listing arriving twice at once is stored once.
 */
describe('scraped release intake under concurrency', () => {
  const app = useTestApp();
  const store = () => app.app.get(ScrapedReleasesStore);
  const counts = async () =>
    (
      await app.dataSource.query(
        `SELECT (SELECT count(*)::int FROM releases) AS releases, (SELECT count(*)::int FROM release_listings) AS listings`,
      )
    )[0];

  it('makes one release of eight sources listing one album at once', async () => {
    const sources = ['Label', 'Store', 'Blog', 'Wire', 'Crate', 'Radio', 'Zine', 'Forum'];
    // Each source spells the name its own way (the matcher folds accents), so no artist lock orders them.
    const spellings = [
      'Nadia Cross',
      'Nádia Cross',
      'Nadia Crôss',
      'Nàdia Cross',
      'Nadïa Cross',
      'Nadia Cróss',
      'Nâdia Cross',
      'Nadiã Cross',
    ];
    const writes = await Promise.all(
      sources.map((source, index) =>
        store().saveScraped(listing(source, { artist: spellings[index] }), { ...ARTIST, name: spellings[index] }),
      ),
    );
    expect(writes.filter((write) => write.write === 'added')).toHaveLength(1);
    expect(writes.filter((write) => write.write === 'listed')).toHaveLength(7);
    expect(await counts()).toEqual({ releases: 1, listings: 8 });
  });

  it('joins a listing dated three calendar days after the first, whatever the hour of each', async () => {
    // The matcher compares days: 13 and 16 November are three days apart, though 76 hours separate the two.
    expect((await store().saveScraped(listing('Store'), ARTIST)).write).toBe('added');
    const later = listing('Label', { releaseDate: new Date('2026-11-16T09:00:00Z') });
    expect((await store().saveScraped(later, ARTIST)).write).toBe('listed');
    expect(await counts()).toEqual({ releases: 1, listings: 2 });
  });

  it("lets an intake that chose a release finish before the desk's merge folds that release away", async () => {
    await store().saveScraped(listing('Store'), ARTIST);
    await store().saveScraped(listing('Blog', { title: 'Harbour Lights (Live)', type: 'single' }), ARTIST);
    const [kept, folded] = (await app.dataSource.query(`SELECT id FROM releases ORDER BY id`)) as { id: number }[];
    // An intake under way: it holds the intake lock and has decided its listing belongs to the release to be folded.
    const intake = app.dataSource.createQueryRunner();
    await intake.connect();
    await intake.startTransaction();
    try {
      await intake.query('SELECT pg_advisory_xact_lock(731662033)');
      const merge = app.app.get(ReleaseGroupingStore).merge(kept.id, folded.id);
      const settled = merge.then(
        () => 'finished',
        () => 'failed',
      );
      // Either the merge waits for the intake's lock, or (the race) it has already deleted the release.
      const deadline = Date.now() + 15_000;
      let state = 'running';
      while (state === 'running' && Date.now() < deadline) {
        const [{ waiting }] = await app.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_locks
            WHERE locktype = 'advisory' AND objid = 731662033 AND NOT granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        state = waiting > 0 ? 'waiting' : await Promise.race([settled, Promise.resolve('running')]);
        if (state === 'running') await new Promise((resolve) => setImmediate(resolve));
      }
      expect(state).toBe('waiting');
      await intake.query(
        `INSERT INTO release_listings (release_id, source, url, artist, title, artist_key, title_key, release_date)
         VALUES ($1, 'Radio', 'https://radio.test/harbour-lights-live', 'Nadia Cross', 'Harbour Lights (Live)',
                 'nadia cross', 'harbour lights live', now())`,
        [folded.id],
      );
      await intake.commitTransaction();
      expect(await merge).toBe('merged');
    } finally {
      if (intake.isTransactionActive) await intake.rollbackTransaction();
      await intake.release();
    }
    // The intake's listing came over with the rest: nothing was lost to the fold.
    expect(
      await app.dataSource.query(
        `SELECT release_id AS "releaseId", count(*)::int AS n FROM release_listings GROUP BY 1`,
      ),
    ).toEqual([{ releaseId: kept.id, n: 3 }]);
  });

  it('stores one listing when the same one arrives four times at once', async () => {
    const writes = await Promise.all([1, 2, 3, 4].map(() => store().saveScraped(listing('Label'), ARTIST)));
    expect(writes.map((write) => write.write).sort()).toEqual(['added', 'unchanged', 'unchanged', 'unchanged']);
    expect(await counts()).toEqual({ releases: 1, listings: 1 });
  });
});
