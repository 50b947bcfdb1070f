import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { CONTENT_TABLES } from '../src/database/content-tables';
import { buildDemoArticles } from '../src/database/seeds/articles';
import { buildDemoArtists } from '../src/database/seeds/artists';
import { buildStoryCoverage } from '../src/database/seeds/story-coverage';
import { seedDemoContentIfEmpty } from '../src/database/seeds/seed-demo-content';
import { currentIsoWeek } from '../src/shared/domain/iso-week';
import { useTestApp } from './support/use-test-app';
import { openDataSource, truncateAll } from './support/test-database';

const DAY_MS = 86_400_000;
const WEB_PUBLIC = join(__dirname, '..', '..', 'web', 'public');

async function countOf(dataSource: DataSource, sql: string, params: unknown[] = []): Promise<number> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM (${sql}) AS rows`, params);
  return count;
}

/** Row counts of every table the seed writes, to prove a second run changes nothing. */
async function snapshot(dataSource: DataSource): Promise<Record<string, unknown>> {
  const tables = [...CONTENT_TABLES, 'streaming_charts'];
  const result: Record<string, unknown> = {};
  for (const table of tables) {
    // A table keyed by a pair (story, artist) has no id: its count alone says whether rows were added.
    const [{ has_id }] = await dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'id') AS has_id`,
      [table],
    );
    const maxId = has_id ? 'max(id)' : 'NULL';
    const [row] = await dataSource.query(`SELECT count(*)::int AS count, ${maxId} AS max_id FROM ${table}`);
    result[table] = row;
  }
  return result;
}

