// The story assignment's real database path: a scrape of 200 new articles, each stored and put in its story
// by the worker's StoryAssigner in its own transaction under the advisory lock, after 1,000 recent articles
// already in Postgres (the window is built from them on first use). Texts are the labelled set's
// (eval/data/stories.json), re-dated to the last 72 hours. Run after `npm run build:server`:
//   node bench/story-assignment-bench.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { uniqueRunId } from '../scripts/lib/scratch-database.mjs';
import { migratedScratchDatabase } from './lib/bench-database.mjs';

const require = createRequire(import.meta.url);
const { DataSource } = require('typeorm');
const { ENTITIES } = require('../dist/api/src/database/entities.js');
const { Article } = require('../dist/api/src/modules/articles/article.entity.js');
const { Artist } = require('../dist/api/src/modules/artists/artist.entity.js');
const { StoryAssignmentStore } = require('../dist/api/src/modules/articles/story-assignment.store.js');
const { ArtistMentionTargetsStore } = require('../dist/api/src/modules/artists/artist-mention-targets.store.js');
const { StoryAssigner } = require('../dist/worker/src/stories/story-assigner.js');
const { ScrapedArticlesStore } = require('../dist/api/src/modules/articles/scraped-articles.store.js');

const HISTORY = 1_000;
const NEW_ARTICLES = 200;
const GOAL_MS = 5_000;

const labelled = JSON.parse(readFileSync(new URL('../eval/data/stories.json', import.meta.url), 'utf8'));
const database = await migratedScratchDatabase(`cypher_bench_stories_${uniqueRunId()}`);
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  for (const artist of labelled.artists) {
    await client.query(
      `INSERT INTO artists (name, genre, description, aliases, status) VALUES ($1, 'Rap', '', $2, 'published')`,
      [artist.name, artist.aliases ?? []],
    );
  }
  const now = Date.now();
  const at = (index, count) => new Date(now - 70 * 3_600_000 + (index / count) * 69 * 3_600_000);
  for (let index = 0; index < HISTORY; index++) {
    const source = labelled.articles[index % labelled.articles.length];
    await client.query(
      `INSERT INTO articles (title, excerpt, content, category, source, published_at, canonical_url)
       VALUES ($1, '', $2, 'BREAKING', $3, $4, $5)`,
      [source.title, source.body, source.outlet, at(index, HISTORY + NEW_ARTICLES), `https://history.test/${index}`],
    );
  }
  await client.end();

  const dataSource = new DataSource({ type: 'postgres', url: database.url, entities: ENTITIES });
  await dataSource.initialize();
  const assigner = new StoryAssigner(
    new StoryAssignmentStore(dataSource.getRepository(Article)),
    new ArtistMentionTargetsStore(dataSource.getRepository(Artist)),
  );
  const scraped = (index, host) => {
    const source = labelled.articles[index % labelled.articles.length];
    return {
      title: source.title,
      excerpt: '',
      content: source.body,
      category: 'BREAKING',
      imageUrl: null,
      shortMd: null,
      canonicalUrl: `https://${host}/${index}`,
      author: null,
      publishedAt: at(HISTORY + index, HISTORY + NEW_ARTICLES),
      source: source.outlet,
      sourceUrl: null,
      tags: null,
    };
  };
  // The same scrape stored without grouping (one INSERT each), so the row can say what grouping adds.
  const plain = new ScrapedArticlesStore(dataSource.getRepository(Article));
  const plainStarted = performance.now();
  for (let index = 0; index < NEW_ARTICLES; index++) await plain.insertScraped(scraped(index, 'plain.test'));
  const plainTotal = performance.now() - plainStarted;

  const started = performance.now();
  const each = [];
  for (let index = 0; index < NEW_ARTICLES; index++) {
    const one = performance.now();
    await assigner.storeScraped(scraped(index, 'new.test'), 'published');
    each.push(performance.now() - one);
  }
  const total = performance.now() - started;
  const added = total - plainTotal;
  await dataSource.destroy();
  each.sort((a, b) => a - b);
  const p = (q) => each[Math.min(each.length - 1, Math.floor(q * each.length))].toFixed(1);
  console.log(
    `Story assignment, real database path: ${NEW_ARTICLES} new articles stored and assigned after ${HISTORY} recent ` +
      `ones in ${(total / 1000).toFixed(2)} s (the first builds the window; per article p50 ${p(0.5)} ms, p99 ${p(0.99)} ms); ` +
      `stored without grouping in ${(plainTotal / 1000).toFixed(2)} s, so grouping adds ${(added / 1000).toFixed(2)} s`,
  );
  const verdict = added < GOAL_MS ? 'PASS' : 'MISS';
  console.log(`  ${verdict}  a scrape of ${NEW_ARTICLES} new articles adds under ${GOAL_MS / 1000} s for grouping`);
} finally {
  await database.drop();
}
