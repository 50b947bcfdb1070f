// The search rows: their own database with 100,000 articles (the read rows keep 10,000), a few named
// artists and stories about them, a word found in one article in 1,000, and an API with the response
// cache off, so every request runs the search. The cursor rows (page 1 against page 1,000) read the same
// database through the same API, interleaved with them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runDatabaseTasks } from '../scripts/lib/database-tasks.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { createScratchDatabase } from '../scripts/lib/scratch-database.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { loadColumns, printVerdicts } from './lib/report.mjs';
import { seedBenchContent } from './seed.mjs';
import { keysetCursorAt } from './lib/keyset-cursor.mjs';
import {
  KEYSET_DEEP_PAGE,
  KEYSET_PAGE_SIZE,
  KEYSET_TARGETS,
  SEARCH_ARTICLES,
  SEARCH_TARGETS,
  checkSearchTargets,
} from './targets.mjs';

async function seedSearchWords(client) {
  await client.query(
    `INSERT INTO artists (name, genre, description, location, status)
     VALUES ('Kendrick Lamar', 'West Coast', 'Compton storyteller.', 'Compton, CA', 'published'),
            ('Kenny Mason', 'Alt Rap', 'Atlanta guitars.', 'Atlanta, GA', 'published'),
            ('Little Simz', 'UK Rap', 'North London.', 'London, UK', 'published')`,
  );
  await client.query(
    `UPDATE articles SET title = 'Kendrick Lamar and the producers of story ' || id WHERE id % 2000 = 0`,
  );
  await client.query(
    `UPDATE articles SET content = content || ' A theremin solo closes the record.' WHERE id % 1000 = 7`,
  );
  await client.query('VACUUM ANALYZE');
}

export async function benchSearch({
  root,
  pgAdminUrl,
  redisUrl,
  queuePrefix,
  runId,
  week,
  cannon,
  summarise,
  rounds,
  seconds,
  log,
}) {
  const database = await createScratchDatabase(pgAdminUrl, `cypher_bench_search_${runId}`);
  let stack;
  let deepCursor;
  try {
    const env = { ...process.env, DATABASE_URL: database.url, REDIS_URL: redisUrl, NODE_ENV: 'production' };
    runDatabaseTasks(root, { ...env, SESSION_SECRET: 'bench-migrate-only' }, ['migrate']);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      log(`search: seeding ${SEARCH_ARTICLES.toLocaleString('en-US')} articles`);
      await seedBenchContent(client, { articles: SEARCH_ARTICLES, week });
      await seedSearchWords(client);
      deepCursor = await keysetCursorAt(client, KEYSET_PAGE_SIZE * (KEYSET_DEEP_PAGE - 1) - 1);
    } finally {
      await client.end();
    }
    const port = await freePort();
    stack = await startStack({
      root,
      env: {
        ...env,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        QUEUE_PREFIX: queuePrefix,
        SESSION_SECRET: randomBytes(24).toString('hex'),
        SEED_DEMO: 'false',
        RESPONSE_CACHE_MAX_MB: '0',
      },
      workers: 0,
      output: 'capture',
    });
    const targets = [
      ...SEARCH_TARGETS({ searchApi: stack.baseUrl }),
      ...KEYSET_TARGETS({ searchApi: stack.baseUrl, deepCursor }),
    ];
    for (const target of targets) {
      const probe = await fetch(target.url);
      const body = await probe.json();
      const found = Array.isArray(body)
        ? `${body.length} articles`
        : body.groups?.map((group) => `${group.type} ${group.hits.length}`).join(', ');
      log(`search: ${target.name} answers ${probe.status} (${found})`);
      await cannon({ ...target, seconds: 1 });
    }
    const runs = new Map(targets.map((target) => [target.name, []]));
    for (let round = 0; round < rounds; round++) {
      // Rotate the order each round so no row always runs right after the heaviest one.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const target of order) runs.get(target.name).push(await cannon({ ...target, seconds }));
    }
    const rows = targets.map((target) => ({ ...summarise(target, runs.get(target.name)), goal: target.goal }));
    const verdicts = checkSearchTargets(rows);
    console.table(rows.map(loadColumns));
    printVerdicts(verdicts);
    return { articles: SEARCH_ARTICLES, rows, targets: verdicts };
  } finally {
    await stack?.stop();
    await database.drop().catch((error) => log(`search: drop failed: ${error.message}`));
  }
}
