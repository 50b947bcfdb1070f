// The Postgres drill of the scale tier: the built API with DATABASE_URL on a
// primary and DATABASE_REPLICA_URLS on its streaming replica. Public reads go
// to the replica, admin reads to the primary, and with the replica's replay
// paused a public read never shows content older than the primary's once the
// change is known: neither an admin's own edit nor a write the API only
// hears of by NOTIFY (made here in SQL, as the worker would).
import pg from 'pg';
import { counterValues, expect, jsonPost, log, signIn, sleep } from './drill-tools.mjs';

const PUBLIC_READS = 20;
const ADMIN_READS = 10;

/** Statements naming `table` that one server has run in the cypher database (pg_stat_statements, per server). */
async function statementsOn(url, table) {
  const rows = await query(
    url,
    `SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
      WHERE d.datname = current_database() AND s.query ~* $1`,
    [`\\m"?${table}"?\\M`],
  );
  return rows[0].n;
}

async function query(url, sql, params = []) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.end();
  }
}

const readJson = async (url, init) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/** Reads a public article until its title is `title` (up to `timeoutMs`); returns the reads it took, or null. */
async function readsUntilTitle(baseUrl, id, title, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (let reads = 1; ; reads += 1) {
    const article = await readJson(`${baseUrl}/api/articles/${id}`);
    if (article.title === title) return reads;
    if (Date.now() > deadline) return null;
    await sleep(20);
  }
}

