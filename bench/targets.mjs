// What the benchmark measures, each row with its goal. A goal is one of:
//   { ratio: x }            requests/s at least x times its bare server's (`bare` names it; default 'bare')
//   { timesRow: name, min } requests/s at least `min` times another row's
//   { p99Ms: x } / { p50Ms: x }   latency below x ms, and no errors
// A row without a goal is a yardstick or for information. Rows with `measure` are not autocannon
// runs: run.mjs fills them from what it measured itself (see ENQUEUE_TO_START).
import { BENCH_RECOMMENDATION_SESSION } from './seed.mjs';

export const ENQUEUE_TO_START = 'enqueue-to-start';

export const INTERACTION_PATH = '/api/personalization/interaction';

/** A reader's view of the article, as the interaction row sends it (and run.mjs probes whether the route is there). */
export function interactionPost(articleId, metadata) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ articleId, interactionType: 'view', sessionId: 'session-1763683200000-bench1', metadata }),
  };
}

// The servers and the article the rows aim at, as run.mjs started and seeded them: the API stacks
// (default, cache-notify, uncached), the bare yardsticks, and one article with the ETags it answered.
export function TARGETS({ apis, bares, article, statics }) {
  const { api, notifyApi, boundedApi, uncachedApi } = apis;
  const { articleId, etag, pageEtag, interactionMissing } = article;
  const EVERY_PUBLIC_GET = { ratio: 0.6 };
  // Most rows GET one path from one server: the path names the row in the table, the URL is what is fetched.
  const get = (server, path) => ({ path, url: `${server}${path}` });
  const ok = (server, path) => ({ ...get(server, path), expectStatus: 200 });
  const LIST = '/api/articles?limit=50';
  const ARTICLE = `/api/articles/${articleId}`;
  const PAGE = `/article/${articleId}`;
  const SERVER_RENDERED = { note: 'server-rendered, cached', bare: 'bare-page' };
  return [
    { name: 'list', ...ok(api, LIST), goal: { ratio: 0.8 } },
    { name: 'detail', ...ok(api, ARTICLE), goal: EVERY_PUBLIC_GET },
    { name: 'spotlight', ...ok(api, '/api/artists/spotlight'), goal: EVERY_PUBLIC_GET },
    { name: 'artists', ...ok(api, '/api/artists?limit=100'), goal: EVERY_PUBLIC_GET },
    { name: 'releases', ...ok(api, '/api/releases'), goal: EVERY_PUBLIC_GET },
    {
      name: 'conditional',
      ...get(api, LIST),
      note: 'If-None-Match',
      headers: { 'if-none-match': etag },
      expectStatus: 304,
      goal: { timesRow: 'list', min: 1.5 },
    },
    {
      name: 'recommendations',
      ...ok(api, `/api/personalization/recommendations?sessionId=${BENCH_RECOMMENDATION_SESSION}`),
      note: 'a known session, cached per session',
      goal: { ratio: 0.5 },
    },
    {
      name: 'interaction',
      ...get(api, INTERACTION_PATH),
      note: interactionMissing ? 'NOT ON THIS BRANCH: answers 404' : undefined,
      ...interactionPost(articleId, { source: 'bench' }),
      // The goal for this endpoint is latency at a steady 200 requests/s, not throughput.
      rate: 200,
      connections: 10,
      expectStatus: interactionMissing ? 404 : 202,
      goal: { p99Ms: 15 },
    },
    {
      name: ENQUEUE_TO_START,
      path: '(interaction jobs: enqueued -> started by a worker)',
      note: 'the interaction row at 200 req/s, one worker',
      measure: true,
      goal: { p99Ms: 10 },
    },
    { name: 'list-notify', ...ok(notifyApi, LIST), note: 'RESPONSE_CACHE_CONSISTENCY=notify' },
    {
      name: 'list-bounded',
      ...ok(boundedApi, LIST),
      note: 'RESPONSE_CACHE_CONSISTENCY=bounded, 100 ms',
      goal: { ratio: 0.8 },
    },
    {
      name: 'conditional-notify',
      ...get(notifyApi, LIST),
      note: 'If-None-Match, RESPONSE_CACHE_CONSISTENCY=notify',
      headers: { 'if-none-match': etag },
      expectStatus: 304,
    },
    {
      name: 'list-uncached',
      ...ok(uncachedApi, LIST),
      note: 'second API process, RESPONSE_CACHE_MAX_MB=0',
      goal: { ratio: 0.1 },
    },
    { name: 'detail-uncached', ...ok(uncachedApi, ARTICLE), note: 'RESPONSE_CACHE_MAX_MB=0', goal: { ratio: 0.1 } },
    { name: 'bare', path: '(bare node:http, same bytes as the list)', url: bares.bare, expectStatus: 200 },
    // Server-rendered pages, against a bare server sending the article page's bytes and headers.
    { name: 'page-article', ...ok(api, PAGE), ...SERVER_RENDERED, goal: EVERY_PUBLIC_GET },
    // The goal for / is stricter than for the other public reads.
    { name: 'page-home', ...ok(api, '/'), ...SERVER_RENDERED, bare: 'bare-home', goal: { ratio: 0.8 } },
    {
      name: 'page-conditional',
      ...get(api, PAGE),
      note: 'If-None-Match',
      headers: { 'if-none-match': pageEtag },
      // A page lives 5 minutes (its 'N hours ago' labels), so its ETag moves during a long bench.
      freshEtag: true,
      expectStatus: 304,
      bare: 'bare-page',
      goal: { timesRow: 'page-article', min: 1.5 },
    },
    {
      name: 'page-uncached',
      ...ok(uncachedApi, PAGE),
      note: 'rendered per request, RESPONSE_CACHE_MAX_MB=0, 1 connection',
      connections: 1,
      bare: 'bare-page',
      goal: { p50Ms: 20 },
    },
    {
      name: 'bare-page',
      path: '(bare node:http, same bytes as the article page)',
      url: bares.barePage,
      expectStatus: 200,
    },
    { name: 'bare-home', path: '(bare node:http, same bytes as /)', url: statics.bareHome, expectStatus: 200 },
    // The hashed entry script from memory, as a browser asks for it (the precompressed brotli copy).
    {
      name: 'asset',
      ...ok(api, statics.script),
      note: 'Accept-Encoding: br, gzip',
      headers: { 'accept-encoding': 'br, gzip' },
      bare: 'bare-asset',
      goal: { ratio: 0.8 },
    },
    {
      name: 'asset-conditional',
      ...get(api, statics.script),
      note: 'If-None-Match',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': statics.assetEtag },
      expectStatus: 304,
      bare: 'bare-asset',
      goal: { timesRow: 'asset', min: 1.5 },
    },
    {
      name: 'bare-asset',
      path: '(bare node:http, same brotli bytes as the entry script)',
      url: statics.bareAsset,
      headers: { 'accept-encoding': 'br, gzip' },
      expectStatus: 200,
    },
  ];
}

