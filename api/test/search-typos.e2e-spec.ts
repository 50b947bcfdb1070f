import type { SearchResults } from '../src/shared/contracts/search';
import { insertArticle, insertArtist, insertRelease } from './support/test-data';
import { startTestApp, TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Typo tolerance and prefix search through GET /api/search, on a fixed corpus
 * in real Postgres: the dictionary is filled by the tables' own triggers.
 */
describe('GET /api/search forgives a typo', () => {
  let t: TestApp;

  const search = async (q: string, extra = ''): Promise<SearchResults> =>
    (
      await t
        .http()
        .get(`/api/search?q=${encodeURIComponent(q)}&limit=20${extra}`)
        .expect(200)
    ).body;
  const titles = (results: SearchResults, type: string) =>
    results.groups.find((group) => group.type === type)?.hits.map((hit) => hit.title.text) ?? [];
  const everyTitle = (results: SearchResults) => results.groups.flatMap((group) => group.hits.map((h) => h.title.text));

  beforeAll(async () => {
    t = await startTestApp();
    await truncateAll(t.dataSource);
    const db = t.dataSource;
    await insertArtist(db, { name: 'Junie Marz', genre: 'Alternative Hip Hop' });
    await insertArtist(db, { name: 'Kendrick Lamar', genre: 'West Coast Hip Hop' });
    await insertArtist(db, { name: 'Nasty C', genre: 'South African Hip Hop' });
    await insertArtist(db, { name: 'J. Cole', genre: 'Conscious Hip Hop' });
    await insertRelease(db, { title: 'Instrumentals Vol. 2', artist: 'Beat Conductor', type: 'album' });
    await insertArticle(db, { title: 'A crate of forgotten records', tags: 'boombap, vinyl', publishedAt: daysAgo(9) });
    // Exact above typo: 'Junio' is one letter from 'Junie', and newer.
    await insertArticle(db, { title: 'Junie Marz plays Leeds', content: 'A short set.', publishedAt: daysAgo(8) });
    await insertArticle(db, { title: 'Junio Reyes signs a deal', content: 'A new label.', publishedAt: daysAgo(1) });
    // Title above body: the body match is newer and says the word more often.
    await insertArticle(db, { title: 'Lyricism is back', content: 'Bars.', publishedAt: daysAgo(7) });
    await insertArticle(db, {
      title: 'Notes from the cypher',
      content: 'Lyricism, lyricism and more lyricism carried the night.',
      publishedAt: daysAgo(2),
    });
    // Newer above older at equal relevance: the newer is written first, so its id is the lower.
    await insertArticle(db, { title: 'Turntablism heats up', content: 'Same words.', publishedAt: daysAgo(3) });
    await insertArticle(db, { title: 'Turntablism heats up', content: 'Same words.', publishedAt: daysAgo(6) });
    // 'other' is a stop word, and 'others' (one letter more) a dictionary word that stems to 'other'.
    await insertArticle(db, { title: 'The other side of the booth', content: 'Sound.', publishedAt: daysAgo(4) });
    await insertArticle(db, { title: 'Producers and others', content: 'Credits.', publishedAt: daysAgo(5) });
  });
  afterAll(() => t.close());

  it("finds Junie Marz for 'Juie': one letter missing from a five-letter name", async () => {
    const results = await search('Juie');
    expect(titles(results, 'artists')).toEqual(['Junie Marz']);
    const [hit] = results.groups.find((group) => group.type === 'artists')!.hits;
    expect(hit.nearMatch).toBe(true);
    // The correction is what is highlighted.
    expect(hit.title.marks.map(([start, end]) => hit.title.text.slice(start, end))).toEqual(['Junie']);
  });

  it("finds Kendrick for 'kendirck': a swap of two letters is one typo", async () => {
    expect(titles(await search('kendirck'), 'artists')).toEqual(['Kendrick Lamar']);
    expect(titles(await search('kendirck lamar'), 'artists')).toEqual(['Kendrick Lamar']);
  });

  it("does not match 'Nasty' for 'Nas', submitted or corrected", async () => {
    expect(everyTitle(await search('Nas'))).toEqual([]);
    expect(everyTitle(await search('nas', '&prefix=false'))).toEqual([]);
  });

  it("finds Junie Marz for 'jun' as the reader types (prefix on the last word)", async () => {
    expect(titles(await search('jun', '&prefix=true'), 'artists')).toEqual(['Junie Marz']);
    expect(titles(await search('junie ma', '&prefix=true'), 'artists')).toEqual(['Junie Marz']);
    // A submitted 'jun' is a whole word, which no name holds.
    expect(everyTitle(await search('jun'))).toEqual([]);
  });

  it('allows no typo below five letters, one from five, two from nine', async () => {
    expect(titles(await search('cile'), 'artists')).toEqual([]);
    expect(titles(await search('kednirck'), 'artists')).toEqual([]);
    expect(titles(await search('instrumnetls'), 'releases')).toEqual(['Instrumentals Vol. 2']);
    expect(titles(await search('instrmnetls'), 'releases')).toEqual([]);
  });

  it('corrects tags and story titles too', async () => {
    expect(titles(await search('bombap'), 'articles')).toEqual(['A crate of forgotten records']);
    expect(titles(await search('forgoten'), 'articles')).toEqual(['A crate of forgotten records']);
  });

  it('ranks an exact match above a typo match, though the typo match is newer', async () => {
    const hits = (await search('junie')).groups[0].hits;
    expect(hits.map((hit) => [hit.title.text, hit.nearMatch])).toEqual([
      ['Junie Marz plays Leeds', false],
      ['Junio Reyes signs a deal', true],
    ]);
  });

  it('ranks a title match above a body match, though the body match is newer', async () => {
    expect(titles(await search('lyricism'), 'articles')).toEqual(['Lyricism is back', 'Notes from the cypher']);
  });

  it('ranks the newer of two equally relevant stories first', async () => {
    const hits = (await search('turntablism')).groups[0].hits;
    expect(hits).toHaveLength(2);
    expect(hits[0].meta).not.toBe(hits[1].meta);
    expect(hits[0].id).toBeLessThan(hits[1].id);
  });

  it('corrects no stop word: a stop word asks for nothing, as typed or corrected', async () => {
    // Correcting 'other' to 'others' would ask for a word the matching story does not index, and find nothing.
    expect(titles(await search('other side'), 'articles')).toEqual(['The other side of the booth']);
    expect(titles(await search('the other side booth', '&prefix=true'), 'articles')).toEqual([
      'The other side of the booth',
    ]);
  });

  it('learns the words of a write at once (the dictionary is kept by triggers)', async () => {
    await insertArtist(t.dataSource, { name: 'Quellbrook' });
    expect(titles(await search('quelbrook'), 'artists')).toEqual(['Quellbrook']);
    await t.dataSource.query(`UPDATE artists SET name = 'Vantablack' WHERE name = 'Quellbrook'`);
    expect(titles(await search('vantablak'), 'artists')).toEqual(['Vantablack']);
  });

  it('refuses a prefix flag that is not true or false with a 400 that says so', async () => {
    const response = await t.http().get('/api/search?q=jun&prefix=yes');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toMatch(/prefix must be true or false/);
  });
});
