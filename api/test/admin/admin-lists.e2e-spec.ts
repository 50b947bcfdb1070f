import type { SelectQueryBuilder } from 'typeorm';
import type { AdminListRequest } from '../../src/http/admin-list-query.dto';
import { AdminArticleListStore } from '../../src/modules/articles/admin-article-list.store';
import { AdminArtistListStore } from '../../src/modules/artists/admin-artist-list.store';
import { EventsStore } from '../../src/modules/events/events.store';
import { NewslettersStore } from '../../src/modules/newsletters/newsletters.store';
import { AdminReleaseListStore } from '../../src/modules/releases/admin-release-list.store';
import type { DeskRole } from '../../src/shared/domain/desk-roles';
import { planNodes, sqlOf } from '../support/explain';
import type { TestApp } from '../support/test-app';
import { signedInMembers } from '../support/desk-members';
import { useSignedInAdmin } from '../support/signed-in-admin';

/** More rows than the old one-page cap of 100, so paging has to reach past it. */
const ROWS = 130;
/** The one row whose title carries the search word, in mixed case. */
const NEEDLE_ROW = 77;
/** Every tenth row is a draft on the lists with a publication status. */
const DRAFTS = ROWS / 10;

interface AdminList {
  path: string;
  /** The field the rows are numbered in (title or name) and the sort field that orders by it. */
  titleField: 'title' | 'name';
  titleSort: string;
  /** The field the default order reads, newest first: row 1 is the newest. */
  defaultField: string;
  /** Inserts ROWS rows titled "Row 001" … (NEEDLE_ROW titled with "NeedLE"), row i dated i hours back. */
  seed: string;
  /** The weakest role that may read the list. */
  role: DeskRole;
  hasStatus: boolean;
  /** The index the default order reads, and the query the API runs for a first page in that order. */
  defaultIndex: string;
  firstPage: (app: TestApp) => SelectQueryBuilder<object>;
}

const FIRST_PAGE: AdminListRequest<never> = { limit: 50, offset: 0 };

const title = `CASE WHEN i = ${NEEDLE_ROW} THEN 'The NeedLE drop' ELSE 'Row ' || lpad(i::text, 3, '0') END`;
const age = `now() - i * interval '1 hour'`;
const status = `CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END`;
const series = `FROM generate_series(1, ${ROWS}) AS i`;

const LISTS: AdminList[] = [
  {
    path: '/api/admin/articles',
    titleField: 'title',
    titleSort: 'title',
    defaultField: 'publishedAt',
    seed: `INSERT INTO articles (title, excerpt, content, category, published_at, status, word_count)
           SELECT ${title}, 'e', 'c', 'CULTURE', ${age}, ${status}, 0 ${series}`,
    role: 'author',
    hasStatus: true,
    defaultIndex: 'idx_articles_published',
    firstPage: (app) => app.app.get(AdminArticleListStore).adminListQuery(FIRST_PAGE, {}),
  },
  {
    path: '/api/admin/artists',
    titleField: 'name',
    titleSort: 'name',
    defaultField: 'updatedAt',
    seed: `INSERT INTO artists (name, genre, description, updated_at, status)
           SELECT ${title}, 'Boom bap', 'd', ${age}, ${status} ${series}`,
    role: 'editor',
    hasStatus: true,
    defaultIndex: 'idx_artists_updated',
    firstPage: (app) => app.app.get(AdminArtistListStore).adminListQuery(FIRST_PAGE, {}),
  },
  {
    path: '/api/admin/releases',
    titleField: 'title',
    titleSort: 'title',
    defaultField: 'releaseDate',
    seed: `INSERT INTO releases (title, artist, link_url, source, type, release_date)
           SELECT ${title}, 'Some Artist', 'https://music.test/' || i, 'manual', 'single', ${age} ${series}`,
    role: 'editor',
    hasStatus: false,
    defaultIndex: 'idx_releases_release_date',
    firstPage: (app) => app.app.get(AdminReleaseListStore).adminListQuery(FIRST_PAGE),
  },
  {
    path: '/api/admin/events',
    titleField: 'title',
    titleSort: 'title',
    defaultField: 'eventDate',
    seed: `INSERT INTO events (title, location, artists, event_date)
           SELECT ${title}, 'Atlanta', 'Some Artist', ${age} ${series}`,
    role: 'editor',
    hasStatus: false,
    defaultIndex: 'idx_events_event_date',
    firstPage: (app) => app.app.get(EventsStore).adminListQuery(FIRST_PAGE),
  },
  {
    path: '/api/admin/newsletters',
    titleField: 'title',
    titleSort: 'title',
    defaultField: 'createdAt',
    seed: `INSERT INTO newsletters (title, description, content, created_at, published_at)
           SELECT ${title}, 'd', 'c', ${age}, CASE WHEN i % 10 = 0 THEN NULL ELSE ${age} END ${series}`,
    role: 'admin',
    hasStatus: false,
    defaultIndex: 'idx_newsletters_created',
    firstPage: (app) => app.app.get(NewslettersStore).adminListQuery(FIRST_PAGE),
  },
];

type Row = Record<string, unknown> & { id: number };