/** The goal in words, for the table. */
export function goalText(goal) {
  if (!goal) return '';
  if (goal.ratio !== undefined) return `>= ${goal.ratio}x bare`;
  if (goal.timesRow !== undefined) return `>= ${goal.min}x ${goal.timesRow}`;
  if (goal.p99Ms !== undefined) return `p99 < ${goal.p99Ms} ms`;
  if (goal.p50Ms !== undefined) return `p50 < ${goal.p50Ms} ms`;
  if (goal.p50WithinOf !== undefined) return `p50 <= ${goal.times}x ${goal.p50WithinOf}`;
  throw new Error(`unknown goal ${JSON.stringify(goal)}`);
}

/** 'PASS', 'MISS' or '' (no goal) for one row, and what was compared. */
export function judge(row, rows) {
  const goal = row.goal;
  if (!goal) return { verdict: '', measured: '' };
  const clean = row.errors === 0;
  let met;
  let measured;
  if (goal.ratio !== undefined) {
    met = row.ratioToBare >= goal.ratio;
    measured = `${row.ratioToBare}x`;
  } else if (goal.timesRow !== undefined) {
    const times = row.requestsPerSecond / rows.find((r) => r.name === goal.timesRow).requestsPerSecond;
    met = times >= goal.min;
    measured = `${times.toFixed(2)}x`;
  } else if (goal.p99Ms !== undefined) {
    met = row.p99Ms < goal.p99Ms || (row.name === ENQUEUE_TO_START && row.p99Ms <= goal.p99Ms);
    measured = `p99 ${row.p99Ms} ms`;
  } else if (goal.p50WithinOf !== undefined) {
    const base = rows.find((r) => r.name === goal.p50WithinOf).p50Ms;
    met = row.p50Ms <= goal.times * base;
    measured = `p50 ${row.p50Ms} ms against ${base} ms`;
  } else {
    met = row.p50Ms < goal.p50Ms;
    measured = `p50 ${row.p50Ms} ms`;
  }
  if (!clean) measured += `, ${row.errors} errors`;
  // A throughput goal holds with either tool: the wrk figure of the row is judged too, when it was measured.
  const byWrk = wrkVerdict(row, rows);
  if (byWrk) measured += `; wrk ${byWrk.measured}`;
  return { verdict: met && clean && (byWrk?.met ?? true) ? 'PASS' : 'MISS', measured };
}

