import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { waitFor } from './support/worker-process';

const ROOT = join(__dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` with neither DATABASE_URL nor REDIS_URL: the embedded defaults
 * must bring up the API and the worker, and the worker must run a real job.
 */
describe.each([
  ['a private redis-server', {}],
  ["BullMQ's Postgres backend", { QUEUE_BACKEND: 'postgres' }],
])('npm start with embedded defaults (%s)', (_label, extraEnv: Record<string, string>) => {
  let child: ChildProcess;
  let output = '';
  let dataDir: string;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API, runs a job in the worker and stops on Ctrl-C', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cypher-start-'));
    // Left private (0700) on purpose: npm start must let its unprivileged Postgres user in by itself.
    const [port, pgPort, redisPort] = [await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...extraEnv,
      CYPHER_DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      EMBEDDED_REDIS_PORT: String(redisPort),
      STATS_REFRESH_EVERY_MS: '1000',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'QUEUE_PREFIX', 'SESSION_SECRET', 'NODE_ENV']) delete env[key];
    Object.assign(env, extraEnv);

    child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const health = await waitFor(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        return response.status === 200 ? response.json() : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500, what: 'the stack to be healthy' },
    ).catch((error) => {
      throw new Error(`${error.message}\nnpm start printed:\n${output}`);
    });
    expect(health).toEqual({ status: 'ok', database: 'up', queue: 'up' });
    expect(output).toContain('database: embedded Postgres');

    const subscribed = await fetch(`http://127.0.0.1:${port}/api/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lee',
        email: 'ada@example.com',
        creditProgramParticipation: false,
      }),
    });
    expect(subscribed.status).toBe(201);

    // No ADMIN_* settings: start created 'admin' with a random password, printed once, that really signs in.
    const printed = /created admin "admin" with password (\S+)/.exec(output);
    expect(printed).not.toBeNull();
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: printed![1] }),
    });
    expect(login.status).toBe(200);

    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const db = new Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${pgPort}/cypher` });
    await db.connect();
    try {
      await waitFor(
        async () => (await db.query('SELECT total_subscribers FROM admin_stats')).rows[0]?.total_subscribers === 1,
        { timeoutMs: 30_000, what: 'the worker to refresh admin_stats' },
      );
    } finally {
      await db.end();
    }

    child.kill('SIGINT');
    // Ctrl-C ends with 0 or the conventional 130 (128 + SIGINT), after every child has stopped.
    expect([0, 130]).toContain(await exited);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 180_000);
});