describe('demo content seed', () => {
  let dataSource: DataSource;
  const now = new Date();

  beforeAll(async () => {
    dataSource = await openDataSource(process.env.DATABASE_URL!);
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
  });

  afterAll(async () => {
    await truncateAll(dataSource);
    await dataSource.destroy();
  });

  it('fills every content table with at least the promised rows and reports them', async () => {
    const summary = await seedDemoContentIfEmpty(dataSource, now);
    expect(summary).toMatch(/^seeded demo content: \d+ articles/);
    expect(summary).not.toContain('\n');

    expect(await countOf(dataSource, 'SELECT 1 FROM articles')).toBeGreaterThanOrEqual(24);
    expect(await countOf(dataSource, 'SELECT 1 FROM artists')).toBeGreaterThanOrEqual(12);
    expect(await countOf(dataSource, 'SELECT 1 FROM releases')).toBeGreaterThanOrEqual(12);
    expect(await countOf(dataSource, 'SELECT 1 FROM events')).toBeGreaterThanOrEqual(6);
    expect(await countOf(dataSource, 'SELECT 1 FROM newsletters')).toBeGreaterThanOrEqual(4);
  });

  it('writes articles in all four categories, one featured, six or more long-form, dated within ~30 days', async () => {
    await seedDemoContentIfEmpty(dataSource, now);

    const categories: { category: string }[] = await dataSource.query(
      'SELECT DISTINCT category FROM articles ORDER BY 1',
    );
    expect(categories.map((row) => row.category)).toEqual(['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW']);
    expect(await countOf(dataSource, 'SELECT 1 FROM articles WHERE featured')).toBe(1);
    expect(
      await countOf(
        dataSource,
        // A long read: its one body is more than its short version.
        `SELECT 1 FROM articles WHERE word_count > 500 AND btrim(content) <> btrim(short_md)`,
      ),
    ).toBeGreaterThanOrEqual(6);

    const incomplete = await countOf(
      dataSource,
      `SELECT 1 FROM articles WHERE coalesce(short_md, '') = '' OR coalesce(author, '') = '' OR coalesce(source, '') = ''
         OR coalesce(tags, '') = '' OR word_count <= 0 OR content = '' OR excerpt = ''`,
    );
    expect(incomplete).toBe(0);
    const outsideWindow = await countOf(
      dataSource,
      'SELECT 1 FROM articles WHERE published_at > $1 OR published_at < $2',
      [now, new Date(now.getTime() - 31 * DAY_MS)],
    );
    expect(outsideWindow).toBe(0);
    const duplicateCanonical = await countOf(
      dataSource,
      'SELECT canonical_url FROM articles WHERE canonical_url IS NOT NULL GROUP BY canonical_url HAVING count(*) > 1',
    );
    expect(duplicateCanonical).toBe(0);
  });

  it('spotlights exactly five published artists for the current ISO week, on the artist rows and in artist_spotlights', async () => {
    await seedDemoContentIfEmpty(dataSource, now);
    const week = currentIsoWeek(now);

    const rows: { position: number; is_spotlighted: boolean; spotlight_week: string; spotlighted_at: Date | null }[] =
      await dataSource.query(
        `SELECT s.position, a.is_spotlighted, a.spotlight_week, a.spotlighted_at
           FROM artist_spotlights s JOIN artists a ON a.id = s.artist_id WHERE s.week = $1 ORDER BY s.position`,
        [week],
      );
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5]);
    for (const row of rows) {
      expect(row.is_spotlighted).toBe(true);
      expect(row.spotlight_week).toBe(week);
      expect(row.spotlighted_at).not.toBeNull();
    }
    expect(await countOf(dataSource, 'SELECT 1 FROM artists WHERE is_spotlighted')).toBe(5);
    expect(await countOf(dataSource, `SELECT 1 FROM artists WHERE status <> 'published'`)).toBe(0);
    expect(
      await countOf(
        dataSource,
        `SELECT 1 FROM artists WHERE coalesce(full_bio, '') = '' OR coalesce(short_bio, '') = ''`,
      ),
    ).toBe(0);
  });

  it('dates every release within the last 21 days, with all four types and unique links', async () => {
    await seedDemoContentIfEmpty(dataSource, now);

    const outside = await countOf(dataSource, 'SELECT 1 FROM releases WHERE release_date > $1 OR release_date < $2', [
      now,
      new Date(now.getTime() - 21 * DAY_MS),
    ]);
    expect(outside).toBe(0);
    const types: { type: string }[] = await dataSource.query('SELECT DISTINCT type FROM releases ORDER BY 1');
    expect(types.map((row) => row.type)).toEqual(['EP', 'album', 'mixtape', 'single']);
    expect(await countOf(dataSource, 'SELECT 1 FROM releases WHERE artist_id IS NOT NULL')).toBeGreaterThanOrEqual(12);
  });

  it('lists every release at its own link, two at several stores and one with a deluxe edition', async () => {
    await seedDemoContentIfEmpty(dataSource, now);

    expect(
      await countOf(
        dataSource,
        'SELECT 1 FROM releases r WHERE NOT EXISTS (SELECT 1 FROM release_listings l WHERE l.release_id = r.id AND l.url = r.link_url)',
      ),
    ).toBe(0);
    const several: { title: string; sources: string[]; editions: (string | null)[] }[] = await dataSource.query(
      `SELECT r.title, array_agg(l.source ORDER BY l.id) AS sources, array_agg(l.edition ORDER BY l.id) AS editions
         FROM releases r JOIN release_listings l ON l.release_id = r.id
        GROUP BY r.id HAVING count(*) > 1 ORDER BY r.title`,
    );
    expect(several).toEqual([
      {
        title: 'Blue Line Sermons',
        sources: ['The Cypher', 'Bandcamp', 'Apple Music', 'Bandcamp'],
        editions: [null, null, null, 'Deluxe'],
      },
      {
        title: 'Two-Way Glass',
        sources: ['The Cypher', 'MusicBrainz', 'Bandcamp'],
        editions: [null, null, 'Explicit'],
      },
    ]);
    // No invented host: a listing links to the site's own search or to a real store's search.
    const hosts: { url: string }[] = await dataSource.query(`SELECT url FROM release_listings`);
    for (const { url } of hosts) {
      expect(url).toMatch(/^(\/search\?q=|https:\/\/(bandcamp\.com|music\.apple\.com\/us|musicbrainz\.org)\/search\?)/);
    }
  });

  it('writes upcoming and sold-out events, multi-tag newsletters and a 20-row hip-hop chart', async () => {
    await seedDemoContentIfEmpty(dataSource, now);

    expect(await countOf(dataSource, 'SELECT 1 FROM events WHERE event_date > $1', [now])).toBeGreaterThanOrEqual(4);
    expect(await countOf(dataSource, 'SELECT 1 FROM events WHERE NOT tickets_available')).toBeGreaterThanOrEqual(1);
    expect(await countOf(dataSource, 'SELECT 1 FROM newsletters WHERE cardinality(tags) > 3')).toBeGreaterThanOrEqual(
      1,
    );

    const chart: { position: number; genre: string; is_new: boolean; total_score: number }[] = await dataSource.query(
      'SELECT position, genre, is_new, total_score FROM streaming_charts ORDER BY position',
    );
    expect(chart.map((row) => row.position)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(chart.every((row) => row.genre === 'hip-hop')).toBe(true);
    expect(chart.some((row) => row.is_new)).toBe(true);
    const scores = chart.map((row) => row.total_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('leaves every picture to the generated artwork: no demo row points at an image file', async () => {
    await seedDemoContentIfEmpty(dataSource, now);

    const paths: { path: string | null }[] = await dataSource.query(`
      SELECT image_url AS path FROM articles UNION SELECT image_url FROM artists
      UNION SELECT latest_project_image FROM artists UNION SELECT image_url FROM releases
      UNION SELECT image_url FROM newsletters UNION SELECT image_url FROM streaming_charts`);
    expect(paths).toEqual([{ path: null }]);
    expect(existsSync(join(WEB_PUBLIC, 'demo'))).toBe(false);
  });

  it('gives every article its whole story as its one body: short pieces whole, long reads with a short version', async () => {
    await seedDemoContentIfEmpty(dataSource, now);

    const articles: { title: string; short_md: string; content: string; word_count: number }[] = await dataSource.query(
      'SELECT title, short_md, content, word_count FROM articles',
    );
    for (const article of articles) {
      const paragraphs = (md: string) => md.split(/\n{2,}/).filter((block) => block.trim()).length;
      expect([article.title, paragraphs(article.short_md) >= 2]).toEqual([article.title, true]);
      expect(paragraphs(article.content)).toBeGreaterThanOrEqual(paragraphs(article.short_md));
      expect(article.word_count).toBeGreaterThan(90);
    }
  });

  it('tells three stories through several outlets, each outlet once per story', async () => {
    await seedDemoContentIfEmpty(dataSource, now);
    const stories: { size: number; sources: string[] }[] = await dataSource.query(
      `SELECT count(*)::int AS size, array_agg(DISTINCT source ORDER BY source) AS sources
         FROM articles GROUP BY story_id HAVING count(*) > 1 ORDER BY count(*) DESC, min(id)`,
    );
    expect(stories.map((story) => story.size)).toEqual([3, 3, 2]);
    expect(stories.every((story) => story.sources.length === story.size)).toBe(true);
    // Every story left has an article: the copies' own stories of one were dropped as they were moved.
    expect(await countOf(dataSource, 'SELECT 1 FROM stories WHERE id NOT IN (SELECT story_id FROM articles)')).toBe(0);
    expect(await countOf(dataSource, 'SELECT 1 FROM articles WHERE source_url LIKE $1', ['%.example%'])).toBe(0);
  });

  it('changes nothing when run a second time', async () => {
    await seedDemoContentIfEmpty(dataSource, now);
    const before = await snapshot(dataSource);

    const second = await seedDemoContentIfEmpty(dataSource, now);

    expect(second).toMatch(/already has \d+ articles/);
    expect(await snapshot(dataSource)).toEqual(before);
  });

  it('seeds once when two starts race on an empty database', async () => {
    const results = await Promise.all([
      seedDemoContentIfEmpty(dataSource, now),
      seedDemoContentIfEmpty(dataSource, now),
    ]);

    expect(results.filter((summary) => summary.startsWith('seeded demo content'))).toHaveLength(1);
    expect(await countOf(dataSource, 'SELECT 1 FROM articles')).toBe(
      buildDemoArticles(now).length + buildStoryCoverage(now).length,
    );
    expect(await countOf(dataSource, 'SELECT 1 FROM artists')).toBe(buildDemoArtists(now).length);
  });

  describe('through the public API', () => {
    // The test seeds the content it reads, only if the tables are empty: they are left as they are.
    const app = useTestApp({}, { emptyTablesBeforeEach: false });

    it('serves five spotlighted artists for this week and all the articles', async () => {
      await seedDemoContentIfEmpty(dataSource);

      const spotlight = await app.http().get('/api/artists/spotlight').expect(200);
      expect(spotlight.body).toHaveLength(5);
      expect(spotlight.body.every((artist: { isSpotlighted: boolean }) => artist.isSpotlighted)).toBe(true);

      const articles = await app.http().get('/api/articles').expect(200);
      expect(Number(articles.headers['x-total-count'])).toBeGreaterThanOrEqual(24);
      expect(articles.body.length).toBeGreaterThanOrEqual(24);
      expect(articles.body.filter((article: { featured: boolean }) => article.featured)).toHaveLength(1);
    });
  });
});