/** The row's throughput goal judged on its wrk figures; null when wrk did not drive it (or the goal is latency). */
function wrkVerdict(row, rows) {
  const goal = row.goal;
  if (!row.wrk) return null;
  const clean = row.wrk.errors === 0;
  const errors = clean ? '' : `, ${row.wrk.errors} errors`;
  if (goal.ratio !== undefined && row.wrk.ratioToBare !== undefined) {
    return { met: clean && row.wrk.ratioToBare >= goal.ratio, measured: `${row.wrk.ratioToBare}x${errors}` };
  }
  const other = goal.timesRow !== undefined && rows.find((r) => r.name === goal.timesRow)?.wrk;
  if (other) {
    const times = row.wrk.requestsPerSecond / other.requestsPerSecond;
    return { met: clean && times >= goal.min, measured: `${times.toFixed(2)}x${errors}` };
  }
  return null;
}

// Site search at 100,000 articles with the response cache off (bench/search-bench.mjs seeds it):
// each row's goal is p99 under 50 ms at 10 connections.
export const SEARCH_ARTICLES = 100_000;
export function SEARCH_TARGETS({ searchApi }) {
  const row = (name, q, note, extra = '') => ({
    name,
    path: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    note: `${note}, ${SEARCH_ARTICLES.toLocaleString('en-US')} articles, RESPONSE_CACHE_MAX_MB=0`,
    url: `${searchApi}/api/search?q=${encodeURIComponent(q)}${extra}`,
    connections: 10,
    expectStatus: 200,
    goal: { p99Ms: 50 },
  });
  return [
    row('search-common', 'producers', 'a word in every article'),
    row('search-rare', 'theremin', 'a word in 1 article in 1,000'),
    row('search-misspelt', 'kendric', 'a misspelt artist name'),
    row('search-typo-1', 'kendirck', 'one typo (a swap) in an artist name'),
    row('search-typo-2', 'prodcuerz', 'two typos in a nine-letter word found in every article'),
    row('search-prefix', 'kendrick la', 'as the reader types: the last word a prefix', '&prefix=true'),
  ];
}

export function checkSearchTargets(rows) {
  return rows
    .filter((row) => row.goal)
    .map((row) => {
      const { verdict, measured } = judge(row, rows);
      return {
        target: `${row.name}: ${goalText(row.goal)} at 10 connections, uncached, zero errors`,
        met: verdict === 'PASS',
        measured: `${measured} (p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.errors} errors)`,
      };
    });
}

// The cursor rows, on the search rows' database and API (100,000 articles, the cache off): page 1 and
// page 1,000 of a hundred, the very last page, at the search rows' 10 connections. Goal: page 1,000 costs
// what page 1 does (p50 within 1.2x).
export const KEYSET_PAGE_SIZE = 100;
export const KEYSET_DEEP_PAGE = 1_000;
export function KEYSET_TARGETS({ searchApi, deepCursor }) {
  const row = (name, query, note, goal) => ({
    name,
    path: `/api/articles?limit=${KEYSET_PAGE_SIZE}${query ? '&cursor=…' : ''}`,
    note: `${note}, ${SEARCH_ARTICLES.toLocaleString('en-US')} articles, RESPONSE_CACHE_MAX_MB=0`,
    url: `${searchApi}/api/articles?limit=${KEYSET_PAGE_SIZE}${query}`,
    connections: 10,
    expectStatus: 200,
    goal,
  });
  return [
    row('keyset-first', '', 'page 1 of the cursor walk'),
    row('keyset-deep', `&cursor=${deepCursor}`, `page ${KEYSET_DEEP_PAGE.toLocaleString('en-US')} by cursor`, {
      p50WithinOf: 'keyset-first',
      times: 1.2,
    }),
  ];
}
