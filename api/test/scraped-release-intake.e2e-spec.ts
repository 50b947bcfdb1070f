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

  it('stores one listing when the same one arrives four times at once', async () => {
    const writes = await Promise.all([1, 2, 3, 4].map(() => store().saveScraped(listing('Label'), ARTIST)));
    expect(writes.map((write) => write.write).sort()).toEqual(['added', 'unchanged', 'unchanged', 'unchanged']);
    expect(await counts()).toEqual({ releases: 1, listings: 1 });
  });
});
