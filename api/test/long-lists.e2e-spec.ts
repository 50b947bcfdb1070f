import { insertArticle, insertRelease } from './support/test-data';
import { useTestApp } from './support/use-test-app';

type Row = { id: number; title: string };

/** Keyset (cursor) paging of the long public lists, next to limit/offset. */
describe('long lists: cursor pages', () => {
  const t = useTestApp();

  /** Every page of a list, following X-Next-Cursor until it stops; `between` runs after each page. */
  async function walk(url: string, between: () => Promise<void> = async () => {}): Promise<Row[][]> {
    const pages: Row[][] = [];
    let cursor: string | undefined;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const response = await t
        .http()
        .get(`${url}${cursor ? `${separator}cursor=${cursor}` : ''}`)
        .expect(200);
      expect(Array.isArray(response.body)).toBe(true);
      pages.push(response.body);
      cursor = response.headers['x-next-cursor'];
      await between();
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('walks every article once, newest first, with equal publish times ordered by id, and the total kept', async () => {
    const sameMoment = new Date('2026-06-01T12:00:00.123456Z');
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(await insertArticle(t.dataSource, { title: `Tie ${i}`, publishedAt: sameMoment }));
    // Two rows a few microseconds apart: a cursor rounded to the millisecond would skip one.
    await t.dataSource.query(
      `UPDATE articles SET published_at = published_at + interval '3 microseconds' WHERE id = $1`,
      [ids[6]],
    );
    const older = await insertArticle(t.dataSource, { title: 'Older', publishedAt: new Date('2026-05-01T00:00:00Z') });

    const first = await t.http().get('/api/articles?limit=3').expect(200);
    expect(first.headers['x-total-count']).toBe('8');
    expect(first.headers['x-next-cursor']).toEqual(expect.stringMatching(/^[\w-]+$/));

    const pages = await walk('/api/articles?limit=3');
    const seen = pages.flat().map((row) => row.id);
    const tiesByIdDesc = ids.slice(0, 6).sort((a, b) => b - a);
    expect(seen).toEqual([ids[6], ...tiesByIdDesc, older]);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
  });

  it('has no duplicates and no gaps while new stories arrive between pages', async () => {
    const start = Date.parse('2026-03-01T00:00:00Z');
    const original: number[] = [];
    for (let i = 0; i < 20; i++) {
      original.push(
        await insertArticle(t.dataSource, { title: `Old ${i}`, publishedAt: new Date(start + i * 60_000) }),
      );
    }
    let arrivals = 0;
    const pages = await walk('/api/articles?limit=4', async () => {
      // Newer stories land at the top while the reader is deep in the list.
      await insertArticle(t.dataSource, { title: `New ${arrivals++}`, publishedAt: new Date() });
    });
    const seen = pages.flat().map((row) => row.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...original].reverse());
  });

  it('narrows by category and tag, with the filtered total', async () => {
    const tagged = async (title: string, category: string, tags: string) => {
      const id = await insertArticle(t.dataSource, { title, category });
      await t.dataSource.query('UPDATE articles SET tags = $2 WHERE id = $1', [id, tags]);
    };
    await tagged('Review tagged', 'REVIEW', 'Drill, Atlanta');
    await tagged('Culture tagged', 'CULTURE', 'atlanta');
    await tagged('Review plain', 'REVIEW', 'Atlantans');

    const reviews = await t.http().get('/api/articles?category=review').expect(200);
    expect(reviews.body.map((row: Row) => row.title).sort()).toEqual(['Review plain', 'Review tagged']);
    expect(reviews.headers['x-total-count']).toBe('2');

    const byTag = await t.http().get('/api/articles?tag=ATLANTA').expect(200);
    expect(byTag.body.map((row: Row) => row.title).sort()).toEqual(['Culture tagged', 'Review tagged']);
    expect(byTag.headers['x-total-count']).toBe('2');
    expect(byTag.headers['x-next-cursor']).toBeUndefined();

    await t.http().get('/api/articles?category=GOSSIP').expect(400);
  });

  it('narrows by words on the server, so a story older than every loaded page is found, and pages on', async () => {
    for (let i = 0; i < 30; i++) {
      await insertArticle(t.dataSource, { title: `Recent story ${i}`, publishedAt: new Date(Date.now() - i * 60_000) });
    }
    const oldest = await insertArticle(t.dataSource, {
      title: 'A vinyl reissue',
      content: 'The producers pressed the sampler again.',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    });
    const older = await insertArticle(t.dataSource, {
      title: 'Samplers at the swap meet',
      publishedAt: new Date('2021-01-01T00:00:00Z'),
    });

    // Stems as site search does ('samplers' finds 'sampler'), across title and body, newest first.
    const first = await t.http().get('/api/articles?limit=1&q=samplers').expect(200);
    expect(first.body.map((row: Row) => row.id)).toEqual([older]);
    expect(first.headers['x-total-count']).toBe('2');
    const next = await t.http().get(`/api/articles?limit=1&q=samplers&cursor=${first.headers['x-next-cursor']}`);
    expect(next.body.map((row: Row) => row.id)).toEqual([oldest]);
    expect(next.headers['x-next-cursor']).toBeUndefined();

    const both = await t.http().get('/api/articles?q=vinyl producers').expect(200);
    expect(both.body.map((row: Row) => row.id)).toEqual([oldest]);
    const none = await t.http().get('/api/articles?q=vinyl -producers').expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');

    const empty = await t.http().get('/api/articles?q=%20%20').expect(400);
    expect(JSON.stringify(empty.body.message)).toMatch(/q must not be empty/);
    await t
      .http()
      .get(`/api/articles?q=${'a'.repeat(201)}`)
      .expect(400);
  });

  it('answers a cursor it did not hand out with a clear 400', async () => {
    await insertArticle(t.dataSource);
    const forged = Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url');
    for (const bad of ['not a cursor', 'abc', forged, Buffer.from('[1]').toString('base64url')]) {
      const response = await t
        .http()
        .get(`/api/articles?cursor=${encodeURIComponent(bad)}`)
        .expect(400);
      expect(String(response.body.message)).toMatch(/cursor/);
    }
    const first = await t.http().get('/api/articles?limit=1').expect(200);
    await insertArticle(t.dataSource, { publishedAt: new Date(Date.now() - 86_400_000) });
    const next = (await t.http().get('/api/articles?limit=1').expect(200)).headers['x-next-cursor'];
    expect(first.headers['x-next-cursor']).toBeUndefined();
    const combined = await t.http().get(`/api/articles?cursor=${next}&offset=2`).expect(400);
    expect(String(combined.body.message)).toMatch(/cursor and offset/);
  });

  it('pages releases by cursor, filtered by type', async () => {
    const start = Date.parse('2026-02-01T00:00:00Z');
    const albums: number[] = [];
    for (let i = 0; i < 5; i++) {
      albums.push(await insertRelease(t.dataSource, { type: 'album', releaseDate: new Date(start + i * 1000) }));
      await insertRelease(t.dataSource, { type: 'single', releaseDate: new Date(start + i * 1000) });
    }
    const pages = await walk('/api/releases?type=album&limit=2');
    expect(pages.flat().map((row) => row.id)).toEqual([...albums].reverse());
    const first = await t.http().get('/api/releases?type=album&limit=2').expect(200);
    expect(first.headers['x-total-count']).toBe('5');
    await t.http().get('/api/releases?type=vinyl').expect(400);
  });
});
