import { insertArticle, insertArtist } from '../../api/test/support/test-data';
import { waitFor } from '../../api/test/support/worker-process';
import { useWorkerStage } from './support/worker-stage';

const STORY_FEEDS = ['/feeds/stories/bay-beat.rss.xml', '/feeds/stories/north-wire.rss.xml'];

jest.setTimeout(120_000);

interface StoredStory {
  id: number;
  canonical_url: string;
  story_id: number;
}

/**
 * The news scraper puts each article in its story as it stores it: two outlets
 * reporting one signing share a story, a festival lineup is another. Feeds we
 * wrote, on the fixture server; a real worker process; real Postgres.
 */
describe('story assignment: scraper -> worker process -> stories', () => {
  const stage = useWorkerStage('stories', {
    sources: { kind: 'news', paths: STORY_FEEDS },
    prepare: async (stage) => {
      await insertArtist(stage.app.dataSource, { name: 'Tavi Rowe' });
      await insertArtist(stage.app.dataSource, { name: 'Dusty Calloway' });
    },
    worker: { SCRAPE_TIMEOUT_MS: '1500' },
  });

  const stored = async (): Promise<Record<string, StoredStory>> => {
    const rows: StoredStory[] = await stage.app.dataSource.query(
      'SELECT id, canonical_url, story_id FROM articles ORDER BY id',
    );
    return Object.fromEntries(rows.map((row) => [row.canonical_url.replace(/^.*\/articles\/stories\//, ''), row]));
  };
  const signing = 'bay-beat-tavi-rowe-night-shift.html';
  const sameSigning = 'north-wire-night-shift-tavi-rowe.html';
  const festival = 'bay-beat-kessler-park-jam.html';

  it('puts two outlets reporting one event in one story, and another event in its own', async () => {
    const run = await stage.runScrape('news');
    expect(run.result?.message).toMatch(/^Added 3 new articles from 2 sources/);
    const rows = await stored();
    expect(Object.keys(rows).sort()).toEqual([festival, signing, sameSigning].sort());
    expect(rows[signing].story_id).toBe(rows[sameSigning].story_id);
    expect(rows[festival].story_id).not.toBe(rows[signing].story_id);

    const detail = (await stage.app.http().get(`/api/articles/${rows[signing].id}`).expect(200)).body;
    expect(detail).toMatchObject({ storyId: rows[signing].story_id, storySize: 2 });
    expect(detail.alsoCoveredBy).toEqual([
      {
        articleId: rows[sameSigning].id,
        title: 'Night Shift Records lands Tavi Rowe in two-album deal',
        source: 'North Wire',
        url: expect.stringContaining('/articles/stories/north-wire-night-shift-tavi-rowe.html'),
      },
    ]);
    expect((await stage.app.http().get(`/api/articles/${rows[festival].id}`).expect(200)).body).toMatchObject({
      storySize: 1,
      alsoCoveredBy: [],
    });
    const grouped = await stage.app.http().get('/api/articles?group=story').expect(200);
    expect(grouped.headers['x-total-count']).toBe('2');
  });

  it('changes no story on a second scrape of the same feeds, in a freshly started worker', async () => {
    const before = await stored();
    stage.fixtures.conditional = false;
    await stage.startWorker({ SCRAPE_TIMEOUT_MS: '1500' });
    const run = await stage.runScrape('news');
    expect(run.result?.message).toMatch(/^Added 0 new articles from 2 sources; 3 already known/);
    expect(await stored()).toEqual(before);
  });

  it("keeps an editor's move through a re-scrape", async () => {
    const before = await stored();
    const moved = await stage.admin
      .post(`/api/admin/stories/${before[festival].story_id}/articles`, { articleId: before[sameSigning].id })
      .then((response) => response.body);
    expect(moved).toMatchObject({ id: before[sameSigning].id, storyId: before[festival].story_id });

    await stage.runScrape('news');
    const after = await stored();
    expect(after[sameSigning].story_id).toBe(before[festival].story_id);
    expect(after[signing].story_id).toBe(before[signing].story_id);
  });

  it('places articles written on the desk in the story they report on, one report per outlet', async () => {
    // An outlet's report from an hour ago, stored by another process: the worker reads it into its window before placing.
    const reported = await insertArticle(stage.app.dataSource, {
      title: 'Dusty Calloway cancels two Texas shows after vocal injury',
      content:
        'Dusty Calloway has cancelled his shows in Austin and El Paso this weekend after a vocal cord injury, his team said on Thursday. ' +
        'Refunds are available from the point of purchase, and the Dallas rapper expects to return to the stage next month.',
      source: 'Bay Beat',
      publishedAt: new Date(Date.now() - 3_600_000),
    });
    const [{ story_id: reportedStory }] = await stage.app.dataSource.query(
      'SELECT story_id FROM articles WHERE id = $1',
      [reported],
    );
    // Written now, so the scraped feeds (days old) are no longer active stories.
    const write = async (title: string, content: string) => {
      const created = await stage.admin.post('/api/articles', { title, excerpt: title, content, category: 'BREAKING' });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      // The placement job is the worker's own (not an admin run): it is done when the article waits no more.
      const row = await waitFor(
        async () => {
          const [found] = await stage.app.dataSource.query(
            'SELECT story_id, story_pending FROM articles WHERE id = $1',
            [id],
          );
          return found && !found.story_pending ? found : null;
        },
        { timeoutMs: 30_000, what: `the placement of article ${id}` },
      );
      return { id, storyId: row.story_id as number, createdStory: created.body.storyId as number };
    };
    const first = await write(
      'Vocal injury forces Dusty Calloway to cancel Austin and El Paso dates',
      "A vocal cord injury has forced Dusty Calloway to cancel this weekend's shows in Austin and El Paso. " +
        "The Dallas rapper's team said ticket holders will be refunded where they bought, and he plans to perform again next month.",
    );
    expect(first.createdStory).not.toBe(reportedStory);
    expect(first.storyId).toBe(reportedStory);
    // The desk's second piece on the same event is an update of its own: a story holds one report per outlet.
    const update = await write(
      'Dusty Calloway shares an update on his voice after cancelled Texas shows',
      'Dusty Calloway said on Friday that his vocal cord injury is healing, days after cancelling his Austin and El Paso shows. ' +
        'The Dallas rapper thanked fans for their patience and repeated that he plans to perform again next month.',
    );
    expect(update.storyId).not.toBe(reportedStory);
    const unrelated = await write(
      'Kessler Park Jam adds a poetry tent',
      'The Dallas block party will host a spoken word tent on its second day, with open mic slots for local poets and a workshop for teenagers.',
    );
    expect(unrelated.storyId).not.toBe(reportedStory);
    expect((await stage.app.http().get(`/api/articles/${first.id}`).expect(200)).body.storySize).toBe(2);
  });

  it('places the next report by the stories as an editor left them, in the same worker', async () => {
    const placed = async (id: number) =>
      waitFor(
        async () => {
          const [row] = await stage.app.dataSource.query('SELECT story_id, story_pending FROM articles WHERE id = $1', [
            id,
          ]);
          return row && !row.story_pending ? (row.story_id as number) : null;
        },
        { timeoutMs: 30_000, what: `the placement of article ${id}` },
      );
    const write = async (title: string, content: string) => {
      const created = await stage.admin.post('/api/articles', { title, excerpt: title, content, category: 'BREAKING' });
      expect(created.status).toBe(201);
      return { id: created.body.id as number, storyId: await placed(created.body.id as number) };
    };
    const reported = await insertArticle(stage.app.dataSource, {
      title: 'Mirror Theory postpones European tour to finish new album',
      content:
        'Mirror Theory have postponed their European tour, which was due to start in Berlin next month, to finish their third album. ' +
        'The duo said every ticket stays valid for the new dates in the spring, which will be announced next week.',
      source: 'North Wire',
      publishedAt: new Date(Date.now() - 1_800_000),
    });
    // An unrelated piece makes this worker read the report into the window it keeps.
    await write(
      'Cypher Fest opens submissions for its Next Up stage',
      'Artists with fewer than two projects out can apply to play the Next Up stage until the end of the month.',
    );
    const [{ story_id: firstStory }] = await stage.app.dataSource.query('SELECT story_id FROM articles WHERE id = $1', [
      reported,
    ]);
    // The editor gives the report a story of its own; the story the window knew it in is left empty.
    const moved = await stage.admin.remove(`/api/admin/stories/${firstStory}/articles/${reported}`).expect(200);
    const movedTo = moved.body.storyId as number;
    expect(movedTo).not.toBe(firstStory);

    const ours = await write(
      'Mirror Theory push back European tour to finish their third album',
      "Mirror Theory's European tour, due to open in Berlin next month, is postponed while the duo finish their third album. " +
        'Tickets stay valid for spring dates to be announced next week, the duo said.',
    );
    expect(ours.storyId).toBe(movedTo);
    expect((await stage.app.http().get(`/api/articles/${ours.id}`).expect(200)).body.storySize).toBe(2);
  });
});
