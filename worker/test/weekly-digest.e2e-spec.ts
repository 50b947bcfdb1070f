import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { markdownText } from '../../api/src/shared/domain/markdown-escape';
import { loginAsAdmin } from '../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { startWorker, WorkerProcess } from '../../api/test/support/worker-process';
import { dropQueueKeys, isolatedQueuePrefix, waitForJobEnd } from './support/jobs-harness';

jest.setTimeout(120_000);

const WEEK = '2026-W20'; // Monday 11 May to Sunday 17 May 2026; its digest's events run from Friday 15 to 28 May.
const MODEL_INTRO = 'A week of basement shows and big returns, told by the model.';

/** An OpenAI-compatible chat endpoint on 127.0.0.1 that answers every request with the same intro. */
async function startIntroModel(): Promise<{ url: string; prompts: string[]; close: () => Promise<void> }> {
  const prompts: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      prompts.push(body);
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'chatcmpl-digest',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: MODEL_INTRO } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    prompts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the weekly digest drafts itself', () => {
  const prefix = isolatedQueuePrefix('digest');
  let t: TestApp;
  let cookies: string[];
  let worker: WorkerProcess;
  let model: Awaited<ReturnType<typeof startIntroModel>>;

  beforeAll(async () => {
    model = await startIntroModel();
    t = await startTestApp({ QUEUE_PREFIX: prefix });
    await truncateAll(t.dataSource);
    cookies = await loginAsAdmin(t);
    worker = await startWorker({
      QUEUE_PREFIX: prefix,
      PUBLIC_URL: 'https://thecypher.example',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.url,
    });
  });

  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await t?.close();
    await model?.close();
    await dropQueueKeys(prefix);
  });

  const seedWeek = async () => {
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    const articles: { id: number }[] = await q(
      `INSERT INTO articles (title, excerpt, content, category, published_at) VALUES
        ('Quiet Story', 'Nobody read it.', 'Body', 'CULTURE', '2026-05-12T10:00:00Z'),
        ('Second Most Read', 'Read three times.', 'Body', 'CULTURE', '2026-05-12T11:00:00Z'),
        ('Most Read Story', 'Read five times.', 'Body', 'CULTURE', '2026-05-13T09:00:00Z'),
        ('Last Week Hit', 'Read a lot, last week.', 'Body', 'CULTURE', '2026-05-05T09:00:00Z')
       RETURNING id`,
    );
    const [quiet, second, most, lastWeek] = articles.map((row) => row.id);
    // Each read from a reader of its own: 'most read' counts a session once per story.
    const reads = (articleId: number, times: number, at: string) =>
      q(
        `INSERT INTO user_interactions (event_id, session_id, article_id, interaction_type, created_at)
         SELECT gen_random_uuid(), 'session-' || n || '-digest', $1, 'view', $3::timestamptz
           FROM generate_series(1, $2::int) n`,
        [articleId, times, at],
      );
    await reads(most, 5, '2026-05-14T12:00:00Z');
    await reads(second, 3, '2026-05-13T12:00:00Z');
    await reads(lastWeek, 20, '2026-05-08T12:00:00Z');
    expect(quiet).toBeGreaterThan(0);

    const artists: { id: number }[] = await q(
      `INSERT INTO artists (name, genre, description)
       SELECT 'Spotlight Artist ' || n, 'Trap', 'Bio' FROM generate_series(1, 6) n RETURNING id`,
    );
    await q(
      `INSERT INTO artist_spotlights (week, artist_id, position) SELECT $1, id, row_number() OVER (ORDER BY id)
       FROM artists WHERE id = ANY($2::int[])`,
      [WEEK, artists.slice(0, 5).map((row) => row.id)],
    );
    await q(
      `INSERT INTO releases (title, artist, link_url, source, type, release_date) VALUES
        ('Fresh Drop One', 'Lark Ashby', 'https://music.example/one', 'fixture', 'album', '2026-05-12T00:00:00Z'),
        ('Fresh Drop Two', 'Cisco Verde', 'https://music.example/two', 'fixture', 'single', '2026-05-16T00:00:00Z'),
        ('Old Drop', 'Felix Bando', 'https://music.example/old', 'fixture', 'single', '2026-04-01T00:00:00Z')`,
    );
    await q(
      `INSERT INTO events (title, location, artists, event_date) VALUES
        ('Cypher Live Atlanta', 'Atlanta', 'Lark Ashby', '2026-05-20T20:00:00Z'),
        ('Summer Jam', 'New York', 'Cisco Verde', '2026-06-20T20:00:00Z')`,
    );
  };

  const draft = async () => {
    const accepted = await t
      .http()
      .post('/api/admin/newsletters/digest')
      .set('Cookie', cookies)
      .send({ week: WEEK })
      .expect(202);
    return waitForJobEnd(t, cookies, accepted.body.jobId);
  };

  it("holds the week's most-read stories, spotlight, drops and events, and a second run changes nothing", async () => {
    await seedWeek();
    const first = await draft();
    expect(first.state).toBe('completed');
    expect(first.result?.message).toBe(`Digest for ${WEEK} drafted: 2 stories, 5 artists, 2 drops, 1 event.`);

    const rows = await t.dataSource.query(
      `SELECT id, title, content, status, published_at, digest_week FROM newsletters ORDER BY id`,
    );
    expect(rows).toHaveLength(1);
    const [digest] = rows;
    // A subject a reader would open, led by the most-read story (no longer 'The Cypher Weekly: <week>').
    expect(digest).toMatchObject({ title: 'Most Read Story, and 1 more story', status: 'draft', published_at: null });
    const content: string = digest.content;
    expect(content.startsWith(markdownText(MODEL_INTRO))).toBe(true);
    expect(content.indexOf('Most Read Story')).toBeLessThan(content.indexOf('Second Most Read'));
    expect(content).toMatch(/1\. \[Most Read Story\]\(https:\/\/thecypher\.example\/article\/\d+\)/);
    // Each story shows a picture: these have none of their own, so the site's artwork drawn for them.
    expect(content).toMatch(
      /!\[Most Read Story\]\(<https:\/\/thecypher\.example\/api\/art\/articles\/\d+\/cover\.svg\?v=\w+>\)/,
    );
    expect(content).not.toContain('Last Week Hit');
    expect(content).not.toContain('Quiet Story');
    for (let n = 1; n <= 5; n += 1)
      expect(content).toContain(`[Spotlight Artist ${n}](https://thecypher.example/artists/`);
    expect(content).not.toContain('Spotlight Artist 6');
    expect(content).toContain('[Fresh Drop One](<https://music.example/one>) by Lark Ashby (album)');
    expect(content).toContain('Fresh Drop Two');
    expect(content).not.toContain('Old Drop');
    expect(content).toContain('**Cypher Live Atlanta**, Atlanta, Wed, May 20');
    expect(content).not.toContain('Summer Jam');
    expect(model.prompts).toHaveLength(1);
    expect(model.prompts[0]).toContain('Most Read Story');

    // Drafts are for admins: the public archive does not list it.
    const archive = await t.http().get('/api/newsletters').expect(200);
    expect(archive.body).toEqual([]);
    await t.http().get(`/api/newsletters/${digest.id}`).expect(404);

    const second = await draft();
    expect(second.result?.message).toBe(`The digest for ${WEEK} was already drafted.`);
    expect(await t.dataSource.query(`SELECT id, title, content FROM newsletters ORDER BY id`)).toEqual([
      { id: digest.id, title: digest.title, content },
    ]);
    expect(model.prompts).toHaveLength(1);
  });

  it("fills its five stories when the week's most read include several outlets' reports of one story", async () => {
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    const week = '2026-W21'; // Monday 18 May to Sunday 24 May 2026.
    const articles: { id: number }[] = await q(
      `INSERT INTO articles (title, excerpt, content, category, source, published_at)
       SELECT 'Week 21 ' || n, 'Excerpt', 'Body', 'CULTURE', 'Outlet ' || n, '2026-05-19T10:00:00Z'::timestamptz + n * interval '1 minute'
         FROM generate_series(1, 7) n ORDER BY n RETURNING id`,
    );
    const ids = articles.map((row) => row.id);
    // The three most read are three outlets' reports of one story.
    await q(`UPDATE articles SET story_id = (SELECT story_id FROM articles WHERE id = $1) WHERE id = ANY($2::int[])`, [
      ids[0],
      ids.slice(1, 3),
    ]);
    for (const [index, id] of ids.entries()) {
      await q(
        `INSERT INTO user_interactions (event_id, session_id, article_id, interaction_type, created_at)
         SELECT gen_random_uuid(), 'session-' || n || '-w21', $1, 'view', '2026-05-20T12:00:00Z'
           FROM generate_series(1, $2::int) n`,
        [id, 20 - index],
      );
    }
    const accepted = await t
      .http()
      .post('/api/admin/newsletters/digest')
      .set('Cookie', cookies)
      .send({ week })
      .expect(202);
    const run = await waitForJobEnd(t, cookies, accepted.body.jobId);
    expect(run.result?.message).toMatch(new RegExp(`^Digest for ${week} drafted: 5 stories,`));
    const [{ content }] = await q(`SELECT content FROM newsletters WHERE digest_week = $1`, [week]);
    // The story once, by its most read report, then the next four stories.
    for (const shown of [1, 4, 5, 6, 7]) expect(content).toContain(`[Week 21 ${shown}]`);
    for (const folded of [2, 3]) expect(content).not.toContain(`[Week 21 ${folded}]`);
  });
});