/** One API process (strict or notify cache mode) against the pair. */
async function checkApi({ name, stack, metricsUrl, pair, admin, articleIds }) {
  const primaryUrl = pair.primary.url('cypher');
  const replicaUrl = pair.replica.url('cypher');
  const reads = async () => counterValues(metricsUrl, 'cypher_public_reads_total', 'server');
  const cookie = await signIn(stack.baseUrl, admin.username, admin.password);

  // 1. Public reads: distinct URLs, so each one misses the response cache and reaches the database.
  const replicaBefore = await statementsOn(replicaUrl, 'articles');
  const countsBefore = await reads();
  for (let limit = 1; limit <= PUBLIC_READS; limit += 1)
    await readJson(`${stack.baseUrl}/api/articles?limit=${limit}&offset=1`);
  const replicaAfter = await statementsOn(replicaUrl, 'articles');
  const countsAfter = await reads();
  const servedByReplica = (countsAfter.replica ?? 0) - (countsBefore.replica ?? 0);
  log(
    `  ${name}: ${PUBLIC_READS} public reads -> ${servedByReplica} answered by the replica (metric), ` +
      `${replicaAfter - replicaBefore} statements on articles run by the replica`,
  );
  expect(servedByReplica === PUBLIC_READS, `${name}: public reads are answered by the replica`);
  expect(replicaAfter - replicaBefore >= PUBLIC_READS, `${name}: the replica itself ran them`);

  // 2. Admin reads (the newsletter list, drafts included) stay on the primary.
  const primaryBefore = await statementsOn(primaryUrl, 'newsletters');
  const replicaBeforeAdmin = await statementsOn(replicaUrl, 'newsletters');
  for (let index = 0; index < ADMIN_READS; index += 1) {
    await readJson(`${stack.baseUrl}/api/admin/newsletters`, { headers: { cookie } });
  }
  const primaryAfter = await statementsOn(primaryUrl, 'newsletters');
  const replicaAfterAdmin = await statementsOn(replicaUrl, 'newsletters');
  log(
    `  ${name}: ${ADMIN_READS} admin reads -> ${primaryAfter - primaryBefore} statements on newsletters run by the primary, ` +
      `${replicaAfterAdmin - replicaBeforeAdmin} on the replica`,
  );
  expect(primaryAfter - primaryBefore >= ADMIN_READS, `${name}: admin reads run on the primary`);
  expect(replicaAfterAdmin === replicaBeforeAdmin, `${name}: admin reads never touch the replica`);

  // 3. Replay paused: the replica is behind from here on.
  await query(replicaUrl, 'SELECT pg_wal_replay_pause()');
  try {
    const [editedId, notifiedId] = articleIds;
    const primaryReadsBefore = (await reads()).primary ?? 0;

    // 3a. An admin edit, then at once a public read of the same article (cached before the edit).
    await readJson(`${stack.baseUrl}/api/articles/${editedId}`);
    const editedTitle = `Edited by the ${name} drill ${Date.now()}`;
    const patched = await fetch(`${stack.baseUrl}/api/articles/${editedId}`, {
      ...jsonPost({ title: editedTitle }, { cookie }),
      method: 'PATCH',
    });
    expect(patched.status === 200, `${name}: the admin edit is accepted (${patched.status})`);
    const afterEdit = await readJson(`${stack.baseUrl}/api/articles/${editedId}`);
    const onReplica = (await query(replicaUrl, 'SELECT title FROM articles WHERE id = $1', [editedId]))[0].title;
    expect(onReplica !== editedTitle, `${name}: the paused replica still has the old title`);
    expect(afterEdit.title === editedTitle, `${name}: the admin reads their edit on the public page at once`);

    // 3b. A write the API only hears of through NOTIFY; once heard, the old title is never served again.
    await readJson(`${stack.baseUrl}/api/articles/${notifiedId}`);
    const notifiedTitle = `Written behind the ${name} API's back ${Date.now()}`;
    await query(primaryUrl, 'UPDATE articles SET title = $1 WHERE id = $2', [notifiedTitle, notifiedId]);
    const readsTaken = await readsUntilTitle(stack.baseUrl, notifiedId, notifiedTitle, 5_000);
    let staleAfter = 0;
    for (let index = 0; index < 20; index += 1) {
      const article = await readJson(`${stack.baseUrl}/api/articles/${notifiedId}`);
      if (article.title !== notifiedTitle) staleAfter += 1;
    }
    log(
      `  ${name}: replay paused; the admin's edit ${afterEdit.title === editedTitle ? 'read back at once' : 'NOT read back'}; ` +
        `the NOTIFY-only write seen after ${readsTaken ?? 'more than 5 s of'} read(s), ` +
        `${staleAfter} of 20 later reads stale`,
    );
    expect(
      readsTaken !== null && staleAfter === 0,
      `${name}: once notified, the public read never serves the old title`,
    );
    const primaryReadsAfter = (await reads()).primary ?? 0;
    expect(primaryReadsAfter > primaryReadsBefore, `${name}: reads went to the primary while the replica lagged`);
  } finally {
    await query(replicaUrl, 'SELECT pg_wal_replay_resume()');
  }

  // 4. Caught up again: public reads return to the replica.
  const countsResumed = (await reads()).replica ?? 0;
  let back = false;
  for (let attempt = 0; attempt < 50 && !back; attempt += 1) {
    await readJson(`${stack.baseUrl}/api/articles?limit=${attempt + 1}&offset=2`);
    back = ((await reads()).replica ?? 0) > countsResumed;
    if (!back) await sleep(100);
  }
  expect(back, `${name}: public reads return to the replica once it has caught up`);
  return {
    publicReads: PUBLIC_READS,
    servedByReplica,
    replicaScans: replicaAfter - replicaBefore,
    adminPrimaryScans: primaryAfter - primaryBefore,
  };
}

export async function replicaDrill({ startStackOn, pair, redisUrl, admin, freePort }) {
  log('drill 3: Postgres primary and streaming replica (DATABASE_REPLICA_URLS)');
  const figures = {};
  for (const mode of ['strict', 'notify']) {
    const metricsPort = await freePort();
    const stack = await startStackOn(
      {
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: `cypher-scale-replica-${mode}`,
        DATABASE_REPLICA_URLS: pair.replica.url('cypher'),
        RESPONSE_CACHE_CONSISTENCY: mode,
        METRICS_PORT: String(metricsPort),
      },
      0,
    );
    try {
      const articles = await readJson(`${stack.baseUrl}/api/articles?limit=4`);
      const offset = mode === 'strict' ? 0 : 2;
      figures[mode] = await checkApi({
        name: `replica/${mode}`,
        stack,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        pair,
        admin,
        articleIds: [articles[offset].id, articles[offset + 1].id],
      });
    } finally {
      await stack.stop();
    }
  }
  return figures;
}