describe.each(LISTS)('GET $path', (list) => {
  const { app, get, query } = useSignedInAdmin();
  const titles = (rows: Row[]) => rows.map((row) => row[list.titleField] as string);
  const page = async (params: string) => {
    const response = await get(`${list.path}?${params}`);
    expect(response.status).toBe(200);
    return { rows: response.body as Row[], total: Number(response.headers['x-total-count']) };
  };

  beforeEach(async () => {
    await query(list.seed);
  });

  it(`pages past 100 rows on the server, newest first by default, with the total in X-Total-Count`, async () => {
    const pages = [await page('limit=50'), await page('limit=50&offset=50'), await page('limit=50&offset=100')];
    expect(pages.map((p) => p.total)).toEqual([ROWS, ROWS, ROWS]);
    expect(pages.map((p) => p.rows.length)).toEqual([50, 50, ROWS - 100]);
    const all = pages.flatMap((p) => p.rows);
    expect(new Set(all.map((row) => row.id)).size).toBe(ROWS);
    const stamps = all.map((row) => Date.parse(row[list.defaultField] as string));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(titles(all).slice(0, 2)).toEqual(['Row 001', 'Row 002']);
    expect(titles(all).at(-1)).toBe(`Row ${ROWS}`);
    // Past the end: an empty page that still counts everything.
    expect(await page(`offset=${ROWS}`)).toEqual({ rows: [], total: ROWS });
  });

  it('searches the title in any case, a page and a total of the matches only', async () => {
    const found = await page('q=needle');
    expect(titles(found.rows)).toEqual(['The NeedLE drop']);
    expect(found.total).toBe(1);
    expect((await page('q=Row%2012')).total).toBe(10); // Row 120 … Row 129
    // LIKE's wildcards are taken literally: nothing is titled with a percent sign.
    expect(await page('q=%25')).toEqual({ rows: [], total: 0 });
    expect(await page('q=_')).toEqual({ rows: [], total: 0 });
  });

  it('sorts by a whitelisted field both ways', async () => {
    const ascending = await page(`sort=${list.titleSort}&order=asc&limit=3`);
    expect(titles(ascending.rows)).toEqual(['Row 001', 'Row 002', 'Row 003']);
    const descending = await page(`sort=${list.titleSort}&order=desc&limit=2`);
    expect(titles(descending.rows)).toEqual(['The NeedLE drop', `Row ${ROWS}`]);
    const oldestFirst = await page('order=asc&limit=1');
    expect(titles(oldestFirst.rows)).toEqual([`Row ${ROWS}`]);
  });

  it('refuses an unknown sort, a bad order and a limit out of range with 400s that say what is allowed', async () => {
    const bad = async (params: string) => {
      const response = await get(`${list.path}?${params}`);
      expect(response.status).toBe(400);
      return String(response.body.message);
    };
    expect(await bad('sort=password_hash')).toMatch(/^sort must be one of: /);
    expect(await bad('sort=password_hash')).toContain(list.titleSort);
    expect(await bad('order=sideways')).toBe('order must be one of: asc, desc');
    expect(await bad('limit=101')).toBe('limit must be at most 100');
    expect(await bad('limit=0')).toBe('limit must be at least 1');
    expect(await bad('offset=-1')).toBe('offset must be 0 or more');
    expect(await bad(`q=${'x'.repeat(101)}`)).toBe('q must be at most 100 characters');
  });

  it(`reads its default order from ${list.defaultIndex}, with no sort of the whole table`, async () => {
    // 130 rows are few enough that Postgres would sort them in memory; with sorting priced out, a plan
    // without a Sort node shows an index serves the order exactly as the API asks for it.
    const runner = app().dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_sort = off');
      await runner.query('SET enable_seqscan = off');
      const query = sqlOf(list.firstPage(app()));
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
      const nodes = planNodes(
        (typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'])[0].Plan,
      );
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
      expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toContain(list.defaultIndex);
    } finally {
      await runner.query('RESET ALL');
      await runner.release();
    }
  });

  if (list.hasStatus) {
    it('keeps the status filter, together with search and paging', async () => {
      const drafts = await page('status=draft&limit=5&sort=' + list.titleSort + '&order=asc');
      expect(drafts.total).toBe(DRAFTS);
      expect(titles(drafts.rows)).toEqual(['Row 010', 'Row 020', 'Row 030', 'Row 040', 'Row 050']);
      expect((await page('status=draft&q=Row%2012')).total).toBe(1); // Row 120
      expect((await get(`${list.path}?status=live`)).status).toBe(400);
    });
  }

  it(`is closed to anyone below ${list.role}, open from ${list.role} up`, async () => {
    expect((await app().http().get(list.path)).status).toBe(401);
    const order: DeskRole[] = ['author', 'editor', 'admin'];
    for (const role of order) {
      const [cookies] = await signedInMembers(app(), role);
      const response = await app().http().get(`${list.path}?limit=1`).set('Cookie', cookies);
      const allowed = order.indexOf(role) >= order.indexOf(list.role);
      expect({ role, status: response.status }).toEqual({ role, status: allowed ? 200 : 403 });
    }
  });
});
