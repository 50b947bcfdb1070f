import { Body, Controller, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { InjectDataSource } from '@nestjs/typeorm';
import { get as httpGet, IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { CACHE_STATUS } from '../src/modules/public-cache/write-cached-answer';
import { APP_CONFIG } from '../src/config/config.module';
import type { AppConfig } from '../src/config/env';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { MetricsService } from '../src/metrics/metrics.service';
import { insertArticles } from './support/content-fixtures';
import { startTestApp, TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';
import { waitFor } from './support/worker-process';

const PUBLIC = 'public, no-cache, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400';

/** A GET that returns the bytes exactly as sent (supertest would decompress them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('public response cache', () => {
  let app: TestApp;
  let other: TestApp;
  let writer: Client;

  beforeAll(async () => {
    app = await startTestApp();
    other = await startTestApp(); // a second API process: its own cache, its own listener
    writer = new Client({ connectionString: process.env.DATABASE_URL });
    await writer.connect();
  });

  afterAll(async () => {
    await writer.end();
    await other.close();
    await app.close();
  });

  beforeEach(async () => {
    await truncateAll(app.dataSource);
  });

  it('answers public reads with a strong ETag and the public cache policy, and 304 with no body on a match', async () => {
    await insertArticles(writer, 3);
    const first = await app.http().get('/api/articles').expect(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.body.map((a: { title: string }) => a.title)).toEqual(['Story 3', 'Story 2', 'Story 1']);
    // A CDN in front may keep it 30 s, and purge it by the table it was read from.
    expect(first.headers['cdn-cache-control']).toBe(
      'public, max-age=30, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(first.headers['surrogate-key']).toBe('articles');
    expect(first.headers['cache-tag']).toBe('articles');

    const again = await app.http().get('/api/articles').expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);

    const notModified = await app.http().get('/api/articles').set('If-None-Match', first.headers.etag).expect(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['cache-control']).toBe(PUBLIC);

    // Another process holding the same data gives the same tag, so 304s survive a load balancer.
    const elsewhere = await other.http().get('/api/articles').set('If-None-Match', first.headers.etag);
    expect(elsewhere.status).toBe(304);

    await app.http().get('/api/articles').set('If-None-Match', '"something-else"').expect(200);
  });

  it('serves repeated reads from memory, not from the database', async () => {
    await insertArticles(writer, 1);
    const [{ id }] = await writer.query('SELECT id FROM articles').then((r) => r.rows);
    await app.http().get(`/api/articles/${id}`).expect(200);

    // A change the triggers do not see (replica mode skips them): only a cache would still show the old title.
    await writer.query(`SET session_replication_role = replica`);
    await writer.query(`UPDATE articles SET title = 'Changed behind the cache' WHERE id = $1`, [id]);
    await writer.query(`SET session_replication_role = DEFAULT`);
    const cached = await app.http().get(`/api/articles/${id}`).expect(200);
    expect(cached.body.title).toBe('Story 1');
    const uncached = await other.http().get(`/api/articles/${id}`).expect(200);
    expect(uncached.body.title).toBe('Changed behind the cache');
  });

  it('shows every write committed before a read, in every API process: 500 write-then-read rounds, zero stale', async () => {
    await insertArticles(writer, 5);
    const [{ id }] = await writer.query('SELECT max(id) AS id FROM articles').then((r) => r.rows);
    // Warm both caches so every read below would be served stale if invalidation lagged.
    await app.http().get(`/api/articles/${id}`).expect(200);
    await other.http().get('/api/articles?limit=5').expect(200);

    const stale: string[] = [];
    for (let round = 0; round < 500; round++) {
      const title = `Round ${round}`;
      // A separate connection, autocommit: the write has committed when query() resolves.
      await writer.query('UPDATE articles SET title = $1 WHERE id = $2', [title, id]);
      const reader = round % 2 === 0 ? app : other;
      // fetch keeps its connections alive, as a browser would: 1,000 reads stay quick.
      const detail = (await (await fetch(`${reader.url}/api/articles/${id}`)).json()) as { title: string };
      const list = (await (await fetch(`${reader.url}/api/articles?limit=5`)).json()) as { title: string }[];
      if (detail.title !== title) stale.push(`round ${round} detail: ${detail.title}`);
      if (list[0]?.title !== title) stale.push(`round ${round} list: ${list[0]?.title}`);
    }
    expect(stale).toEqual([]);
  }, 180_000);

  it('answers fresh data while its listener connection is down, and caches again once it is back', async () => {
    await insertArticles(writer, 1);
    const [{ id }] = await writer.query('SELECT id FROM articles').then((r) => r.rows);
    await app.http().get(`/api/articles/${id}`).expect(200);

    await writer.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'cypher-api-cache' AND datname = current_database()`,
    );
    await writer.query(`UPDATE articles SET title = 'Written while the listener was away' WHERE id = $1`, [id]);
    expect((await app.http().get(`/api/articles/${id}`).expect(200)).body.title).toBe(
      'Written while the listener was away',
    );

    // Back to caching: a change hidden from the triggers stays invisible once an answer is cached again.
    await waitFor(
      async () => {
        const before = await app.http().get(`/api/articles/${id}`).expect(200);
        await writer.query(`SET session_replication_role = replica`);
        await writer.query(`UPDATE articles SET title = title || '!' WHERE id = $1`, [id]);
        await writer.query(`SET session_replication_role = DEFAULT`);
        const after = await app.http().get(`/api/articles/${id}`).expect(200);
        return after.body.title === before.body.title;
      },
      { what: 'the cache to serve again after reconnecting' },
    );
  });

  /** Changes a title the way a write whose NOTIFY is still in flight looks: logged, but nobody told. */
  async function writeWithoutNotify(id: number, title: string): Promise<void> {
    await writer.query(`SET session_replication_role = replica`);
    await writer.query(`UPDATE articles SET title = $1 WHERE id = $2`, [title, id]);
    await writer.query(`SET session_replication_role = DEFAULT`);
    await writer.query(`INSERT INTO content_change_log (table_name, bumps, row_delta) VALUES ('articles', 1, 0)`);
  }

  it('strict mode (the default) does not depend on the notification arriving', async () => {
    await insertArticles(writer, 1);
    const [{ id }] = await writer.query('SELECT id FROM articles').then((r) => r.rows);
    await app.http().get(`/api/articles/${id}`).expect(200);
    await writeWithoutNotify(id, 'Committed, notification still on its way');
    expect((await app.http().get(`/api/articles/${id}`).expect(200)).body.title).toBe(
      'Committed, notification still on its way',
    );
  });

  it('notify mode trusts notifications, and a write answered by the process refreshes before its answer leaves', async () => {
    const relaxed = await startAppWithWriteRoute({ RESPONSE_CACHE_CONSISTENCY: 'notify' });
    try {
      await insertArticles(writer, 1);
      const [{ id }] = await writer.query('SELECT id FROM articles').then((r) => r.rows);
      await relaxed.http().get(`/api/articles/${id}`).expect(200);
      // A notified write is seen. A read can see the committed row a moment before its NOTIFY is
      // counted, and is then kept under the older tag; wait until the answer is a hit under the new one.
      await writer.query(`UPDATE articles SET title = 'Notified' WHERE id = $1`, [id]);
      await waitFor(
        async () => {
          const seen = await relaxed.http().get(`/api/articles/${id}`);
          return seen.body.title === 'Notified' && seen.headers['cache-status'] === CACHE_STATUS.hit;
        },
        { what: 'the notified write, answered from the cache' },
      );

      // Notify mode does not poll: a write whose NOTIFY has not landed yet is not seen...
      await writeWithoutNotify(id, 'Not notified yet');
      expect((await relaxed.http().get(`/api/articles/${id}`).expect(200)).body.title).toBe('Notified');
      // ...but a write answered by this process is, as soon as its answer has arrived.
      await relaxed.http().post(`/api/test-writes/${id}`).send({ title: 'Written through the API' }).expect(201);
      expect((await relaxed.http().get(`/api/articles/${id}`).expect(200)).body.title).toBe('Written through the API');
    } finally {
      await relaxed.close();
    }
  });

  it('bounded mode answers hits without a version read each, and still sees every write within its window', async () => {
    const bounded = await startAppWithWriteRoute({
      RESPONSE_CACHE_CONSISTENCY: 'bounded',
      RESPONSE_CACHE_MAX_STALENESS_MS: '100',
    });
    const versionReads = async () =>
      (await bounded.app.get(MetricsService).responseCacheVersionReads.get()).values[0]?.value ?? 0;
    try {
      await insertArticles(writer, 1);
      const [{ id }] = await writer.query('SELECT id FROM articles').then((r) => r.rows);
      // The insert's NOTIFY may land after the first answer is kept, which is then dropped: warm until a hit.
      await waitFor(
        async () =>
          (await bounded.http().get(`/api/articles/${id}`).expect(200)).headers['cache-status'] === CACHE_STATUS.hit,
        { what: 'a cached answer to hit' },
      );

      // Strict mode reads the versions once per request (or batch); here a run of hits leans on a few reads.
      const before = await versionReads();
      const reads = 300;
      let hits = 0;
      for (let i = 0; i < reads; i++) {
        const answer = await fetch(`${bounded.url}/api/articles/${id}`);
        if (answer.headers.get('cache-status') === CACHE_STATUS.hit) hits++;
        await answer.arrayBuffer();
      }
      expect(hits).toBeGreaterThan(reads * 0.9);
      expect((await versionReads()) - before).toBeLessThan(reads / 3);

      // A write no NOTIFY announced (notify mode would never see it) is seen once the window has passed.
      await writeWithoutNotify(id, 'Seen within the window');
      await waitFor(
        async () =>
          (await bounded.http().get(`/api/articles/${id}`).expect(200)).body.title === 'Seen within the window',
        { what: 'the unannounced write, after the staleness window' },
      );

      // A write answered by this process is read back at once.
      await bounded.http().post(`/api/test-writes/${id}`).send({ title: 'Written through the API' }).expect(201);
      expect((await bounded.http().get(`/api/articles/${id}`).expect(200)).body.title).toBe('Written through the API');
    } finally {
      await bounded.close();
    }
  });

  it('keeps X-Total-Count exact through inserts, deletes and truncation without counting rows', async () => {
    await insertArticles(writer, 7);
    expect((await app.http().get('/api/articles?limit=2').expect(200)).headers['x-total-count']).toBe('7');
    await writer.query('DELETE FROM articles WHERE id IN (SELECT id FROM articles ORDER BY id LIMIT 3)');
    expect((await app.http().get('/api/articles?limit=2').expect(200)).headers['x-total-count']).toBe('4');
    await writer.query('TRUNCATE articles CASCADE');
    await insertArticles(writer, 2);
    expect((await app.http().get('/api/articles?limit=2').expect(200)).headers['x-total-count']).toBe('2');
  });

  it('invalidates each route by the tables it reads', async () => {
    await writer.query(
      `INSERT INTO artists (name, genre, description) VALUES ('MC Test', 'Boom bap', 'Rhymes'), ('DJ Two', 'Trap', 'Beats')`,
    );
    const week = '2026-W10';
    const before = await app.http().get(`/api/artists/spotlight?week=${week}`).expect(200);
    expect(before.body).toEqual([]);
    await writer.query(
      `INSERT INTO artist_spotlights (week, artist_id, position) SELECT $1, id, row_number() OVER (ORDER BY id) FROM artists`,
      [week],
    );
    const after = await app.http().get(`/api/artists/spotlight?week=${week}`).expect(200);
    expect(after.body.map((a: { name: string }) => a.name)).toEqual(['MC Test', 'DJ Two']);

    await writer.query(
      `INSERT INTO releases (title, artist, link_url, source, type) VALUES ('Tape', 'MC Test', 'https://example.test/t', 'test', 'album')`,
    );
    await writer.query(
      `INSERT INTO events (title, location, artists, event_date) VALUES ('Show', 'NYC', 'MC Test', now() + interval '1 day')`,
    );
    await writer.query(
      `INSERT INTO newsletters (title, description, content, status, sent_at) VALUES ('Issue 1', 'd', 'c', 'sent', now())`,
    );
    for (const path of ['/api/releases', '/api/events', '/api/newsletters', '/api/artists']) {
      const res = await app.http().get(path).expect(200);
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.body.length).toBeGreaterThan(0);
    }
    await writer.query(`UPDATE newsletters SET title = 'Issue 1 (fixed)'`);
    expect((await app.http().get('/api/newsletters').expect(200)).body[0].title).toBe('Issue 1 (fixed)');
  });

  it('never caches errors: a 404 becomes a 200 as soon as the row exists', async () => {
    const missing = await app.http().get('/api/articles/1').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    await insertArticles(writer, 1);
    await app.http().get('/api/articles/1').expect(200);
    const invalid = await app.http().get('/api/articles?limit=abc').expect(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on admin, auth and personalised answers', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/stats'],
      ['post', '/api/auth/login'],
      ['get', '/api/personalization/recommendations?sessionId=session-1-abc'],
      ['post', '/api/personalization/interaction'],
    ] as const) {
      const res = await app.http()[method](path).send({});
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('compresses cached bodies once and gives each coding its own strong ETag', async () => {
    await insertArticles(writer, 40);
    const res = await rawGet(`${app.url}/api/articles`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toMatch(/-gzip"$/);
    const plain = await app.http().get('/api/articles').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(plain.body);
    expect(res.body.length).toBeLessThan(Number(plain.headers['content-length']) / 2);
    await app
      .http()
      .get('/api/articles')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', String(res.headers.etag))
      .expect(304);
  });
});

/**
 * A write endpoint of this process whose commit sends no NOTIFY (triggers off,
 * change logged by hand): exactly a write whose notification is still in flight
 * when its answer is sent. Stands in for the admin CRUD of other branches.
 */
@Controller('test-writes')
class TestWritesController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Post(':id')
  async retitle(@Param('id') id: string, @Body() body: { title: string }): Promise<{ ok: true }> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(`UPDATE articles SET title = $1 WHERE id = $2`, [body.title, Number(id)]);
      await manager.query(`INSERT INTO content_change_log (table_name, bumps, row_delta) VALUES ('articles', 1, 0)`);
    });
    return { ok: true };
  }
}

@Module({ imports: [AppModule], controllers: [TestWritesController] })
class AppWithWriteRouteModule {}

async function startAppWithWriteRoute(env: Record<string, string>): Promise<TestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppWithWriteRouteModule, { logger: ['error'] });
    const config = app.get<AppConfig>(APP_CONFIG);
    configureApp(app, config);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    return { app, url, config, dataSource: app.get(DataSource), http: () => request(url), close: () => app.close() };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('built assets', () => {
  let dist: string;
  let app: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cypher-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>The Cypher</title>');
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(dist, 'assets', 'index-3f9a1c2b.js'), script);
    // The build writes the compressed copies (nothing is compressed per request): the server picks one.
    writeFileSync(join(dist, 'assets', 'index-3f9a1c2b.js.gz'), gzipSync(script));
    app = await startTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets compressed and cacheable for a year, immutable', async () => {
    const res = await app.http().get('/assets/index-3f9a1c2b.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps index.html revalidated so a deploy is picked up', async () => {
    const res = await app.http().get('/some/client/route').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
