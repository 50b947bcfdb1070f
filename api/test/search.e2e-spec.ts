import type { MarkedText, SearchResults } from '../src/shared/contracts/search';
import { insertArticle, insertArtist, insertEvent, insertRelease } from './support/test-data';
import { startTestApp, TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

/** The words a hit's marks cover, lower-cased. */
const marked = ({ text, marks }: MarkedText) => marks.map(([start, end]) => text.slice(start, end).toLowerCase());

describe('GET /api/search on a fixed corpus', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  const search = async (query: string): Promise<SearchResults> =>
    (await t.http().get(`/api/search?${query}`).expect(200)).body;
  const titles = (results: SearchResults, type: string) =>
    results.groups.find((group) => group.type === type)?.hits.map((hit) => hit.title.text) ?? [];

  beforeAll(async () => {
    t = await startTestApp();
    await truncateAll(t.dataSource);
    const db = t.dataSource;
    ids.bodyMention = await insertArticle(db, {
      title: 'Festival season wrap-up',
      excerpt: 'Who stole the weekend.',
      content: 'Between the sets, a surprise guest arrived: a saxophone solo nobody expected closed the night.',
      category: 'CULTURE',
    });
    ids.titleMention = await insertArticle(db, {
      title: 'Why the saxophone is back in rap',
      excerpt: 'Horns are everywhere this year.',
      content: 'Producers keep reaching for brass and reeds.',
      category: 'FEATURE',
    });
    ids.kendrick = await insertArticle(db, {
      title: 'Kendrick Lamar announces a stadium tour',
      excerpt: 'Twenty dates across North America.',
      content: 'The Compton rapper will play twenty stadiums. Tickets go on sale Friday.',
      category: 'BREAKING',
    });
    ids.phrase = await insertArticle(db, {
      title: 'Velvet curfew review',
      excerpt: 'A quiet EP.',
      content: 'The velvet curfew of the title is a promise kept.',
      category: 'REVIEW',
    });
    ids.scrambled = await insertArticle(db, {
      title: 'Curfew in the velvet room',
      excerpt: 'A club night.',
      content: 'The club keeps a strict curfew; the velvet ropes come down at two.',
      category: 'CULTURE',
    });
    ids.xss = await insertArticle(db, {
      title: 'Marching band <b>bold</b> sousaphone',
      excerpt: 'Tags in content.',
      content: '<img src=x onerror=alert(1)> marching band saxophone break',
      category: 'CULTURE',
    });
    await db.query(`UPDATE articles SET tags = 'brass, horns' WHERE id = $1`, [ids.titleMention]);
    ids.artistKendrick = await insertArtist(db, { name: 'Kendrick Lamar', genre: 'West Coast Hip Hop' });
    await db.query(`UPDATE artists SET location = 'Compton, CA' WHERE id = $1`, [ids.artistKendrick]);
    ids.artistOther = await insertArtist(db, { name: 'Tamsin Rowe', genre: 'Jazz Rap' });
    await db.query(`UPDATE artists SET location = 'Leeds, UK' WHERE id = $1`, [ids.artistOther]);
    ids.release = await insertRelease(db, { title: 'Saxophone Sessions', artist: 'Tamsin Rowe', type: 'EP' });
    ids.releaseKendrick = await insertRelease(db, { title: 'GNX', artist: 'Kendrick Lamar', type: 'album' });
    ids.event = await insertEvent(db, {
      title: 'Brass and Bars Night',
      artists: 'Tamsin Rowe, Juno Blaque',
      location: 'Leeds, UK',
    });
  });
  afterAll(() => t.close());

  it('finds a word in every kind of content, grouped in a fixed order', async () => {
    const results = await search('q=saxophone');
    expect(results.query).toBe('saxophone');
    expect(results.groups.map((group) => group.type)).toEqual(['articles', 'artists', 'releases', 'events']);
    expect(results.groups.map((group) => group.label)).toEqual(['Articles', 'Artists', 'Releases', 'Events']);
    expect(titles(results, 'articles')).toEqual(
      expect.arrayContaining([
        'Why the saxophone is back in rap',
        'Festival season wrap-up',
        'Marching band <b>bold</b> sousaphone',
      ]),
    );
    expect(titles(results, 'releases')).toEqual(['Saxophone Sessions']);
    expect(titles(results, 'artists')).toEqual([]);
    expect(titles(results, 'events')).toEqual([]);
  });

  it('ranks a title match above a body match', async () => {
    const hits = titles(await search('q=saxophone'), 'articles');
    expect(hits.indexOf('Why the saxophone is back in rap')).toBeLessThan(hits.indexOf('Festival season wrap-up'));
  });

  it('marks the matched words in titles and snippets, as text ranges (never markup)', async () => {
    const results = await search('q=saxophone');
    const articles = results.groups[0].hits;
    const titleHit = articles.find((hit) => hit.id === ids.titleMention)!;
    expect(marked(titleHit.title)).toEqual(['saxophone']);
    expect(titleHit.href).toBe(`/article/${ids.titleMention}`);
    expect(titleHit.meta).toMatch(/^FEATURE · \w{3} \d{1,2}, \d{4}$/);
    const bodyHit = articles.find((hit) => hit.id === ids.bodyMention)!;
    expect(bodyHit.snippet.text).toContain('saxophone solo');
    expect(marked(bodyHit.snippet)).toContain('saxophone');
    const hostile = articles.find((hit) => hit.id === ids.xss)!;
    expect(hostile.title.text).toBe('Marching band <b>bold</b> sousaphone');
    expect(JSON.stringify(hostile)).not.toMatch(/[\u0001\u0002]/);
    expect(hostile.snippet.text).not.toContain('<img');
  });

  it('finds a quoted phrase only where its words stand together', async () => {
    const phrase = titles(await search(`q=${encodeURIComponent('"velvet curfew"')}`), 'articles');
    expect(phrase).toEqual(['Velvet curfew review']);
    const words = titles(await search('q=velvet%20curfew'), 'articles');
    expect(words.sort()).toEqual(['Curfew in the velvet room', 'Velvet curfew review']);
  });

  it('finds a misspelt name by its spelling', async () => {
    const results = await search('q=kendric');
    expect(titles(results, 'artists')).toEqual(['Kendrick Lamar']);
    expect(titles(results, 'articles')).toEqual(['Kendrick Lamar announces a stadium tour']);
    expect(titles(results, 'releases')).toEqual(['GNX']);
    const artist = results.groups[1].hits[0];
    expect(artist).toMatchObject({ id: ids.artistKendrick, href: `/artists/${ids.artistKendrick}`, nearMatch: true });
  });

  it('searches artists by genre and location, and events by artist and place', async () => {
    expect(titles(await search('q=compton&type=artists'), 'artists')).toEqual(['Kendrick Lamar']);
    const leeds = await search('q=leeds');
    expect(titles(leeds, 'artists')).toEqual(['Tamsin Rowe']);
    expect(titles(leeds, 'events')).toEqual(['Brass and Bars Night']);
    expect(titles(await search('q=juno&type=events'), 'events')).toEqual(['Brass and Bars Night']);
    // Tags count too.
    expect(titles(await search('q=horns&type=articles'), 'articles')).toContain('Why the saxophone is back in rap');
  });

  it('filters by type and honours the limit', async () => {
    const onlyReleases = await search('q=saxophone&type=releases');
    expect(onlyReleases.groups.map((group) => group.type)).toEqual(['releases']);
    const limited = await search('q=saxophone&type=articles&limit=1');
    expect(titles(limited, 'articles')).toEqual(['Why the saxophone is back in rap']);
  });

  it('answers an empty result for words that match nothing or only punctuation', async () => {
    for (const query of ['zzzqqxx', '!!!', '"', '&|!<->', 'the', ':*']) {
      const response = await t.http().get(`/api/search?q=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
      expect(response.body.groups.every((group: { hits: unknown[] }) => Array.isArray(group.hits))).toBe(true);
    }
    const punctuation = await search(`q=${encodeURIComponent('!!! ???')}`);
    expect(punctuation.groups.flatMap((group) => group.hits)).toEqual([]);
  });

  it('refuses bad queries with a 400 that says what is wrong', async () => {
    const cases: [string, RegExp][] = [
      ['', /q must not be empty/],
      ['q=', /q must not be empty/],
      ['q=%20%20', /q must not be empty/],
      [`q=${'a'.repeat(1000)}`, /q must be at most 200 characters/],
      ['q=a%00b', /NUL|q/],
      ['q=rap&type=podcasts', /type must be one of articles, artists, releases, events/],
      ['q=rap&limit=0', /limit must be at least 1/],
      ['q=rap&limit=500', /limit must be at most 20/],
      ['q=rap&limit=abc', /limit must be a whole number/],
      ['q=a&q=b', /q must be text/],
    ];
    for (const [query, message] of cases) {
      const response = await t.http().get(`/api/search?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(JSON.stringify(response.body.message)).toMatch(message);
    }
  });

  it('sees writes at once (the tsvector is kept by the database)', async () => {
    await insertArticle(t.dataSource, { title: 'Theremin takes over drill', content: 'An odd instrument.' });
    expect(titles(await search('q=theremin&type=articles'), 'articles')).toEqual(['Theremin takes over drill']);
    await t.dataSource.query(`UPDATE articles SET title = 'Ocarina takes over drill' WHERE title LIKE 'Theremin%'`);
    expect(titles(await search('q=theremin&type=articles'), 'articles')).toEqual([]);
    expect(titles(await search('q=ocarina&type=articles'), 'articles')).toEqual(['Ocarina takes over drill']);
  });

  it('finds a story told by several outlets once: its best-ranked report', async () => {
    const first = await insertArticle(t.dataSource, { title: 'Kalimba lands on a drill record', source: 'Bay Beat' });
    const second = await insertArticle(t.dataSource, {
      title: 'A drill record with a kalimba',
      content: 'The kalimba carries the hook.',
      source: 'North Wire',
    });
    expect(titles(await search('q=kalimba&type=articles'), 'articles')).toHaveLength(2);
    await t.dataSource.query(
      'UPDATE articles SET story_id = (SELECT story_id FROM articles WHERE id = $1) WHERE id = $2',
      [first, second],
    );
    expect(titles(await search('q=kalimba&type=articles'), 'articles')).toHaveLength(1);
  });
});
