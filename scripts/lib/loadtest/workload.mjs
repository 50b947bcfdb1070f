// The load test's visitors: readers browsing pages and the JSON API, readers
// whose clicks and visits send signals, people subscribing, and one admin who
// starts a news scrape and waits for it. Each is a loop until the deadline.
import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sessionId = () => `session-${Date.now()}-${randomBytes(4).toString('hex')}`;

export function createClient(baseUrl, recorder, connections) {
  const dispatcher = new Agent({ connections, keepAliveTimeout: 10_000 });
  return {
    async request(route, path, init = {}) {
      const started = performance.now();
      let status = 0;
      let body;
      try {
        const response = await fetch(`${baseUrl}${path}`, { ...init, dispatcher });
        status = response.status;
        body = await response.text();
      } catch {
        // A refused or reset connection: recorded as status 0, an error.
      }
      recorder.record(route, performance.now() - started, status);
      return { status, body };
    },
    close: () => dispatcher.close(),
  };
}

const post = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function reader(client, content, until) {
  const visits = [
    () => client.request('page /', '/'),
    () => client.request('page /articles', '/articles'),
    () => client.request('page /article/:id', `/article/${pick(content.articleIds)}`),
    () => client.request('page /artist-spotlight', '/artist-spotlight'),
    () => client.request('GET /api/articles', '/api/articles?limit=20'),
    () => client.request('GET /api/articles/:id', `/api/articles/${pick(content.articleIds)}`),
    () => client.request('GET /api/artists/spotlight', '/api/artists/spotlight'),
    () => client.request('GET /api/releases', '/api/releases'),
  ];
  while (Date.now() < until) await pick(visits)();
}

async function signaller(client, content, until, pauseMs) {
  const session = sessionId();
  while (Date.now() < until) {
    await client.request(
      'POST /api/personalization/interaction',
      '/api/personalization/interaction',
      post({ articleId: pick(content.articleIds), interactionType: 'view', sessionId: session, metadata: {} }),
    );
    await client.request('POST /api/visits', '/api/visits', post({ sessionId: session, path: '/articles' }));
    await sleep(pauseMs);
  }
}

async function subscriber(client, until, pauseMs) {
  let count = 0;
  while (Date.now() < until) {
    count += 1;
    await client.request(
      'POST /api/subscriptions',
      '/api/subscriptions',
      post({
        firstName: 'Load',
        lastName: `Reader ${count}`,
        email: `load-${Date.now()}-${count}-${randomBytes(2).toString('hex')}@example.com`,
        creditProgramParticipation: count % 2 === 0,
        ...(count % 2 === 0 ? { phoneNumber: '+1 555 010 0199' } : {}),
      }),
    );
    await sleep(pauseMs);
  }
}

/** Signs in, starts the news scrape a few seconds in, and waits for it; resolves with what it saw. */
async function admin(client, baseUrl, credentials, until) {
  const login = await fetch(`${baseUrl}/api/auth/login`, post(credentials));
  if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  await sleep(5_000);
  const started = Date.now();
  const accepted = await client.request('POST /api/admin/scrape/news', '/api/admin/scrape/news', post({}, { cookie }));
  const { jobId } = JSON.parse(accepted.body ?? '{}');
  while (Date.now() < until + 30_000) {
    const run = await client.request('GET /api/admin/jobs/:id', `/api/admin/jobs/${jobId}`, { headers: { cookie } });
    const view = JSON.parse(run.body ?? '{}');
    if (view.state === 'completed' || view.state === 'failed') {
      return {
        state: view.state,
        seconds: (Date.now() - started) / 1000,
        message: view.result?.message ?? view.failedReason,
      };
    }
    await sleep(1_000);
  }
  return { state: 'unfinished', seconds: (Date.now() - started) / 1000, message: 'still running after the test' };
}

export async function runWorkload({ baseUrl, recorder, content, credentials, seconds, readers, signallers }) {
  const client = createClient(baseUrl, recorder, readers + signallers + 4);
  const until = Date.now() + seconds * 1000;
  try {
    const [scrape] = await Promise.all([
      admin(client, baseUrl, credentials, until),
      ...Array.from({ length: readers }, () => reader(client, content, until)),
      ...Array.from({ length: signallers }, () => signaller(client, content, until, 20)),
      subscriber(client, until, 250),
    ]);
    return { scrape };
  } finally {
    await client.close();
  }
}
