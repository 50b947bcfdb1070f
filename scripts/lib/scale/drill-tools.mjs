// What the scale tier's drills share: a failure list that makes the run fail
// loudly, a burst of acknowledged jobs, and the check that each one's effect
// is in Postgres exactly once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (message) => console.log(`scale: ${message}`);

export const failures = [];
export function expect(ok, what) {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

export const jsonPost = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export async function signIn(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, jsonPost({ username, password }));
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * `concurrency` loops posting reading signals (each a job on the signals
 * queue whose effect is one user_interactions row) until stopped. Each
 * request has a session id of its own; those answered 202 are the
 * acknowledged jobs. Statuses are tallied (0: no answer).
 */
export function startSignalBurst(baseUrl, articleId, concurrency = 6) {
  const acknowledged = [];
  const statuses = {};
  const ackTimes = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const sessionId = `session-${Date.now()}-${randomBytes(5).toString('hex')}`;
      let status = 0;
      try {
        const response = await fetch(`${baseUrl}/api/personalization/interaction`, {
          ...jsonPost({ sessionId, articleId, interactionType: 'view' }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        await sleep(50);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 202) {
        acknowledged.push(sessionId);
        ackTimes.push(Date.now());
      } else if (status === 503) {
        await sleep(20);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    acknowledged,
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      let longestGapMs = 0;
      for (let index = 1; index < ackTimes.length; index += 1) {
        longestGapMs = Math.max(longestGapMs, ackTimes[index] - ackTimes[index - 1]);
      }
      return { acknowledged, statuses, longestGapMs };
    },
  };
}

/**
 * Waits (up to `timeoutMs`) until every acknowledged session has its row,
 * then counts rows per session: found is how many sessions have a row,
 * duplicated how many have more than one.
 */
export async function effectsInPostgres(databaseUrl, sessions, timeoutMs = 60_000) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    let rows = [];
    for (;;) {
      ({ rows } = await db.query(
        'SELECT session_id, count(*)::int AS n FROM user_interactions WHERE session_id = ANY($1) GROUP BY session_id',
        [sessions],
      ));
      if (rows.length >= sessions.length || Date.now() > deadline) break;
      await sleep(250);
    }
    return { found: rows.length, duplicated: rows.filter((row) => row.n > 1).length };
  } finally {
    await db.end();
  }
}

/** The numbers of one Prometheus counter family, by the value of `label`. */
export async function counterValues(metricsUrl, name, label) {
  const text = await (await fetch(metricsUrl)).text();
  const values = {};
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}\\{(.*)\\} (\\S+)$`).exec(line);
    const value = match && new RegExp(`(?:^|,)${label}="([^"]*)"`).exec(match[1]);
    if (value) values[value[1]] = (values[value[1]] ?? 0) + Number(match[2]);
  }
  return values;
}
